import DOMPurify from 'dompurify';
import {
  SNAPSHOT_BANNER_ATTRIBUTE,
  SNAPSHOT_CACHE,
  SNAPSHOT_LIVE_ATTRIBUTE,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_SKIP_ATTRIBUTE,
  SNAPSHOT_TRIM_ATTRIBUTE,
  readSnapshot,
  snapshotKey,
  type ScreenSnapshot,
} from '@/lib/screen-snapshot.ts';
import { shortHash } from '@/lib/short-hash.ts';

const PURIFY = { ADD_ATTR: ['fetchpriority', 'loading', 'decoding', 'inert'] };

/**
 * Makes everything in `copy` inert but its live control (SNAPSHOT_LIVE_ATTRIBUTE)
 * and the elements around it: each of their other children is marked. The control
 * keeps its label's words as its name (the ids that tied them are left out).
 */
function inertAllButLiveControl(copy: HTMLElement): void {
  const live = copy.querySelector<HTMLElement>(`[${SNAPSHOT_LIVE_ATTRIBUTE}]`);
  if (!live) return;
  const label = live.id ? [...copy.querySelectorAll('label')].find((each) => each.htmlFor === live.id) : null;
  const name = label?.textContent.trim();
  if (name && !live.hasAttribute('aria-label')) live.setAttribute('aria-label', name);
  for (let element: HTMLElement = live; element !== copy;) {
    const parent = element.parentElement;
    if (!parent) break;
    for (const sibling of parent.children) if (sibling !== element) sibling.setAttribute('inert', '');
    element = parent;
  }
}

/**
 * #root's markup as React's first frame of the page would paint it: marked
 * lists cut to `items`, the footer (it follows the content) and skipped parts
 * left out, no ids (the live page owns them, and code finds #main by id), no
 * object URLs (they die with the page), all inert but the live search box.
 * The offline banner is taken out of its slot and returned apart ('' when
 * none shows). Sanitised on the way out.
 */
export function serialiseScreen(root: HTMLElement, items: number): { html: string; banner: string } {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const list of copy.querySelectorAll(`[${SNAPSHOT_TRIM_ATTRIBUTE}]`))
    [...list.children].slice(items).forEach((item) => item.remove());
  copy.querySelectorAll(`footer, [${SNAPSHOT_SKIP_ATTRIBUTE}]`).forEach((element) => element.remove());
  inertAllButLiveControl(copy);
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  copy.querySelectorAll('img[src^="blob:"]').forEach((image) => image.removeAttribute('src'));
  const slot = copy.querySelector(`[${SNAPSHOT_BANNER_ATTRIBUTE}]`);
  const banner = slot ? DOMPurify.sanitize(slot.innerHTML, PURIFY) : '';
  slot?.replaceChildren();
  return { html: DOMPurify.sanitize(copy.innerHTML, PURIFY), banner };
}

/**
 * How many items of the trimmed lists begin within the first screen, at most
 * `items` (React's first frame): the snapshot needs no more, and every card
 * fewer is less for the browser to parse before the app's entry runs (issue
 * 28: 12 cards to the 5 a phone shows made the app's search box ready 118 to
 * 165 ms sooner at 4x CPU; the first card did not paint sooner). The screen's
 * height, when taller than the window, covers a taller window next time.
 * Without a layout (every top at 0) all `items`.
 */
export function firstScreenItems(root: HTMLElement, items: number): number {
  const view = root.ownerDocument.defaultView;
  if (!view) return items;
  const screenBottom = Math.max(view.innerHeight, view.screen.height);
  let needed = 0;
  for (const list of root.querySelectorAll(`[${SNAPSHOT_TRIM_ATTRIBUTE}]`)) {
    const within = [...list.children]
      .slice(0, items)
      .filter((item) => item.getBoundingClientRect().top + view.scrollY < screenBottom).length;
    needed = Math.max(needed, within);
  }
  return needed;
}

/** The entry script's path, which only this build's shell names. */
function entryPath(doc: Document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, doc.baseURI).pathname : null;
}

/** Object URLs differ on every visit and are dropped from the snapshot anyway. */
const OBJECT_URL = /blob:[^"]*/g;

/**
 * A hash (src/lib/short-hash.ts) of what a snapshot would be taken from:
 * #root's markup as it stands and everything else stored with it. Serialising
 * a DOM is quick; copying, trimming and sanitising it is what takes time.
 */
function sourceHash(root: HTMLElement, parts: readonly (string | boolean | number)[]): string {
  return shortHash(`${root.innerHTML.replace(OBJECT_URL, '')}\u0000${parts.join('\u0000')}`);
}

/**
 * Keeps the current screen, its lists cut to the items that begin within the
 * first screen (at most `items`), as this address's snapshot, for the service
 * worker to paint on the next visit (src/lib/screen-snapshot.ts). Nothing is
 * kept for an address that is never painted from one, without Cache Storage,
 * or when the markup is larger than a first screen should be; nothing is
 * done again for the screen the stored snapshot was taken from (most visits:
 * sanitising it took about 250 ms at 4x CPU, in the idle time the first
 * keys and taps land in).
 */
export async function keepScreenSnapshot(
  { items, signedIn }: { items: number; signedIn: boolean },
  doc: Document = document,
) {
  const key = snapshotKey(doc.location);
  const root = doc.getElementById('root');
  const entry = entryPath(doc);
  if (key === null || root === null || entry === null || typeof caches === 'undefined') return;
  const htmlClass = doc.documentElement.getAttribute('class') ?? '';
  const htmlStyle = doc.documentElement.getAttribute('style') ?? '';
  const kept = firstScreenItems(root, items);
  const source = sourceHash(root, [htmlClass, htmlStyle, entry, signedIn, kept]);
  // Read without opening (which would create) the cache: nothing may be kept after all.
  const stored = await caches.match(key, { cacheName: SNAPSHOT_CACHE });
  const previous = readSnapshot(await stored?.json().catch(() => null));
  if (previous?.source === source) return;
  const { html, banner } = serialiseScreen(root, kept);
  if (html === '' || html.length > SNAPSHOT_MAX_CHARS) return;
  const cache = await caches.open(SNAPSHOT_CACHE);
  const snapshot: ScreenSnapshot = {
    html,
    htmlClass,
    htmlStyle,
    entry,
    signedIn,
    // Online there is no banner to keep: the one last shown offline stays for the next offline visit.
    offlineBanner: banner || (previous?.offlineBanner ?? ''),
    source,
  };
  await cache.put(key, Response.json(snapshot));
}
