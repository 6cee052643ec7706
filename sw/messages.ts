declare const self: ServiceWorkerGlobalScope;

/**
 * A new version waits until the page says the user agreed to update
 * ('Ny versjon tilgjengelig' -> update), then takes over at once.
 */
export function listenForMessages(): void {
  self.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
      void self.skipWaiting();
    }
  });
}
