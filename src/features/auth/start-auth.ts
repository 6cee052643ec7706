import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import type { ConfirmedSession } from '@/offline/user-data/user-data.ts';
import { SIGNED_OUT, parseRoles, readAuthState, setAuthState, userTypeOf, type Role } from './auth-state.ts';
import { peekStoredSession, storedSession } from './auth-storage.ts';
import { loadSupabase, supabaseRequested } from '@/lib/load-supabase.ts';
import { clearLocalRecords, readStoredUser, storedUserId, writeStoredUser } from './local-records.ts';
import { isOffline } from '@/lib/online.ts';
import { userData } from './user-data-port.ts';

export interface StartAuthOptions {
  /** Replaced in tests. */
  loadClient?: () => Promise<SupabaseClient<Database>>;
  /**
   * Resolves when supabase-js may load (e.g. after the first paint); until
   * then the state comes from the session stored on this device.
   */
  loadAfter?: () => Promise<void>;
}

let active: { stop: () => void; ready: Promise<void>; refreshRoles: () => Promise<void> } | null = null;

type ConfirmedUserListener = (user: User) => void;
const confirmedUserListeners = new Set<ConfirmedUserListener>();
let confirmedUser: User | null = null;

/**
 * Calls `listener` whenever supabase-js confirms a session for a user it had
 * not confirmed yet (a sign-in, a reload's first event, a user change), with
 * the client loaded: the moment to read what belongs to that user. A user
 * already confirmed is replayed at once. Returns unsubscribe.
 */
export function onSessionConfirmed(listener: ConfirmedUserListener): () => void {
  confirmedUserListeners.add(listener);
  if (confirmedUser) listener(confirmedUser);
  return () => confirmedUserListeners.delete(listener);
}

function confirmUser(user: User | null): void {
  confirmedUser = user;
  if (!user) return;
  for (const listener of confirmedUserListeners) {
    try {
      listener(user);
    } catch (error) {
      console.error('A session listener failed', error);
    }
  }
}

/** Reads the signed-in user's global roles again (the account model does so on focus). */
export function refreshRoles(): Promise<void> {
  return active?.refreshRoles() ?? Promise.resolve();
}

/**
 * Everything a signed-in session left on this device: the three records,
 * then what user-data.ts keeps for the user (the vault, favourites, recent
 * codes, queued events).
 */
export async function forgetSignedInData(): Promise<void> {
  clearLocalRecords();
  await userData().forget();
}

/**
 * A session in a URL fragment is never taken (invitations no longer carry
 * one): it is dropped from the address bar unused, so a planted link signs
 * nobody in.
 */
