import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCachedOffers } from '../../../src/offline/catalogue/catalogue.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { useLiveQuery } from '../../../src/offline/store/use-live-query.ts';
import { cachedOffer } from './support/cached-offer.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLDivElement;

function OfferTitles({ limit }: { limit: number }) {
  const result = useLiveQuery(`offers:${limit}`, () => readCachedOffers({ limit }));
  if (result.status === 'loading') return <p>Laster</p>;
  if (result.status === 'error') return <p>Feil</p>;
  return <p>{result.value.map((offer) => offer.title).join(', ') || 'Ingen'}</p>;
}

beforeEach(async () => {
  await clearOfflineData();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

async function render() {
  await act(async () => {
    root = createRoot(container);
    root.render(<OfferTitles limit={10} />);
    await Promise.resolve();
  });
}

describe('useLiveQuery', () => {
  it('shows cached data and follows later writes', async () => {
    await db.offers.put(cachedOffer({ id: 'a', title: 'Kaffe', created_at: '2025-01-01T00:00:00Z' }));
    await render();
    await vi.waitFor(() => expect(container.textContent).toBe('Kaffe'));

    await act(() =>
      db.offers.put(cachedOffer({ id: 'b', title: 'Kake', created_at: '2025-02-01T00:00:00Z' })),
    );

    await vi.waitFor(() => expect(container.textContent).toBe('Kake, Kaffe'));
  });

  it('re-runs when the key changes', async () => {
    await db.offers.bulkPut([
      cachedOffer({ id: 'a', title: 'Eldst', created_at: '2025-01-01T00:00:00Z' }),
      cachedOffer({ id: 'b', title: 'Nyest', created_at: '2025-02-01T00:00:00Z' }),
    ]);
    await render();
    await vi.waitFor(() => expect(container.textContent).toBe('Nyest, Eldst'));

    act(() => root?.render(<OfferTitles limit={1} />));

    await vi.waitFor(() => expect(container.textContent).toBe('Nyest'));
  });

  it('paints a known answer in its first render, then what the query reads', async () => {
    await db.offers.put(cachedOffer({ id: 'a', title: 'Lagret', created_at: '2025-01-01T00:00:00Z' }));
    function Known({ known }: { known: string | undefined }) {
      const result = useLiveQuery(
        'known',
        async () => (await readCachedOffers({ limit: 1 }))[0]?.title ?? 'Ingen',
        { known: () => known },
      );
      return <p>{result.status === 'ready' ? result.value : result.status}</p>;
    }
    // Rendered synchronously: the known answer is there before any read has answered.
    act(() => {
      root = createRoot(container);
      root.render(<Known known="Fra listen" />);
    });
    expect(container.textContent).toBe('Fra listen');
    await vi.waitFor(() => expect(container.textContent).toBe('Lagret'));
  });

  it('renders no more when the peek and the query answer what the first render showed', async () => {
    const stored = cachedOffer({ id: 'a', title: 'Samme', created_at: '2025-01-01T00:00:00Z' });
    await db.offers.put(stored);
    const read = async () => (await db.offers.get('a')) ?? null;
    const shown: unknown[] = [];
    function Page() {
      const result = useLiveQuery('offer:a', read, { peek: read, known: () => structuredClone(stored) });
      shown.push(result);
      return <p>{result.status === 'ready' ? result.value?.title : result.status}</p>;
    }
    act(() => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(container.textContent).toBe('Samme');
    // The live query is following (it answers after the first paint) once a write shows.
    await act(() => db.offers.put({ ...stored, title: 'Endret' }));
    await vi.waitFor(() => expect(container.textContent).toBe('Endret'));
    // One render with the known answer, then only the changed record's: the peek's and the live
    // query's equal answers rendered nothing.
    const titles = shown.map(
      (result) => (result as { status: string; value?: { title: string } }).value?.title,
    );
    expect(titles).toEqual(['Samme', 'Endret']);
  });

  it('keeps showing the known answer when its source has forgotten it', () => {
    let known: string | undefined = 'Fra listen';
    function Known({ round }: { round: number }) {
      // The query never answers here: only the known answer can be shown.
      const result = useLiveQuery('known', () => new Promise<string>(() => undefined), {
        known: () => known,
      });
      return <p data-round={round}>{result.status === 'ready' ? result.value : result.status}</p>;
    }
    act(() => {
      root = createRoot(container);
      root.render(<Known round={1} />);
    });
    known = undefined;
    act(() => root?.render(<Known round={2} />));
    expect(container.textContent).toBe('Fra listen');
  });

  it('shows loading when nothing is known', () => {
    function Unknown() {
      const result = useLiveQuery('unknown', () => Promise.resolve('svar'), { known: () => undefined });
      return <p>{result.status}</p>;
    }
    act(() => {
      root = createRoot(container);
      root.render(<Unknown />);
    });
    expect(container.textContent).toBe('loading');
  });
});
