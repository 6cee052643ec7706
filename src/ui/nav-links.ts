/** A role as the navbar needs it (the auth feature's Role has the same values). */
export type NavRole = 'company' | 'employee' | 'admin';

export interface NavSession {
  status: 'loading' | 'signed_in' | 'signed_out';
  roles: readonly NavRole[];
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
 * about; the company role adds its offer management, the admin role Admin.
 */
export function navLinksFor(session: NavSession): NavLinkItem[] {
  const signedIn = session.status === 'signed_in';
  const links: NavLinkItem[] = [{ to: '/offers', label: 'Sjekk ut tilbud' }];
  if (signedIn && session.roles.includes('company'))
    links.push({ to: '/company/offers', label: 'Administrer tilbud' });
  if (signedIn && session.roles.includes('admin')) links.push({ to: '/admin', label: 'Admin' });
  links.push({ to: '/become-partner', label: 'Bli en partner' }, { to: '/about-us', label: 'Om oss' });
  return links;
}
