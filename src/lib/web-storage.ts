/**
 * Every key the app keeps in the browser's Web Storage, in one place (a lint
 * rule refuses the storage globals and 'ordning.*' keys anywhere else), so no
 * record is written under two names and what a sign-out clears is listed.
 * index.html's inline script reads firstImage by its literal; a unit test
 * holds the two equal.
 */
export const STORAGE_KEYS = {
  /** The three local records the spec names; the navigation treats any of them as signed in. */
  records: { user: 'ordning.user', company: 'ordning.company', employee: 'ordning.employee' },
  /** The last branding seen for a subdomain, applied before the first render. */
  branding: 'ordning.branding.v1',
  /** Whether a catalogue sync has completed on this device (a hint; IndexedDB is the truth). */
  catalogueSynced: 'ordning.catalogue-synced',
  /** The first image of recently seen pages, preloaded by index.html. */
  firstImage: 'ordning.first-image',
  /** sessionStorage: the invitation link's token, kept for the tab. */
  invitationToken: 'ordning.invitation-token',
} as const;

function reach(read: () => Storage): Storage | null {
  try {
    return read();
  } catch {
    // Storage can be blocked (privacy settings throw on access); callers then do without.
    return null;
  }
}

/** localStorage, or null where there is none (node) or it is blocked. */
export function localStore(): Storage | null {
  return typeof window === 'undefined' ? null : reach(() => window.localStorage);
}

/** sessionStorage, or null where there is none (node) or it is blocked. */
export function sessionStore(): Storage | null {
  return typeof window === 'undefined' ? null : reach(() => window.sessionStorage);
}
