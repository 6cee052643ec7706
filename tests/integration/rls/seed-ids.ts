/** Fixed ids of supabase/seed.sql, so tests can name seeded rows. */

export const USERS = {
  admin: { id: '0d0e0000-0000-4000-8000-000000000001', email: 'admin@ordning.test' },
  acmeOwner: { id: '0d0e0000-0000-4000-8000-000000000002', email: 'eier@acme.test' },
  acmeEmployee: { id: '0d0e0000-0000-4000-8000-000000000003', email: 'ansatt@acme.test' },
  fjordOwner: { id: '0d0e0000-0000-4000-8000-000000000004', email: 'eier@fjord.test' },
  individual: { id: '0d0e0000-0000-4000-8000-000000000005', email: 'privat@ordning.test' },
  acmeAdmin: { id: '0d0e0000-0000-4000-8000-000000000006', email: 'leder@acme.test' },
  acmeSeller: { id: '0d0e0000-0000-4000-8000-000000000007', email: 'selger@acme.test' },
  acmeInvited: { id: '0d0e0000-0000-4000-8000-000000000008', email: 'invitert@acme.test' },
  fjordEmployee: { id: '0d0e0000-0000-4000-8000-000000000009', email: 'drift@fjord.test' },
} as const;

export const COMPANIES = {
  acme: '0c0a0000-0000-4000-8000-000000000001',
  fjord: '0c0a0000-0000-4000-8000-000000000002',
} as const;

/** employees.id of the seeded memberships. */
export const EMPLOYEES = {
  acmeOwner: '0e0e0000-0000-4000-8000-000000000001',
  acmeAdmin: '0e0e0000-0000-4000-8000-000000000002',
  acmeEmployee: '0e0e0000-0000-4000-8000-000000000003',
  acmeSeller: '0e0e0000-0000-4000-8000-000000000004',
  acmeInvited: '0e0e0000-0000-4000-8000-000000000005',
  fjordOwner: '0e0e0000-0000-4000-8000-000000000006',
  fjordEmployee: '0e0e0000-0000-4000-8000-000000000007',
} as const;

export const CATEGORY_KEYS = [
  'car',
  'food-drink',
  'finance',
  'software',
  'sport',
  'opplevelser',
  'other',
] as const;

export function categoryId(key: (typeof CATEGORY_KEYS)[number]): string {
  return `0ca70000-0000-4000-8000-00000000000${CATEGORY_KEYS.indexOf(key) + 1}`;
}

/** Seeded offers are numbered 1..35 in seed.sql. */
export function offerId(n: number): string {
  return `0ffe0000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
}

export const OFFERS = {
  /** Admin-curated (company_id null), visible. */
  curatedVisible: offerId(1),
  /** Admin-curated, visible but not active: 'Kommer snart' (FJELLVEG15). */
  curatedComingSoon: offerId(4),
  /** Admin-curated, hidden. */
  curatedHidden: offerId(8),
  /** Acme AS, visible (ACME-SKI-25). */
  acmeVisible: offerId(28),
  /** Acme AS, hidden draft. */
  acmeHidden: offerId(31),
  /** Fjord Eiendom AS, visible. */
  fjordVisible: offerId(33),
  /** Fjord Eiendom AS, hidden. */
  fjordHidden: offerId(35),
} as const;

export const SEEDED_OFFER_COUNT = 35;
export const SEEDED_HIDDEN_COUNT = 4;
