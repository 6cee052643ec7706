import { useEffect, useMemo, useState } from 'react';
import { useCategories } from '@/features/categories/index.ts';
import { peekCachedOffer, readCachedOffer } from '@/offline/catalogue/catalogue.ts';
import { useLiveQuery } from '@/offline/store/use-live-query.ts';
import { toast } from '@/ui/Toaster.tsx';
import { OfferLoadError, fetchOffer, type OfferLoadFailure } from './api/fetch-offer.ts';
import { fromCached, isOfferId, type OfferDetail } from './offer-detail-model.ts';
import { tappedOffer } from './offer-tap.ts';

export type OfferDetailState =
  | { status: 'loading' }
  | { status: 'loaded'; offer: OfferDetail }
  | { status: 'not_found' }
  | { status: 'error'; failure: OfferLoadFailure };

type Fetched =
  | { status: 'loaded'; offer: OfferDetail }
  | { status: 'not_found' }
  | { status: 'error'; failure: OfferLoadFailure };

const FAILURE_TOASTS: Record<OfferLoadFailure, { title: string; description: string }> = {
  error: { title: 'Feil', description: 'Kunne ikke laste tilbudet.' },
  timeout: { title: 'Tidsavbrudd', description: 'Tregt nettverk – prøv å laste siden på nytt.' },
  unexpected: { title: 'Feil', description: 'En uventet feil oppstod. Sjekk nettverkstilkoblingen.' },
};

/**
 * An offer for the detail page: from the offline catalogue when it holds it
 * (instant, and offline), else from the server with an 8 s timeout. Load
 * failures are announced as the spec's toasts.
 */
export function useOfferDetail(id: string): OfferDetailState {
  const valid = isOfferId(id);
  const cached = useLiveQuery(`offer:${id}`, () => (valid ? readCachedOffer(id) : Promise.resolve(null)), {
    peek: () => (valid ? peekCachedOffer(id) : Promise.resolve(null)),
    // Opened from a list card: the list's copy paints the page in the tap's own commit.
    known: () => (valid ? tappedOffer(id) : undefined),
  });
  const categories = useCategories();
  const [fetched, setFetched] = useState<{ id: string; result: Fetched } | null>(null);
  const missing =
    valid && (cached.status === 'error' || (cached.status === 'ready' && cached.value === null));

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    fetchOffer(id, controller.signal)
      .then((offer) => {
        setFetched({ id, result: offer ? { status: 'loaded', offer } : { status: 'not_found' } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof OfferLoadError ? error.failure : 'unexpected';
        setFetched({ id, result: { status: 'error', failure } });
      });
    return () => controller.abort();
  }, [id, missing]);

  const categoryList = categories.status === 'ready' ? categories.value : null;
  const state = useMemo((): OfferDetailState => {
    if (!valid) return { status: 'not_found' };
    if (cached.status === 'ready' && cached.value !== null) {
      return { status: 'loaded', offer: fromCached(cached.value, categoryList ?? []) };
    }
    if (missing && fetched?.id === id) return fetched.result;
    return { status: 'loading' };
  }, [valid, cached, categoryList, missing, fetched, id]);

  const failure = state.status === 'error' ? state.failure : null;
  useEffect(() => {
    if (!failure) return;
    const { title, description } = FAILURE_TOASTS[failure];
    toast.error(title, { id: 'offer-load', description });
  }, [failure]);

  return state;
}
