// The invitation link lands on /accept-invite with the session in the URL's
// fragment (#access_token=…&type=invite), or an error there (#error_code=…).
// supabase-js takes the session and clears the fragment when it loads, which
// is after the first paint; this module is evaluated with the route tree at
// start, so it reads the fragment first. The invited user's id is kept for the
// tab (a reload before choosing a password still counts), never the token.

const STORAGE_KEY = 'ordning.invite-link';

export type InviteLink = { kind: 'invite'; userId: string } | { kind: 'error' };

/** The user id in a JWT's payload; the server checks the token itself, this only names whose it is. */
function subjectOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/** What a fragment says about an invitation: its user, an error, or nothing (another link). */
export function readInviteFragment(hash: string): InviteLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error') || params.has('error_code')) return { kind: 'error' };
  if (params.get('type') !== 'invite') return null;
  const userId = subjectOf(params.get('access_token') ?? '');
  return userId ? { kind: 'invite', userId } : { kind: 'error' };
}

function remember(link: InviteLink): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(link));
  } catch {
    // Storage blocked: the link still works until a reload.
  }
  captured = link;
}

let captured: InviteLink | null = null;

/** Reads the start URL's fragment once; called where this module is evaluated. */
export function captureInviteLink(location: Pick<Location, 'pathname' | 'hash'>): void {
  if (location.pathname !== '/accept-invite') return;
  const link = readInviteFragment(location.hash);
  if (link) remember(link);
}

/** The invitation this tab arrived with (or kept over a reload), if any. */
export function currentInviteLink(): InviteLink | null {
  if (captured) return captured;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<InviteLink> & { userId?: unknown };
    if (parsed.kind === 'error') return { kind: 'error' };
    if (parsed.kind === 'invite' && typeof parsed.userId === 'string')
      return { kind: 'invite', userId: parsed.userId };
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}

/** The password is chosen: the link has done its job. */
export function forgetInviteLink(): void {
  captured = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

if (typeof window !== 'undefined') captureInviteLink(window.location);
