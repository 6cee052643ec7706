import { useCallback, useEffect, useState } from 'react';
import { fetchOfferTablePage, type OfferTablePage } from './fetch-offer-table-page.ts';
import type { OfferTableSearch } from './offer-table-search.ts';

export type OfferTablePageState =
  /** `previous`: the last answer, kept on screen (dimmed) while the next page or filter loads. */
  | { status: 'loading'; previous: OfferTablePage | null }
  | { status: 'ready'; page: OfferTablePage }
  | { status: 'error' };

type Answer = { key: string } & ({ page: OfferTablePage } | { failed: true });

/**
 * The table's current page for the URL's search, refetched when it changes
 * or on reload() (after an edit or a bulk action). An answer to an older
 * search is dropped, so fast typing never shows a stale page.
 */
export function useOfferTablePage(search: OfferTableSearch) {
  const [generation, setGeneration] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastPage, setLastPage] = useState<OfferTablePage | null>(null);
  const key = `${JSON.stringify(search)}#${generation}`;

  useEffect(() => {
    let current = true;
    fetchOfferTablePage(search).then(
      (page) => {
        if (!current) return;
        setAnswer({ key, page });
        setLastPage(page);
      },
      (error: unknown) => {
        console.warn('Could not load the offer table', error);
        if (current) setAnswer({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for `search` (its JSON) and the generation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  let state: OfferTablePageState;
  if (answer?.key !== key) state = { status: 'loading', previous: lastPage };
  else state = 'page' in answer ? { status: 'ready', page: answer.page } : { status: 'error' };
  return { state, reload };
}
