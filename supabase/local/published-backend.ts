import type { BackendSummary } from './banner.ts';

/**
 * `npm start` prints one banner, the app's URL first, with the backend's details in it. The
 * backend starts inside Vite's preview server, from vite.config.ts, which Vite bundles and loads
 * as a module instance of its own: the summary crosses over on globalThis, not a module variable.
 */
const KEY = Symbol.for('ordning.local-backend');

/** Set by `npm start`: the Vite plugin then leaves the printing to it. */
export const COMBINED_BANNER_ENV = 'ORDNING_COMBINED_BANNER';

export function publishBackend(summary: BackendSummary): void {
  (globalThis as Record<symbol, unknown>)[KEY] = summary;
}

export function publishedBackend(): BackendSummary | undefined {
  return (globalThis as Record<symbol, BackendSummary | undefined>)[KEY];
}
