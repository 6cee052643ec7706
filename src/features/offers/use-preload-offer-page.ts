import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { preloadOfferAccess } from '@/features/offer-detail/index.ts';

/** Idle time after the list's paint; a browser without requestIdleCallback gets a short timeout. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

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
    });
  }, [listPainted, router, signedIn]);
}
