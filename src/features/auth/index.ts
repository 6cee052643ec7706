import { lazy } from 'react';

export {
  readAuthState,
  useAuth,
  type AuthState,
  type AuthStatus,
  type Role,
  type UserType,
} from './auth-state.ts';
export { startAuth } from './start-auth.ts';
export { signOut, useSignOut } from './sign-out.ts';
export { LOCAL_RECORD_KEYS } from './local-records.ts';
export { safeRedirectPath } from './redirect-target.ts';
export { SignOutButton } from './components/SignOutButton.tsx';

/**
 * The /login page, loaded when first shown: the app shell imports this
 * feature for the session, and the form should not ride along on every page.
 */
export const LoginPage = lazy(() =>
  import('./components/LoginPage.tsx').then((module) => ({ default: module.LoginPage })),
);
