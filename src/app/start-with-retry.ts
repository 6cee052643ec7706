/**
 * Starts a background part of the app (the sync, the click queue, the lead
 * outbox, the service worker). Its code is fetched on demand, so a network
 * that goes away during the first visit (before the service worker has
 * cached it) makes the import fail: that part is then started again when the
 * browser is back online, instead of staying off until the next page load.
 */
export function startWithRetry(
  name: string,
  start: () => Promise<void>,
  onFailure?: (error: unknown) => void,
): void {
  const attempt = () => {
    start().catch((error: unknown) => {
      console.error(`Could not start ${name}; trying again when online`, error);
      onFailure?.(error);
      window.addEventListener('online', attempt, { once: true });
    });
  };
  attempt();
}
