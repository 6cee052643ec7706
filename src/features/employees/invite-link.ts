import { STORAGE_KEYS, sessionStore } from '@/lib/web-storage.ts';

// The invitation mail links to /accept-invite#invitation=<token>. The token
// is the link's capability, so it travels in the fragment (never sent to a
// server or written to its logs). This module is evaluated with the route
// tree at start, takes the token out of the address bar (and so out of
// history and screenshots) and keeps it for the tab, so a detour through
// /login or /register comes back to the same invitation.

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

let captured: string | null = null;

/** The token an invitation fragment carries; null for any other fragment. */
export function readInvitationToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('invitation');
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

function clearFragment(): void {
  if (typeof window === 'undefined' || !window.location.hash) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/** Reads the start URL's fragment once; called where this module is evaluated. */
export function captureInviteLink(location: Pick<Location, 'pathname' | 'hash'>): void {
  if (location.pathname !== '/accept-invite') return;
  const token = readInvitationToken(location.hash);
  if (!token) return;
  captured = token;
  try {
    sessionStore()?.setItem(STORAGE_KEYS.invitationToken, token);
  } catch {
    // Storage blocked: the link still works until a reload.
  }
  clearFragment();
}

/** The invitation this tab arrived with (or kept over a reload or a sign-in), if any. */
export function currentInvitationToken(): string | null {
  if (captured) return captured;
  try {
    const stored = sessionStore()?.getItem(STORAGE_KEYS.invitationToken);
    return stored && TOKEN_PATTERN.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The invitation is answered: the link has done its job. */
export function forgetInviteLink(): void {
  captured = null;
  try {
    sessionStore()?.removeItem(STORAGE_KEYS.invitationToken);
  } catch {
    // Nothing stored.
  }
}

if (typeof window !== 'undefined') captureInviteLink(window.location);
