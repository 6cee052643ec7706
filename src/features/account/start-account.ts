import { readAuthState, subscribeAuth } from '@/features/auth/index.ts';

// Everything of the account model loads only for a signed-in user: a
// visitor's first paint carries no more than this file.

let loaded = false;
let loading: Promise<void> | null = null;
let waitingForSignIn = false;

function load(): Promise<void> {
  loading ??= import('./account-sync.ts').then((module) => {
    module.startAccount();
    loaded = true;
  });
  return loading;
}

/**
 * Starts the account model (account-sync.ts) for the signed-in user. The
 * root route calls it before every navigation: with a session on the device
 * the first render waits for it (one precached chunk), so the selected
 * company's branding is on the first paint; signed out, it loads at sign-in.
 */
export function startAccount(): void | Promise<void> {
  if (loaded) return;
  if (readAuthState().status === 'signed_in') return load();
  if (waitingForSignIn) return;
  waitingForSignIn = true;
  const stop = subscribeAuth((state) => {
    if (state.status !== 'signed_in') return;
    stop();
    void load();
  });
}
