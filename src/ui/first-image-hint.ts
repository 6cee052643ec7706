import { STORAGE_KEYS, localStore } from '@/lib/web-storage.ts';

/** Addresses remembered; the oldest is forgotten first. */
const MAX_PAGES = 20;

function readHints(): [string, string][] {
  const stored: unknown = JSON.parse(localStore()?.getItem(STORAGE_KEYS.firstImage) ?? '{}');
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return [];
  return Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/**
 * Remembers the image this address shows first (its largest paint, a card's
 * or an offer's picture), so index.html can start fetching it with the HTML
 * on the next visit instead of once the app has read the catalogue. Only a
 * hint: a stale one costs one image download.
 */
export function rememberFirstImage(src: string | null): void {
  try {
    const page = window.location.pathname + window.location.search;
    const hints = readHints();
    if ((hints.find(([address]) => address === page)?.[1] ?? null) === src) return;
    // The newest last, so the oldest are the ones dropped.
    const others = hints.filter(([address]) => address !== page);
    const kept = src === null ? others : [...others, [page, src]];
    localStore()?.setItem(
      STORAGE_KEYS.firstImage,
      JSON.stringify(Object.fromEntries(kept.slice(-MAX_PAGES))),
    );
  } catch {
    // Storage blocked or full: the next visit simply does without the hint.
  }
}
