import type { BackendSummary } from './banner.ts';
import type { Gateway } from './gateway.ts';

/**
 * `npm start` prints one banner, the app's URL first, with the backend's details in it. The
 * backend starts inside Vite's preview server, from vite.config.ts, which Vite bundles and loads
 * as a module instance of its own: the summary crosses over on globalThis, not a module variable.
 */
const KEY = Symbol.for('ordning.local-backend');
const GATEWAY_KEY = Symbol.for('ordning.local-gateway');

/** Set by `npm start`: the Vite plugin then leaves the printing to it. */
export const COMBINED_BANNER_ENV = 'ORDNING_COMBINED_BANNER';

export function publishBackend(summary: BackendSummary, gateway: Gateway): void {
  (globalThis as Record<symbol, unknown>)[KEY] = summary;
  (globalThis as Record<symbol, unknown>)[GATEWAY_KEY] = gateway;
}

export function publishedBackend(): BackendSummary | undefined {
  return (globalThis as Record<symbol, BackendSummary | undefined>)[KEY];
}

/**
 * The gateway of the app this process started (scripts/start.ts's startApp): a browser test that
 * must set up what no API allows (a session a day old, say) starts its own app and uses this.
 */
export function publishedGateway(): Gateway | undefined {
  return (globalThis as Record<symbol, Gateway | undefined>)[GATEWAY_KEY];
}