function dropStraySessionFragment(): void {
  const { pathname, search, hash } = window.location;
  if (!/[#&]access_token=/.test(hash)) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * The state to paint before supabase-js has loaded: signed in with the
 * device's stored session (and its cached roles), or signed out without one.
 * supabase-js's first event then confirms it (and unlocks the vault) or ends
 * it. A magic link in the URL has no stored session yet: that stays loading.
 */
function showStoredSession(): void {
  const stored = peekStoredSession();
  if (stored) {
    const record = readStoredUser(stored.user.id);
    setAuthState({
      status: 'signed_in',
      user: stored.user,
      session: stored,
      roles: record?.roles ?? [],
      userType: userTypeOf(stored.user),
      rolesKnown: record !== null,
    });
  } else if (!/access_token=|[?&]code=/.test(window.location.hash + window.location.search)) {
    setAuthState(SIGNED_OUT);
  }
}

/**
 * Follows supabase-js's auth events for the app's lifetime (call once at
 * start; later calls return the same stop function). Signed in: the vault is
 * given to that user (another user's secrets are wiped first), then the roles
 * and every readable secret are fetched so codes work offline; after each
 * delta sync, the secrets of the offers it changed. Signed out, a
 * different user, or the server rejecting the session: the vault and the
 * local records are wiped.
 */
export function startAuth(options: StartAuthOptions = {}): () => void {
  if (active) return active.stop;
  let stopped = false;
  let client: SupabaseClient<Database> | null = null;
  let currentUserId: string | null = null;
  let unsubscribe: () => void = () => undefined;
  // Events are handled one at a time, in order, outside supabase-js's callback.
  let queue: Promise<void> = Promise.resolve();
  /** The roles from user_roles, cached for offline; when they cannot be read, the cached ones stand. */
  async function refreshRolesFor(user: User): Promise<void> {
    let roles: Role[] | null = null;
    if (client && !isOffline()) {
      try {
        const response = await client.from('user_roles').select('role').eq('user_id', user.id);
        if (!response.error) roles = parseRoles(response.data);
      } catch (error) {
        console.warn('Could not read the roles', error);
      }
    }
    if (currentUserId !== user.id) return;
    if (roles) writeStoredUser({ id: user.id, email: user.email ?? null, roles });
    const state = readAuthState();
    setAuthState({ ...state, roles: roles ?? state.roles, rolesKnown: true });
  }

  /** The roles, then every code the user may read (user-data.ts), when online with the client. */
  async function refreshFromServer(user: User): Promise<void> {
    await refreshRolesFor(user);
    if (!client || isOffline()) return;
    await userData().refresh({ userId: user.id, client });
  }

  /** The session supabase-js confirmed, while it is still the one on screen. */
  function confirmedSession(): ConfirmedSession | null {
    const { status, user } = readAuthState();
    if (!client || currentUserId === null || status !== 'signed_in' || user?.id !== currentUserId)
      return null;
    return { userId: currentUserId, client };
  }

  async function signedIn(session: Session): Promise<void> {
    const user = session.user;
    const previousUserId = currentUserId;
    currentUserId = user.id;
    // A sign-out that could not reach supabase-js (offline) leaves currentUserId behind:
    // the state says whether this user is still the one on screen.
    const sameUser = previousUserId === user.id && readAuthState().user?.id === user.id;
    const storedId = storedUserId();
    if (!sameUser && storedId !== null && storedId !== user.id) clearLocalRecords();
    const record = sameUser ? null : readStoredUser(user.id);
    const previous = readAuthState();
    setAuthState({
      status: 'signed_in',
      user,
      session,
      roles: sameUser ? previous.roles : (record?.roles ?? []),
      userType: userTypeOf(user),
      rolesKnown: sameUser ? previous.rolesKnown : record !== null,
    });
    if (sameUser) return;
    confirmUser(user);
    // An account switch: the previous user's codes and queued events are not this user's.
    await userData().claim(user.id);
    refreshFromServer(user).catch((error: unknown) =>
      console.warn('Could not refresh the session data', error),
    );
  }

  async function signedOut(): Promise<void> {
    currentUserId = null;
    confirmUser(null);
    // The records first: whatever renders the signed-out state must not find them.
    clearLocalRecords();
    setAuthState(SIGNED_OUT);
    await forgetSignedInData();
  }

  async function handle(event: AuthChangeEvent, session: Session | null): Promise<void> {
    if (stopped) return;
    if (session) return signedIn(session);
    // Offline with an expired access token supabase-js reports no session but
    // keeps it to refresh once online: the user has not signed out.
    const kept = event === 'INITIAL_SESSION' && isOffline() && client ? storedSession(client) : null;
    if (kept) return signedIn(kept);
    return signedOut();
  }

  const onOnline = () => {
    const { user, status } = readAuthState();
    if (status !== 'signed_in' || !user) return;
    refreshFromServer(user).catch((error: unknown) => console.warn('Could not refresh the vault', error));
  };

  const stopFollowing = userData().follow(confirmedSession);

  dropStraySessionFragment();
  showStoredSession();
  const loadClient = options.loadClient ?? loadSupabase;
  const ready = (
    options.loadAfter
      ? Promise.race([options.loadAfter(), supabaseRequested()]).then(loadClient)
      : loadClient()
  )
    .then((loaded) => {
      if (stopped) return;
      client = loaded;
      const { data } = loaded.auth.onAuthStateChange((event, session) => {
        // Deferred: supabase-js holds its session lock while it notifies.
        setTimeout(() => {
          queue = queue
            .then(() => handle(event, session))
            .catch((error: unknown) => console.error('Auth state handling failed', error));
        }, 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
      window.addEventListener('online', onOnline);
    })
    .catch((error: unknown) => {
      // Without the client there is no session to use: behave as signed out.
      console.error('Could not start the session', error);
      setAuthState(SIGNED_OUT);
    });

  const refreshCurrentRoles = async () => {
    const { user, status } = readAuthState();
    if (status === 'signed_in' && user && user.id === currentUserId) await refreshRolesFor(user);
  };

  const stop = () => {
    stopped = true;
    unsubscribe();
    stopFollowing();
    window.removeEventListener('online', onOnline);
    confirmUser(null);
    active = null;
  };
  active = { stop, ready, refreshRoles: refreshCurrentRoles };
  return stop;
}
