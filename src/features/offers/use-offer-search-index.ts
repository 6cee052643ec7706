import { useEffect, useState } from 'react';
import { idleSlices } from '@/lib/when-idle.ts';
import { yieldToMain } from '@/offline/catalogue/yield-to-main.ts';
import type { CachedOffer } from '@/offline/store/schemas.ts';
import { INDEX_SLICE_MS, OfferSearchIndex, SEARCH_INDEX_READY_MARK } from './offer-search-index.ts';

/** How long a chunk of indexing may wait for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Idle time where the browser has it (so typing and scrolling come first), all
 * of each idle period in slices; else the next task.
 */
const pause = idleSlices({ timeoutMs: IDLE_TIMEOUT_MS, sliceMs: INDEX_SLICE_MS }, yieldToMain);

/**
 * One index for the app's lifetime: leaving /offers and coming back (Back
 * from an offer) finds it built, so the restored search ranks at once.
 */
let shared: { index: OfferSearchIndex | null; loading: Promise<OfferSearchIndex> | null } = {
  index: null,
  loading: null,
};

function loadIndex(): Promise<OfferSearchIndex> {
  // MiniSearch (18 kB gzip) loads after the list has painted, never before.
  shared.loading ??= import('minisearch').then(({ default: MiniSearch }) => {
    const index = new OfferSearchIndex(MiniSearch);
    shared.index = index;
    return index;
  });
  return shared.loading;
}

/** Instrumentation only: a browser without User Timing's marks keeps its index all the same. */
function markReady(generation: number): void {
  try {
    performance.mark(SEARCH_INDEX_READY_MARK, { detail: generation });
  } catch {
    // Nothing to measure with.
  }
}

export interface SearchIndexState {
  /** Null until the index has been built once. */
  index: OfferSearchIndex | null;
  /** The index's generation when this state was taken: a new value means a new answer. */
  generation: number;
}

/**
 * The search index for the catalogue on screen, built and then kept in step
 * in idle time, off the keystroke's path. Until it has been built once the
 * page searches without it; after a sync it answers from the previous
 * generation until the difference is indexed.
 */
export function useOfferSearchIndex(offers: readonly CachedOffer[]): SearchIndexState {
  const [state, setState] = useState<SearchIndexState>(() => ({
    index: shared.index && shared.index.generation > 0 ? shared.index : null,
    generation: shared.index?.generation ?? 0,
  }));

  useEffect(() => {
    if (offers.length === 0) return;
    const run = { cancelled: false };
    const cancelled = () => run.cancelled;
    void (async () => {
      const index = await loadIndex();
      if (cancelled()) return;
      const done = await index.update(offers, pause, cancelled);
      if (!done || cancelled()) return;
      markReady(index.generation);
      setState((previous) =>
        previous.index === index && previous.generation === index.generation
          ? previous
          : { index, generation: index.generation },
      );
    })().catch(() => {
      // The chunk could not load (offline on a first visit): the page keeps searching without it.
      shared = { index: null, loading: null };
    });
    return () => {
      run.cancelled = true;
    };
  }, [offers]);

  return state;
}
