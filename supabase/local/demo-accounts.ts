/** The seeded demo accounts (supabase/seed.sql), printed by `npm start`. Local only. */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_ACCOUNTS = [
  { email: 'admin@ordning.test', description: 'admin (alle tilbud og kategorier)' },
  { email: 'eier@acme.test', description: 'eier av Acme AS (white-label på acme.ordning.localhost)' },
  { email: 'leder@acme.test', description: 'administrator i Acme AS' },
  { email: 'ansatt@acme.test', description: 'ansatt i Acme AS' },
  { email: 'eier@fjord.test', description: 'eier av Fjord Eiendom AS' },
  { email: 'privat@ordning.test', description: 'privatperson' },
] as const;
