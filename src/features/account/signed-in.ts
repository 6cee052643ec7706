// The account's second public entry, for lazy signed-in pages (employees,
// company offers, analytics): the model's hook and the role vocabulary. It is
// kept out of index.ts because the shell imports that on every first paint,
// and these modules (atoms, zod schemas) belong only to signed-in screens.
export { useAccount } from './use-account.ts';
export { isManager as isCompanyManager } from './account-rules.ts';
export { COMPANY_ROLES, COMPANY_ROLE_LABELS } from './account-schema.ts';
