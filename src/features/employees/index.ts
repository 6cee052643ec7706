import { lazy } from 'react';

// Evaluated with the route tree at start (the /accept-invite route's beforeLoad
// keeps it in the entry chunk): reads an invitation link's fragment before
// supabase-js takes the session out of it. About 1 kB.
export { captureInviteLink } from './invite-link.ts';

/** /employees, loaded when first shown (signed-in company users only). */
export const EmployeesPage = lazy(() =>
  import('./components/EmployeesPage.tsx').then((module) => ({ default: module.EmployeesPage })),
);

/** /accept-invite, loaded when first shown (from the invitation mail). */
export const AcceptInvitePage = lazy(() =>
  import('./components/AcceptInvitePage.tsx').then((module) => ({ default: module.AcceptInvitePage })),
);

/** The signed-in person's open invitations with accept and decline (/profile); nothing when none. */
export const MyInvitations = lazy(() =>
  import('./components/MyInvitations.tsx').then((module) => ({ default: module.MyInvitations })),
);
