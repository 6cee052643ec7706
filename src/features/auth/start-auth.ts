import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { classifyFailure } from '@/offline/remote-error.ts';
import { SIGNED_OUT, parseRoles, readAuthState, setAuthState, userTypeOf } from './auth-state.ts';
import { peekStoredSession, storedSession } from './auth-storage.ts';
import { loadSupabase, supabaseRequested } from './load-supabase.ts';
import { clearLocalRecords, readStoredUser, storedUserId, writeStoredUser } from './local-records.ts';

export interface StartAuthOptions {
  /** Replaced in tests. */
  loadClient?: () => Promise<SupabaseClient>;
  /**
   * Resolves when supabase-js may load (e.g. after the first paint); until
   * then the state comes from the session stored on this device.
   */
  loadAfter?: () => Promise<void>;
}

let active: { stop: () => void; ready: Promise<void> } | null = null;

// The vault and the secrets source need Dexie and supabase-js: loaded when a
// session event needs them, not before the first paint.
const loadVault = () => import('@/offline/vault.ts');
const loadSecretsSource = () => import('@/offline/supabase-source.ts');

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/** Everything a signed-in session unlocked on this device: the vault and the three records. */
export async function forgetSignedInData(): Promise<void> {
  clearLocalRecords();
  await (await loadVault()).purgeVault();
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
    setAuthState({
      status: 'signed_in',
      user: stored.user,
      session: stored,
      roles: readStoredUser(stored.user.id)?.roles ?? [],
      userType: userTypeOf(stored.user),
    });
  } else if (!/access_token=|[?&]code=/.test(window.location.hash + window.location.search)) {
    setAuthState(SIGNED_OUT);
  }
}

/**
 * Follows supabase-js's auth events for the app's lifetime (call once at
 * start; later calls return the same stop function). Signed in: the vault is
 * given to that user (another user's secrets are wiped first), then the roles
 * and every readable secret are fetched so codes work offline. Signed out, a
 * different user, or the server rejecting the session: the vault and the
 * local records are wiped.
 */
export function startAuth(options: StartAuthOptions = {}): () => void {
  if (active) return active.stop;
  let stopped = false;
  let client: SupabaseClient | null = null;
  let currentUserId: string | null = null;
  let unsubscribe: () => void = () => undefined;
  // Events are handled one at a time, in order, outside supabase-js's callback.
  let queue: Promise<void> = Promise.resolve();

  async function refreshFromServer(user: User): Promise<void> {
    if (!client || isOffline()) return;
    const from = client;
    const roles = await from
      .from('user_roles')
      .select('role')
      .eq('user_id', user.id)
      .then((response) => (response.error ? null : parseRoles(response.data)));
    if (roles && currentUserId === user.id) {
      writeStoredUser({ id: user.id, email: user.email ?? null, roles });
      setAuthState({ ...readAuthState(), roles });
    }
    try {
      const [{ prefetchSecretsForUser }, { createSupabaseSecretsSource }] = await Promise.all([
        loadVault(),
        loadSecretsSource(),
      ]);
      await prefetchSecretsForUser(user.id, createSupabaseSecretsSource(from).fetchAllSecrets);
    } catch (error) {
      if (classifyFailure(error) !== 'session') throw error;
      // The server no longer accepts this session (the vault is already wiped): end it here too.
      await from.auth.signOut({ scope: 'local' });
    }
  }

  async function signedIn(session: Session): Promise<void> {
    const user = session.user;
    const previousUserId = currentUserId;
    currentUserId = user.id;
    const sameUser = previousUserId === user.id;
    const storedId = storedUserId();
    if (!sameUser && storedId !== null && storedId !== user.id) clearLocalRecords();
    setAuthState({
      status: 'signed_in',
      user,
      session,
      roles: sameUser ? readAuthState().roles : (readStoredUser(user.id)?.roles ?? []),
      userType: userTypeOf(user),
    });
    if (sameUser) return;
    await (await loadVault()).ensureVaultOwner(user.id);
    refreshFromServer(user).catch((error: unknown) =>
      console.warn('Could not refresh the session data', error),
    );
  }

  async function signedOut(): Promise<void> {
    currentUserId = null;
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

  const stop = () => {
    stopped = true;
    unsubscribe();
    window.removeEventListener('online', onOnline);
    active = null;
  };
  active = { stop, ready };
  return stop;
}
