import { SNAPSHOT_CACHE, paintSnapshot, readSnapshot, snapshotKey } from '../src/lib/screen-snapshot.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * The shell document for a page navigation with the page's screen snapshot
 * painted in it (src/lib/screen-snapshot.ts): the offers show with the HTML,
 * before the app's scripts have run. Unchanged when there is no snapshot for
 * the address, it is unreadable, or another build rendered it.
 */
export async function withScreenSnapshot(shell: Response, url: URL): Promise<Response> {
  const key = snapshotKey(url);
  if (key === null || !shell.ok) return shell;
  try {
    const stored = await (await caches.open(SNAPSHOT_CACHE)).match(key);
    const snapshot = stored ? readSnapshot(await stored.json()) : null;
    if (!snapshot) return shell;
    const html = paintSnapshot(await shell.clone().text(), snapshot, { offline: !self.navigator.onLine });
    if (html === null) return shell;
    const headers = new Headers(shell.headers);
    headers.delete('content-length');
    return new Response(html, { status: shell.status, statusText: shell.statusText, headers });
  } catch (error) {
    console.warn('Could not paint the screen snapshot', error);
    return shell;
  }
}
