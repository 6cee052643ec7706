import { lazy } from 'react';
import { optionalLazy } from '@/ui/optional-lazy.ts';

// Only startAccount (a few lines) is eager: the model, the pages and the
// selector load for signed-in users, so a visitor's first paint carries none of it.
export { startAccount } from './start-account.ts';
export { refreshAccount } from './refresh-account.ts';
// Lazy signed-in pages (employees, company offers) read the account through './signed-in.ts'.
export type { CompanyRole, Membership } from './account-schema.ts';

/** /profile, loaded when first shown. */
export const ProfilePage = lazy(() =>
  import('./components/ProfilePage.tsx').then((module) => ({ default: module.ProfilePage })),
);

/** The company selector's place in the bar and the menu (render it for signed-in users only). */
// Optional: the bar works without it, so a chunk that cannot load (offline before it was
// cached) leaves the selector out instead of breaking the page.
export const CompanySelectorSlot = optionalLazy(() =>
  import('./components/CompanySelectorSlot.tsx').then((module) => module.CompanySelectorSlot),
);
