import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import type { Gateway } from './gateway.ts';

/**
 * What `npm start` and `npm run backend` print once the gateway listens,
 * like `supabase start`: where the API and the mail page are, both API keys
 * (local keys, signed with the local secret), the database and the demo accounts.
 */
export function backendBanner(origin: string, gateway: Gateway): string {
  const { migration, ctx } = gateway;
  const lines = [
    '',
    '  Ordning local backend (PGlite, Supabase-compatible)',
    `    API:        ${origin}  (rest/v1, auth/v1, storage/v1, functions/v1)`,
    `    Mail:       ${origin}/_mail`,
    `    Database:   ${ctx.config.dataDir ?? 'in memory'}${migration.fresh ? ' (new, seeded)' : ''}`,
    migration.migrations.length ? `    Migrations: applied ${migration.migrations.join(', ')}` : '',
    `    anon key:         ${ctx.keys.anonKey}`,
    `    service_role key: ${ctx.keys.serviceRoleKey}`,
    `    Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `      ${account.email.padEnd(22)} ${account.description}`),
    '',
  ];
  return lines.filter((line) => line !== '').join('\n') + '\n';
}
