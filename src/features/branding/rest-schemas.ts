// The branding's second public entry: its zod schema, for other features'
// REST answers after boot (the account's companies). Kept out of index.ts,
// which the shell imports on every first paint: a schema re-exported there
// puts the module, and zod with it, in the entry chunk even where no
// first-paint code uses it.
export { CompanyBrandingSchema } from './branding-schema.ts';
