import { act, useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_INDEX_READY_MARK } from '../../src/features/offers/offer-search-index.ts';
import {
  type SearchIndexState,
  useOfferSearchIndex,
} from '../../src/features/offers/use-offer-search-index.ts';
import { buildSearchText } from '../../src/offline/catalogue/search.ts';
import type { CachedOffer } from '../../src/offline/store/schemas.ts';
import { cachedOffer } from './offline/support/cached-offer.ts';
import { reactRootPerTest } from './support/react-root.ts';

// The hook builds the index in idle time; the ready mark tells when typing is ranked.

function offer(id: string, title: string): CachedOffer {
  const base = cachedOffer({ id, title, company: 'Partner', description: null });
  return { ...base, search_text: buildSearchText(base) };
}

const view = reactRootPerTest();
let latest: SearchIndexState | null = null;

function Probe({ offers }: { offers: readonly CachedOffer[] }) {
  const state = useOfferSearchIndex(offers);
  useEffect(() => {
    latest = state;
  }, [state]);
  return null;
}

const marks = () => performance.getEntriesByName(SEARCH_INDEX_READY_MARK, 'mark') as PerformanceMark[];
/** Lets React render what the finished update set. */
const settle = () => act(() => Promise.resolve());

beforeEach(() => {
  performance.clearMarks(SEARCH_INDEX_READY_MARK);
  latest = null;
});

describe('useOfferSearchIndex', () => {
  it('answers without an index at first, then marks the moment the index is in step', async () => {
    const offers = [offer('a', 'Padelbane i lunsjen'), offer('b', 'Gratis kaffe')];
    act(() => view.root.render(<Probe offers={offers} />));
    expect(latest?.index).toBeNull();
    await vi.waitFor(() => expect(marks()).toHaveLength(1), { timeout: 4000 });
    await settle();
    expect(latest?.index?.search('padel')?.ids).toEqual(['a']);
    expect(marks()[0]?.detail).toBe(latest?.generation);
  });

  it('marks again for a newer catalogue, and the ranked answers follow it', async () => {
    act(() => view.root.render(<Probe offers={[offer('a', 'Padelbane i lunsjen')]} />));
    await vi.waitFor(() => expect(marks().length).toBeGreaterThan(0), { timeout: 4000 });
    await settle();
    const before = marks().length;
    act(() =>
      view.root.render(<Probe offers={[offer('a', 'Padelbane i lunsjen'), offer('c', 'Padelkurs')]} />),
    );
    await vi.waitFor(() => expect(marks().length).toBe(before + 1), { timeout: 4000 });
    await settle();
    expect(latest?.generation).toBe(marks().at(-1)?.detail);
    expect(latest?.index?.search('padel')?.ids.toSorted()).toEqual(['a', 'c']);
  });
});
