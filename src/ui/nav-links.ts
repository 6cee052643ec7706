/** A role as the navbar needs it (the auth feature's Role has the same values). */
export type NavRole = 'company' | 'employee' | 'admin';

export interface NavSession {
  status: 'loading' | 'signed_in' | 'signed_out';
  roles: readonly NavRole[];
  /** The bar wears a company's white-label brand (its subdomain, or its members' chosen company). */
  whiteLabel?: boolean;
}

/**
 * The bar's state: logged in with a session or with any of the three
 * local-storage records (spec: a stored user, company or employee record
 * counts too), else what the session check says.
 */
export function navStatus(
  sessionStatus: NavSession['status'],
  hasStoredRecords: boolean,
): NavSession['status'] {
  return sessionStatus === 'signed_in' || hasStoredRecords ? 'signed_in' : sessionStatus;
}

export interface NavLinkItem {
  to: '/offers' | '/company/offers' | '/admin' | '/become-partner' | '/about-us';
  label: string;
}

/**
 * The bar's page links for a session: everyone gets offers, partner and
 * about (no partner pitch to signed-in people under a company's white-label
 * brand); the company role adds its offer management, the admin role Admin.
 */
export function navLinksFor(session: NavSession): NavLinkItem[] {
  const signedIn = session.status === 'signed_in';
  const links: NavLinkItem[] = [{ to: '/offers', label: 'Sjekk ut tilbud' }];
  if (signedIn && session.roles.includes('company'))
    links.push({ to: '/company/offers', label: 'Administrer tilbud' });
  if (signedIn && session.roles.includes('admin')) links.push({ to: '/admin', label: 'Admin' });
  // A company's signed-in people are its employees, not partners to recruit.
  if (!(signedIn && session.whiteLabel)) links.push({ to: '/become-partner', label: 'Bli en partner' });
  links.push({ to: '/about-us', label: 'Om oss' });
  return links;
}
