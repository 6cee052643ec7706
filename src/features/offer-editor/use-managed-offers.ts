import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/ui/toast.ts';
import { fetchManagedOffers } from './api/fetch-managed-offers.ts';
import type { ManagedOffer } from './managed-offer.ts';
import { OFFER_MESSAGES, type OfferContext } from './offer-messages.ts';

export type ManagedOffersState =
  | { status: 'idle' }
  /** `offers`: the same list's previous answer, shown while it reloads after a change. */
  | { status: 'loading'; offers: ManagedOffer[] | null }
  | { status: 'ready'; offers: ManagedOffer[] }
  | { status: 'error' };

type Answer = { request: string; scope: string | null } & ({ offers: ManagedOffer[] } | { failed: true });

/**
 * A management list's offers: a company's (companyId) or all (admin, null),
 * with reload() for after a change. `enabled` false (no company selected)
 * loads nothing. The admin screen reports a failure with a toast; the
 * company screen only logs it (spec section 8) and shows it in the list.
 */
export function useManagedOffers(context: OfferContext, companyId: string | null, enabled = true) {
  const [generation, setGeneration] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = enabled ? `${companyId ?? '*'}#${generation}` : null;

  useEffect(() => {
    if (request === null) return;
    let current = true;
    fetchManagedOffers(companyId).then(
      (offers) => current && setAnswer({ request, scope: companyId, offers }),
      (error: unknown) => {
        console.warn('Could not load the offers', error);
        if (!current) return;
        setAnswer({ request, scope: companyId, failed: true });
        if (context === 'admin')
          toast.error(OFFER_MESSAGES.errorTitle, { description: OFFER_MESSAGES.loadFailed });
      },
    );
    return () => {
      current = false;
    };
  }, [context, companyId, request]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state: managedOffersState(request, companyId, answer), reload };
}

function managedOffersState(
  request: string | null,
  companyId: string | null,
  answer: Answer | null,
): ManagedOffersState {
  if (request === null) return { status: 'idle' };
  if (answer?.request === request) {
    return 'offers' in answer ? { status: 'ready', offers: answer.offers } : { status: 'error' };
  }
  // Another company's list is never shown while this one loads.
  const previous = answer && answer.scope === companyId && 'offers' in answer ? answer.offers : null;
  return { status: 'loading', offers: previous };
}
