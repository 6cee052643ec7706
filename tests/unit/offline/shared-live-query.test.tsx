import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFavourites, setFavourite } from '../../../src/offline/favourites/favourites.ts';
import { clearOfflineData } from '../../../src/offline/store/db.ts';
import {
  LINGER_MS,
  closeSharedQueries,
  openSharedQueries,
  useSharedLiveQuery,
} from '../../../src/offline/store/shared-live-query.ts';
import { reactRootPerTest } from '../support/react-root.ts';

const view = reactRootPerTest();
let reads = 0;

/** Counts its runs: how often the favourites are read, whatever the number of views. */
async function countedRead(userId: string) {
  reads++;
  return readFavourites(userId);
}

function Saved({ userId, offerId }: { userId: string; offerId: string }) {
  const result = useSharedLiveQuery(`favourites:${userId}`, () => countedRead(userId));
  if (result.status !== 'ready') return <p>{result.status}</p>;
  return <p>{result.value.some((favourite) => favourite.offer_id === offerId) ? 'lagret' : 'ikke'}</p>;
}

function Cards({ count, userId = 'user-a' }: { count: number; userId?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Saved key={index} userId={userId} offerId={`offer-${index}`} />
      ))}
    </>
  );
}

const shown = () => [...view.host.querySelectorAll('p')].map((line) => line.textContent);

beforeEach(async () => {
  await clearOfflineData();
  reads = 0;
});

afterEach(() => {
  vi.useRealTimers();
  closeSharedQueries();
});

describe('useSharedLiveQuery', () => {
  it('reads once for many views, and once per change', async () => {
    await setFavourite('user-a', 'offer-1', true);
    act(() => view.root.render(<Cards count={20} />));
    await vi.waitFor(() => expect(shown()[1]).toBe('lagret'));
    expect(shown().filter((line) => line === 'lagret')).toHaveLength(1);
    expect(reads).toBe(1);
    expect(openSharedQueries()).toBe(1);

    await act(() => setFavourite('user-a', 'offer-2', true));
    await vi.waitFor(() => expect(shown()[2]).toBe('lagret'));
    expect(reads).toBe(2);
  });

  it('keeps the query open a while for the next view, then closes it', async () => {
    act(() => view.root.render(<Cards count={3} />));
    await vi.waitFor(() => expect(shown()[0]).toBe('ikke'));
    vi.useFakeTimers();
    // The list goes and one view of the same query comes (a tap to an offer): no new query.
    act(() => view.root.render(<Cards count={0} />));
    act(() => view.root.render(<Cards count={1} />));
    expect(shown()).toEqual(['ikke']);
    act(() => view.root.render(<Cards count={0} />));
    expect(openSharedQueries()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(LINGER_MS);
    });
    expect(openSharedQueries()).toBe(0);
    vi.useRealTimers();
    expect(reads).toBe(1);
  });

  it('follows another query when the key changes', async () => {
    await setFavourite('user-b', 'offer-0', true);
    act(() => view.root.render(<Cards count={1} />));
    await vi.waitFor(() => expect(shown()).toEqual(['ikke']));
    act(() => view.root.render(<Cards count={1} userId="user-b" />));
    await vi.waitFor(() => expect(shown()).toEqual(['lagret']));
  });
});
