import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_WHITE_LABEL } from './demo-accounts.ts';
import type { Gateway } from './gateway.ts';

/** What the console says about a running local backend; `npm start` folds it into its own banner. */
export interface BackendSummary {
  apiUrl: string;
  database: string;
  keys: { anonKey: string; publishableKey: string; serviceRoleKey: string };
}

export function backendSummary(origin: string, gateway: Gateway): BackendSummary {
  const { migration, ctx } = gateway;
  const applied = migration.migrations.length;
  const state = migration.fresh
    ? `new, ${applied} migrations applied, seeded`
    : applied
      ? `${applied} new ${applied === 1 ? 'migration' : 'migrations'} applied`
      : 'up to date';
  return {
    apiUrl: origin,
    database: `${ctx.config.dataDir ?? 'in memory'} (${state})`,
    keys: {
      anonKey: ctx.keys.anonKey,
      publishableKey: ctx.keys.publishableKey,
      serviceRoleKey: ctx.keys.serviceRoleKey,
    },
  };
}

/** The white-label demo company's address beside the app's: http://acme.ordning.localhost:5173/. */
export function whiteLabelUrl(appUrl: string, appDomain: string): string | null {
  const url = new URL(appUrl);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return null;
  url.hostname = `${DEMO_WHITE_LABEL.subdomain}.${appDomain}`;
  return url.href;
}

/** The demo accounts, the mail page and the backend, in English like the rest of the console. */
export function backendLines(summary: BackendSummary): string[] {
  return [
    `    Mail:          ${summary.apiUrl.replace(/\/$/, '')}/_mail  (every mail the backend sends)`,
    `    Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `      ${account.email.padEnd(22)} ${account.description}`),
    `    Backend:       ${summary.apiUrl.replace(/\/$/, '')}  (rest/v1, auth/v1, storage/v1, functions/v1; PGlite)`,
    `    Database:      ${summary.database}`,
    `    Local anon key:         ${summary.keys.anonKey}`,
    `    Local publishable key:  ${summary.keys.publishableKey}  (the new key type; works like the anon key)`,
    `    Local service_role key: ${summary.keys.serviceRoleKey}  (bypasses row-level security)`,
  ];
}

/** What `npm run dev` and `npm run backend` print once the gateway listens, like `supabase start`. */
export function backendBanner(origin: string, gateway: Gateway): string {
  return [
    '',
    '  Ordning local backend (Supabase-compatible)',
    ...backendLines(backendSummary(origin, gateway)),
    '',
  ].join('\n');
}
