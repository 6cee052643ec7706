import { normalizeOrgNumber } from '@contracts/org-number.ts';
import { whenAuth } from '../auth-state.ts';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { refreshRoles } from '../start-auth.ts';
import { type RegisterValues, signupMetadata } from '../register/register-schema.ts';
import { magicLinkRedirect } from '../redirect-target.ts';
import { attachCompanyToUser } from './company-registration.ts';
import { isAlreadyRegistered, isNetworkFailure } from './auth-failure.ts';
import { notifyExistingAccount } from './notify-existing-account.ts';
import { signInWithPassword } from './sign-in.ts';
import { isOffline } from '@/lib/online.ts';

export type RegisterOutcome =
  /** Registered; the confirmation mail is on its way (also what an existing address sees). */
  | { kind: 'confirm_email' }
  /** Registered and signed in (a server that confirms at once). */
  | { kind: 'signed_in' }
  /** An existing account signed in with the typed password and now owns the company. */
  | { kind: 'company_attached' }
  | { kind: 'attach_failed' }
  | { kind: 'email_exists' }
  | { kind: 'offline' }
  | { kind: 'failed' };

/**
 * A company for an account that already exists: signing in with the typed
 * password proves the address is the caller's (a new, unconfirmed account
 * cannot sign in), and the company is then attached with that session.
 * null: the password did not sign in, so nothing can be told apart.
 */
async function attachToExistingAccount(values: RegisterValues): Promise<RegisterOutcome | null> {
  const signedIn = await signInWithPassword(values.email, values.password);
  if (!signedIn.ok) return null;
  try {
    const email = values.email.trim();
    const invoiceEmail = values.invoiceEmail.trim();
    await attachCompanyToUser({
      email,
      companyName: values.companyName.trim(),
      organizationNumber: normalizeOrgNumber(values.organizationNumber),
      address: values.address.trim(),
      invoiceEmail: invoiceEmail === '' ? email : invoiceEmail,
    });
    await refreshRoles();
    return { kind: 'company_attached' };
  } catch (error) {
    console.warn('Could not attach the company', error);
    return { kind: 'attach_failed' };
  }
}

/**
 * A confirmation is asked for: a new address got its mail from the auth
 * service; for a taken one the function mails the owner instead. Called
 * either way, so the two cases look alike on the wire and on screen.
 */
async function confirmEmail(email: string, returnTo: string): Promise<RegisterOutcome> {
  await notifyExistingAccount(email, returnTo);
  return { kind: 'confirm_email' };
}

/**
 * Sign-up with the spec's metadata; the confirmation link returns to
 * `redirectTo` (a same-origin path, else the site root), so registering from
 * an offer ends on the offer. The server answers the same for a new and a
 * taken address when confirmations are on, so only a password that signs in
 * reveals the latter.
 */
export async function registerAccount(values: RegisterValues, redirectTo?: string): Promise<RegisterOutcome> {
  if (isOffline()) return { kind: 'offline' };
  const company = values.userType === 'company';
  const email = values.email.trim();
  const returnTo = magicLinkRedirect(window.location.origin, redirectTo);
  try {
    const client = await loadSupabase();
    const { data, error } = await client.auth.signUp({
      email,
      password: values.password,
      options: { emailRedirectTo: returnTo, data: signupMetadata(values) },
    });
    if (error) {
      if (isNetworkFailure(error)) return { kind: 'offline' };
      if (!isAlreadyRegistered(error)) return { kind: 'failed' };
      if (!company) return { kind: 'email_exists' };
      return (await attachToExistingAccount(values)) ?? { kind: 'email_exists' };
    }
    if (data.session) {
      const userId = data.session.user.id;
      await whenAuth((state) => state.status === 'signed_in' && state.user?.id === userId, 5000);
      return { kind: 'signed_in' };
    }
    if (!company) return await confirmEmail(email, returnTo);
    return (await attachToExistingAccount(values)) ?? (await confirmEmail(email, returnTo));
  } catch (error) {
    console.warn('Registration failed', error);
    return { kind: isNetworkFailure(error) ? 'offline' : 'failed' };
  }
}
