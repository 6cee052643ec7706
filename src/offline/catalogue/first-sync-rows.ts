import type { CachedOffer, Category } from '../store/schemas.ts';
import { markCatalogueChanged } from './catalogue-revision.ts';

// On a first visit the catalogue's first page arrives before Dexie has even
// loaded, let alone stored it. Held here, it stands in for the cache
// (catalogue.ts's peek readers answer from it while it is held), so the
// offers paint as soon as they are downloaded; once a sync has completed the
// rows are let go and the cache answers again.

interface Held {
  offers: CachedOffer[];
  /** The same offers by id, for get() and primary-key paging. */
  byId: CachedOffer[];
  categories: Category[];
}

let held: Held | null = null;

function compareIds(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Newest first as the cache's created_at index orders them (ties by id, descending). */
function newestFirst(a: CachedOffer, b: CachedOffer): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return -compareIds(a, b);
}

/** Holds a first sync's first answers and tells the views to read again. */
export function holdFirstSyncRows(offers: CachedOffer[], categories: Category[]): void {
  held = {
    offers: [...offers].sort(newestFirst),
    byId: [...offers].sort(compareIds),
    categories: [...categories],
  };
  markCatalogueChanged();
}

/** Called when a sync has completed: the cache holds everything now. */
export function releaseFirstSyncRows(): void {
  held = null;
}

type Store = 'offers' | 'categories';

/** The same questions catalogue.ts asks IndexedDB, answered from the held rows (empty when none). */
export const firstSyncRows = {
  holding(): boolean {
    return held !== null;
  },
  get(store: Store, key: string): unknown {
    const rows: readonly { id: string }[] =
      store === 'offers' ? (held?.byId ?? []) : (held?.categories ?? []);
    return rows.find((row) => row.id === key);
  },
  all(store: Store): unknown[] {
    return store === 'offers' ? [...(held?.byId ?? [])] : [...(held?.categories ?? [])];
  },
  after(store: Store, key: string | null, count: number): unknown[] {
    const rows = this.all(store) as { id: string }[];
    return rows.filter((row) => key === null || row.id > key).slice(0, count);
  },
  newestOffers(count: number): unknown[] {
    return (held?.offers ?? []).slice(0, count);
  },
};
