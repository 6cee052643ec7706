import {
  onSessionConfirmed,
  readAuthState,
  refreshRoles,
  subscribeAuth,
  userTypeOf,
  type AuthState,
} from '@/features/auth/index.ts';
import { setSelectedCompanyBranding } from '@/features/branding/index.ts';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { store } from '@/lib/store.ts';
import {
  readAccountSnapshot,
  readCompanyChoice,
  writeAccountSnapshot,
  writeCompanyChoice,
} from './account-records.ts';
import { chooseSelectedCompany } from './account-rules.ts';
import type { AccountSnapshot } from './account-schema.ts';
import {
  NO_ACCOUNT,
  patchAccountState,
  readAccountState,
  selectedMembershipAtom,
  setAccountState,
} from './account-state.ts';
import { isOnline } from '@/lib/online.ts';

// The read itself (its parsing and the query) loads with supabase-js, after the first paint.
const fetchAccount = (userId: string) =>
  import('./api/fetch-account.ts').then((module) => module.fetchAccount(userId));

/** Focus and tab switches come in bursts; one read per half minute is plenty for them. */
export const FOCUS_REFRESH_MIN_GAP_MS = 30_000;

export interface StartAccountOptions {
  /** Replaced in tests. */
  fetch?: (userId: string) => Promise<AccountSnapshot>;
  focusMinGapMs?: number;
}

let active: { stop: () => void; refresh: () => Promise<void> } | null = null;

/** The account of the user on screen: this device's records for them at once, the server's later. */
function followUser(auth: AuthState): void {
  const userId = auth.status === 'signed_in' ? (auth.user?.id ?? null) : null;
  if (userId === readAccountState().userId) return;
  if (userId === null) {
    setAccountState(NO_ACCOUNT);
    return;
  }
  setAccountState({
    userId,
    snapshot: readAccountSnapshot(userId),
    status: 'idle',
    choiceId: readCompanyChoice(userId),
  });
}

/** The selected company wears its branding (defaults and the product's title with none). */
function applySelectedBranding(): void {
  setSelectedCompanyBranding(store.get(selectedMembershipAtom)?.company ?? null);
}

/**
 * Keeps the signed-in user's account (profile, memberships, selected
 * company) on screen and fresh: from this device's records at once (so it
 * shows offline, and a reload is branded before it paints), then read from
 * the server when supabase-js confirms the session, when the browser comes
 * back online and when the app regains focus. A failed read keeps what is
 * cached. Signing out or another user clears it. Idempotent; returns stop.
 */
export function startAccount(options: StartAccountOptions = {}): () => void {
  if (active) return active.stop;
  const fetch = options.fetch ?? fetchAccount;
  const focusMinGap = options.focusMinGapMs ?? FOCUS_REFRESH_MIN_GAP_MS;
  // Only a session supabase-js has confirmed is read with: reading earlier
  // would load supabase-js before the first paint.
  let confirmedUserId: string | null = null;
  let running: Promise<void> | null = null;
  /** Counts refresh requests, so a read sees whether another came in while it ran. */
  let requests = 0;
  let lastStartedAt = 0;

  async function read(userId: string): Promise<void> {
    lastStartedAt = Date.now();
    patchAccountState({ status: 'loading' });
    try {
      const snapshot = await fetch(userId);
      if (readAccountState().userId !== userId) return;
      writeAccountSnapshot(snapshot);
      // The spec's automatic choice is made once and then kept, like a choice of the user's.
      const selected = chooseSelectedCompany(snapshot.memberships, readAccountState().choiceId);
      if (selected) writeCompanyChoice(userId, selected.company.id);
      patchAccountState({ snapshot, status: 'ready', choiceId: selected?.company.id ?? null });
    } catch (error) {
      console.warn('Could not read the account', error);
      if (readAccountState().userId === userId) patchAccountState({ status: 'error' });
    }
  }

  /** Whether the user on screen may be read for now: confirmed by supabase-js, and online. */
  function readableUser(): string | null {
    const { userId } = readAccountState();
    return userId !== null && userId === confirmedUserId && isOnline() ? userId : null;
  }

  /** One read at a time; triggers during a read make one more (for whoever is signed in by then). */
  function refresh(): Promise<void> {
    if (readableUser() === null) return Promise.resolve();
    requests++;
    if (running) return running;
    running = (async () => {
      let served: number;
      do {
        served = requests;
        const userId = readableUser();
        if (userId === null) break;
        await read(userId);
      } while (served !== requests);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  followUser(readAuthState());
  applySelectedBranding();
  const stopFollowing = subscribeAuth((auth) => {
    followUser(auth);
    if (auth.status !== 'signed_in') confirmedUserId = null;
  });
  const stopBranding = store.sub(selectedMembershipAtom, applySelectedBranding);
  const stopConfirmed = onSessionConfirmed((user) => {
    confirmedUserId = user.id;
    followUser(readAuthState());
    void refresh();
    // A company made by the sign-up confirmation is checked against the registry at once,
    // so its registrant may be verified and the admin queue has the registry's evidence.
    // Loaded on demand: only company accounts need it, and never before the first paint.
    if (userTypeOf(user) === 'company') {
      void import('./api/company-verification.ts')
        .then(({ checkUncheckedClaims }) => checkUncheckedClaims(user.id))
        .catch(() => undefined);
    }
  });

  const onOnline = () => void refresh();
  const onFocus = () => {
    if (document.visibilityState === 'hidden' || Date.now() - lastStartedAt < focusMinGap) return;
    void refresh();
    // The global roles change rarely, but an admin granting one should not need a new sign-in.
    void refreshRoles();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);

  const stop = () => {
    stopFollowing();
    stopBranding();
    stopConfirmed();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
    setAccountState(NO_ACCOUNT);
    active = null;
  };
  active = { stop, refresh };
  return stop;
}

/**
 * 'Prøv igjen' on the profile: reads the account now; before supabase-js has
 * confirmed the session, asks for it, and the confirmation reads it.
 */
export function retryAccount(): Promise<void> {
  if (!active) return Promise.resolve();
  const { userId } = readAccountState();
  if (userId === null) return Promise.resolve();
  patchAccountState({ status: 'loading' });
  void loadSupabase();
  return active.refresh().then(() => {
    // Not confirmed yet (or offline): the failure stands until a read happens.
    if (readAccountState().status === 'loading' && !isOnline()) patchAccountState({ status: 'error' });
  });
}

/** The user picks a company: remembered on this device, and the page rebrands (the atom's subscriber). */
export function selectCompany(companyId: string): void {
  const { userId, snapshot } = readAccountState();
  if (userId === null || !snapshot?.memberships.some((membership) => membership.company.id === companyId))
    return;
  writeCompanyChoice(userId, companyId);
  patchAccountState({ choiceId: companyId });
}
