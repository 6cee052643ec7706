import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { categoryIllustrationUrl } from '@/features/categories/index.ts';
import { prepareOfferTap, preloadOfferAccess } from '@/features/offer-detail/index.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import type { CachedOffer } from '@/offline/store/schemas.ts';
import { preloadImages } from '@/ui/preload-images.ts';

/**
 * Idle time after the list's paint, by 2 s at the latest: a tap on a card
 * soon after should find the code loaded. A browser without
 * requestIdleCallback gets a short timeout (200 ms).
 */
const PRELOAD_IDLE = { timeoutMs: 2000, fallbackMs: 200 };

/**
 * Once the list has painted, the offer page's code is fetched and evaluated in idle time: its
 * route chunk for everyone, and the code box for a signed-in user; its category row's pictures
 * are loaded too. A tap on a card then waits for none of them (the till journey: tap to code).
 */
export function usePreloadOfferPage(listPainted: boolean, categories: readonly { key: string }[]): void {
  const router = useRouter();
  const signedIn = useAuth().status === 'signed_in';
  // A string, so the effect runs again only when the categories do.
  const illustrations = categories.map(({ key }) => categoryIllustrationUrl(key)).join(' ');
  useEffect(() => {
    if (!listPainted) return;
    return whenIdle(() => {
      router.loadRouteChunk(router.routesById['/offer/$id'])?.catch(() => undefined);
      if (signedIn) preloadOfferAccess();
      // The offer page's shell shows the category row, which /offers does not.
      if (illustrations) preloadImages(illustrations.split(' '));
    }, PRELOAD_IDLE);
  }, [listPainted, router, signedIn, illustrations]);
}

/** A phone's first screen of results, and a little more: the cards a tap is likely to open. */
const PREPARED_CARDS = 8;
/** Soon after the results settle, by 500 ms at the latest: a tap follows a glance. */
const PREPARE_IDLE = { timeoutMs: 500, fallbackMs: 100 };

/**
 * Once the results have settled, what their pages show first (the offer and the user's code)
 * is read in idle time, so a tap on one paints its code in the tap's own commit.
 */
export function usePrepareFirstOffers(offers: readonly CachedOffer[]): void {
  const userId = useAuth().user?.id ?? null;
  const latest = useRef(offers);
  useEffect(() => {
    latest.current = offers;
  });
  // A string, so the effect runs again only when other offers come first.
  const ids = offers
    .slice(0, PREPARED_CARDS)
    .map(({ id }) => id)
    .join(',');
  useEffect(() => {
    if (!ids) return;
    return whenIdle(() => {
      for (const offer of latest.current.slice(0, PREPARED_CARDS)) prepareOfferTap(offer, userId);
    }, PREPARE_IDLE);
  }, [ids, userId]);
}
