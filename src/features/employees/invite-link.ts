// The invitation link lands on /accept-invite with the session in the URL's
// fragment (#access_token=…&type=invite), or an error there (#error_code=…):
// GoTrue's invitations are implicit-flow links. supabase-js takes no session
// from a URL (src/lib/supabase.ts); this module is evaluated with the route
// tree at start, reads the fragment, keeps the tokens in memory only and
// clears them from the address bar. The page applies them, and asks first
// when someone else is signed in. The invited user's id and address are kept
// for the tab (a reload before choosing a password still counts), never the token.

const STORAGE_KEY = 'ordning.invite-link';

export type InviteLink = { kind: 'invite'; userId: string; email: string | null } | { kind: 'error' };

/** The tokens a link carried, for supabase-js's setSession. */
export interface InviteSession {
  access_token: string;
  refresh_token: string;
}

/** Whose a JWT is (sub, email); the server checks the token itself, this only names whose it is. */
function claimsOf(token: string): { sub: string; email: string | null } | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub, email } = JSON.parse(json) as { sub?: unknown; email?: unknown };
    if (typeof sub !== 'string' || sub === '') return null;
    return { sub, email: typeof email === 'string' && email !== '' ? email : null };
  } catch {
    return null;
  }
}

/** What a fragment says about an invitation: its user, an error, or nothing (another link). */
export function readInviteFragment(hash: string): InviteLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error') || params.has('error_code')) return { kind: 'error' };
  if (params.get('type') !== 'invite') return null;
  const claims = claimsOf(params.get('access_token') ?? '');
  return claims ? { kind: 'invite', userId: claims.sub, email: claims.email } : { kind: 'error' };
}

/** The session an invitation fragment carries, if it carries one whole. */
export function readInviteSession(hash: string): InviteSession | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const access = params.get('access_token');
  const refresh = params.get('refresh_token');
  return params.get('type') === 'invite' && access && refresh
    ? { access_token: access, refresh_token: refresh }
    : null;
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
let pendingSession: InviteSession | null = null;

/** Takes the tokens out of the address bar (and so out of history and screenshots). */
function clearFragment(): void {
  if (typeof window === 'undefined' || !window.location.hash) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/** Reads the start URL's fragment once; called where this module is evaluated. */
export function captureInviteLink(location: Pick<Location, 'pathname' | 'hash'>): void {
  if (location.pathname !== '/accept-invite') return;
  const link = readInviteFragment(location.hash);
  if (!link) return;
  remember(link);
  const session = readInviteSession(location.hash);
  if (session) pendingSession = session;
  if (link.kind === 'invite') clearFragment();
}

/** The session the link brought and not yet applied (memory only: gone after a reload). */
export function pendingInviteSession(): InviteSession | null {
  return pendingSession;
}

/** The link's session is applied or declined: it is not kept any longer. */
export function dropInviteSession(): void {
  pendingSession = null;
}

/** The invitation this tab arrived with (or kept over a reload), if any. */
export function currentInviteLink(): InviteLink | null {
  if (captured) return captured;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as { kind?: unknown; userId?: unknown; email?: unknown };
    if (parsed.kind === 'error') return { kind: 'error' };
    if (parsed.kind === 'invite' && typeof parsed.userId === 'string')
      return {
        kind: 'invite',
        userId: parsed.userId,
        email: typeof parsed.email === 'string' ? parsed.email : null,
      };
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}

/** The password is chosen: the link has done its job. */
export function forgetInviteLink(): void {
  captured = null;
  pendingSession = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

if (typeof window !== 'undefined') captureInviteLink(window.location);
