/** The seeded demo accounts (supabase/seed.sql), printed by `npm start`. Local only. */
export const DEMO_PASSWORD = 'Demo1234!';

/** The seeded white-label company (branding on its own subdomain). */
export const DEMO_WHITE_LABEL = { subdomain: 'acme', company: 'Acme AS' } as const;

export const DEMO_ACCOUNTS = [
  { email: 'admin@ordning.test', description: 'platform admin (every offer and category)' },
  { email: 'eier@acme.test', description: 'owner of Acme AS (white label)' },
  { email: 'leder@acme.test', description: 'administrator in Acme AS' },
  { email: 'ansatt@acme.test', description: 'employee of Acme AS' },
  { email: 'eier@fjord.test', description: 'owner of Fjord Eiendom AS' },
  { email: 'privat@ordning.test', description: 'private person' },
] as const;
