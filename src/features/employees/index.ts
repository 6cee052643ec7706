import { lazy } from 'react';
// Evaluated with the route tree at start: reads an invitation link's fragment
// before supabase-js (loaded later) takes the session out of it.
import './invite-link.ts';

/** /employees, loaded when first shown (signed-in company users only). */
export const EmployeesPage = lazy(() =>
  import('./components/EmployeesPage.tsx').then((module) => ({ default: module.EmployeesPage })),
);

/** /accept-invite, loaded when first shown (from the invitation mail). */
export const AcceptInvitePage = lazy(() =>
  import('./components/AcceptInvitePage.tsx').then((module) => ({ default: module.AcceptInvitePage })),
);
