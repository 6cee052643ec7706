import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { preloadOfferAccess } from '@/features/offer-detail/index.ts';
import { whenIdle } from '@/lib/when-idle.ts';

/**
 * Idle time after the list's paint, by 2 s at the latest: a tap on a card
 * soon after should find the code loaded. A browser without
 * requestIdleCallback gets a short timeout (200 ms).
 */
const PRELOAD_IDLE = { timeoutMs: 2000, fallbackMs: 200 };

/**
 * Once the list has painted, the offer page's code is fetched and evaluated in idle time: its
 * route chunk for everyone, and the code box for a signed-in user. A tap on a card then waits
 * for neither (issue 21's till journey: tap to code).
 */
export function usePreloadOfferPage(listPainted: boolean): void {
  const router = useRouter();
  const signedIn = useAuth().status === 'signed_in';
  useEffect(() => {
    if (!listPainted) return;
    return whenIdle(() => {
      router.loadRouteChunk(router.routesById['/offer/$id'])?.catch(() => undefined);
      if (signedIn) preloadOfferAccess();
    }, PRELOAD_IDLE);
  }, [listPainted, router, signedIn]);
}
