import type { CachedOffer } from '@/offline/store/schemas.ts';

/** Kept for the next view: its first screen, or the landing page's 200 newest. */
const KEPT = 200;

interface LastRead {
  /** Newest first, at most KEPT. */
  offers: CachedOffer[];
  /** Whether `offers` is every cached offer. */
  all: boolean;
  /** catalogueRevisionAtom when it was read: a write since makes it stale. */
  revision: number;
}

let lastRead: LastRead | null = null;

/**
 * Remembers what a view read, so the next view opened in this tab paints it in
 * its first frame while it reads again itself: going from the landing page to
 * /offers shows the cards at once instead of a placeholder for a few frames.
 */
export function rememberCatalogueRead(
  offers: readonly CachedOffer[],
  holdsAll: boolean,
  revision: number,
): void {
  lastRead = { offers: offers.slice(0, KEPT), all: holdsAll && offers.length <= KEPT, revision };
}

export interface HandOff {
  offers: CachedOffer[];
  /** Whether this is all the view asked for. */
  complete: boolean;
}

/**
 * What the last read can show a new view at once: the newest `limit` (every
 * offer when undefined), else at least its first `preview` newest. Null when
 * the catalogue has been written since, or the last read holds too few.
 */
export function catalogueHandOff(
  revision: number,
  limit: number | undefined,
  preview: number | undefined,
): HandOff | null {
  if (lastRead === null || lastRead.revision !== revision) return null;
  const { offers, all } = lastRead;
  if (limit !== undefined && (all || offers.length >= limit))
    return { offers: offers.slice(0, limit), complete: true };
  if (limit === undefined && all) return { offers, complete: true };
  if (preview !== undefined && offers.length >= preview)
    return { offers: offers.slice(0, preview), complete: false };
  return null;
}

/** Forgets the last read (tests). */
export function forgetCatalogueRead(): void {
  lastRead = null;
}
