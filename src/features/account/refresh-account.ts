/**
 * Reads the signed-in user's memberships and profile again, e.g. after a
 * company was attached to the account or its branding was saved. The sync
 * module loads on demand, so callers on lazy pages add nothing to a first paint.
 */
export function refreshAccount(): Promise<void> {
  return import('./account-sync.ts').then((module) => module.retryAccount());
}
