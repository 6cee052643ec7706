/**
 * The screen snapshot (issue 28, "paint from the device before React"): the
 * app keeps the catalogue's first screen as it rendered it
 * (src/offline/snapshot/keep-snapshot.ts), and the service worker paints it
 * in the document it answers (sw/screen-snapshot.ts), so a repeat visit shows
 * the offers before any script has run. React takes over once its own list is
 * ready (release-snapshot.ts). Shared by the app and the worker, so it
 * imports only what imports nothing itself.
 */
import { isFields } from './is-fields.ts';

/** Apart from the precache (a new version replaces it) and the image caches (they expire). */
export const SNAPSHOT_CACHE = 'ordning-screen-snapshot-v1';

/** The snapshot's element in the served document; index.html hides #root while it is there. */
export const SNAPSHOT_ELEMENT_ID = 'device-snapshot';

/** Pages painted from a snapshot: the till's list, opened with no filter in its address. */
export const SNAPSHOT_PATHS: readonly string[] = ['/offers'];

/** Marks a list whose items beyond the first screen are left out of the snapshot (OfferGrid). */
export const SNAPSHOT_TRIM_ATTRIBUTE = 'data-snapshot-trim';
/** Marks what React's first frame does not show (the "show more" button): left out. */
export const SNAPSHOT_SKIP_ATTRIBUTE = 'data-snapshot-skip';

/**
 * Marks the one control that works in the snapshot: the search box, so a person at
 * the till can tap it and type before the app has loaded. What they typed goes over
 * to the app's own box when it takes over (release-snapshot.ts); everything else in
 * the snapshot is inert (keep-snapshot.ts).
 */
export const SNAPSHOT_LIVE_ATTRIBUTE = 'data-snapshot-live';

/** Marks the offline banner's slot: its markup is kept apart, and painted only offline. */
export const SNAPSHOT_BANNER_ATTRIBUTE = 'data-snapshot-banner';

/** Larger than a first screen of cards ever is: anything bigger is not stored. */
export const SNAPSHOT_MAX_CHARS = 200_000;

export interface ScreenSnapshot {
  /** #root's markup, trimmed to the first screen (keep-snapshot.ts). */
  html: string;
  /** <html>'s class and style attributes: the brand's theme and colour variables. */
  htmlClass: string;
  htmlStyle: string;
  /** The entry script's path: the snapshot fits only the build that rendered it. */
  entry: string;
  /** Taken with a session: it goes when the session does (a visitor's stays across visits). */
  signedIn: boolean;
  /** The offline banner as last shown ('' if never): painted when the worker finds itself offline. */
  offlineBanner: string;
  /** What it was taken from, hashed: the same screen is not serialised and stored again. */
  source: string;
}

/** The cache key of a page's snapshot, or null for an address that is never painted from one. */
export function snapshotKey(url: { pathname: string; search: string }): string | null {
  if (!SNAPSHOT_PATHS.includes(url.pathname) || url.search !== '') return null;
  return `/__snapshot${url.pathname}`;
}

const ENTRY_PATH = /^\/[\w./-]+\.js$/;
const BANNER_MAX_CHARS = 2_000;
const SOURCE_HASH = /^[0-9a-z]{1,16}$/;

/** A stored snapshot as read back (from a cache the page could write): null unless every field is sound. */
export function readSnapshot(value: unknown): ScreenSnapshot | null {
  if (!isFields(value)) return null;
  const { html, htmlClass, htmlStyle, entry, signedIn, offlineBanner, source } = value;
  if (typeof html !== 'string' || html === '' || html.length > SNAPSHOT_MAX_CHARS) return null;
  if (typeof htmlClass !== 'string' || typeof htmlStyle !== 'string') return null;
  if (typeof entry !== 'string' || !ENTRY_PATH.test(entry)) return null;
  if (typeof signedIn !== 'boolean') return null;
  if (typeof offlineBanner !== 'string' || offlineBanner.length > BANNER_MAX_CHARS) return null;
  // Older snapshots have none: they paint all the same, and the next keep replaces them.
  const hashed = typeof source === 'string' && SOURCE_HASH.test(source) ? source : '';
  return { html, htmlClass, htmlStyle, entry, signedIn, offlineBanner, source: hashed };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

// The built index.html's stylesheet does not block the first paint (scripts/vite-first-paint.ts).
const NON_BLOCKING_STYLESHEET = / media="print" onload="this\.media='all'"/g;
const ROOT = '<div id="root">';
/** A tag with the live attribute (text cannot hold a raw `<`: serialised markup escapes it). */
const LIVE_CONTROL = new RegExp(`<[a-z]+\\b[^>]*\\s${SNAPSHOT_LIVE_ATTRIBUTE}(?:=""|[\\s>])`);
// Any attributes after the mark too: the slot is marked inert beside the live search box.
const BANNER_SLOT = new RegExp(`(<div\\b[^>]*\\s${SNAPSHOT_BANNER_ATTRIBUTE}=""[^>]*>)(</div>)`);

/**
 * The shell document with the snapshot painted in it, or null when the
 * snapshot does not fit this shell (another build's markup and classes).
 * The snapshot is inert, its cards a picture until React's own are in, apart
 * from a live search box (SNAPSHOT_LIVE_ATTRIBUTE), whose inert neighbours
 * the kept markup already marks; a snapshot without one is inert as a whole.
 * A snapshot needs its styles to paint, so the stylesheet (precached, so
 * quick) blocks the paint again; the theme goes on <html> as the app left it.
 * `offline` is the worker's own guess (navigator.onLine), as the app's banner is.
 */
export function paintSnapshot(
  shell: string,
  snapshot: ScreenSnapshot,
  { offline }: { offline: boolean },
): string | null {
  if (!shell.includes(`src="${snapshot.entry}"`) || !shell.includes(ROOT)) return null;
  // Offline the app opens with its banner above the list: painted too, the list does not move when it takes over.
  const html =
    offline && snapshot.offlineBanner
      ? snapshot.html.replace(
          BANNER_SLOT,
          (_slot, open: string, close: string) => open + snapshot.offlineBanner + close,
        )
      : snapshot.html;
  const inert = LIVE_CONTROL.test(snapshot.html) ? '' : ' inert';
  const attributes =
    (snapshot.htmlClass ? ` class="${escapeAttribute(snapshot.htmlClass)}"` : '') +
    (snapshot.htmlStyle ? ` style="${escapeAttribute(snapshot.htmlStyle)}"` : '');
  return shell
    .replace(/<html\b([^>]*)>/, (_tag, own: string) => `<html${own}${attributes}>`)
    .replace(NON_BLOCKING_STYLESHEET, '')
    .replace(ROOT, () => `<div id="${SNAPSHOT_ELEMENT_ID}"${inert}>${html}</div>${ROOT}`);
}
