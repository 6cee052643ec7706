import { lazy } from 'react';

export {
  readAuthState,
  subscribeAuth,
  useAuth,
  type AuthState,
  type Role,
  type UserType,
  userTypeOf,
} from './auth-state.ts';
export { startAuth, onSessionConfirmed, refreshRoles } from './start-auth.ts';
export { provideUserData } from './user-data-port.ts';
export { signOut } from './sign-out.ts';
export { hasLocalRecords, readLocalRecord, writeLocalRecord } from './local-records.ts';
export { isSafeRedirectPath } from './redirect-target.ts';
export { guardRoute, AccessDeniedError, type RoleRequirement } from './route-guard.ts';
export { SignOutButton } from './components/SignOutButton.tsx';
export { CheckingSession } from './components/CheckingSession.tsx';
export { AccessDenied } from './components/AccessDenied.tsx';

/**
 * The /login page, loaded when first shown: the app shell imports this
 * feature for the session, and the form should not ride along on every page.
 */
export const LoginPage = lazy(() =>
  import('./components/LoginPage.tsx').then((module) => ({ default: module.LoginPage })),
);

/** /register, loaded when first shown. */
export const RegisterPage = lazy(() =>
  import('./components/RegisterPage.tsx').then((module) => ({ default: module.RegisterPage })),
);

/** /forgot-password, loaded when first shown. */
export const ForgotPasswordPage = lazy(() =>
  import('./components/ForgotPasswordPage.tsx').then((module) => ({ default: module.ForgotPasswordPage })),
);

/** /password-reset, loaded when first shown (from the recovery mail). */
export const PasswordResetPage = lazy(() =>
  import('./components/PasswordResetPage.tsx').then((module) => ({ default: module.PasswordResetPage })),
);
