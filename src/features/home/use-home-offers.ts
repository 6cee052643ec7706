import { useEffect, useState } from 'react';
import { readHomeOffers, type HomeOffers } from '@/offline/favourites/home-offers.ts';
import { useLiveQuery } from '@/offline/store/use-live-query.ts';
import { previousHomeVisit } from './last-visit.ts';

export type HomeOffersState =
  { status: 'loading' } | { status: 'ready'; value: HomeOffers; firstVisit: boolean };

/** The home page's lists from the device, kept current as syncs and other tabs change them. */
export function useHomeOffers(userId: string, companyId: string | null): HomeOffersState {
  const [since, setSince] = useState<{ at: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    previousHomeVisit(userId).then(
      (at) => live && setSince({ at }),
      () => live && setSince({ at: null }),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  const sinceAt = since?.at ?? null;
  const result = useLiveQuery(`home:${userId}:${companyId ?? ''}:${sinceAt ?? ''}`, () =>
    readHomeOffers(userId, companyId, sinceAt),
  );
  if (since === null || result.status === 'loading') return { status: 'loading' };
  if (result.status === 'error') {
    return {
      status: 'ready',
      value: { favourites: [], recentCodes: [], companyOffers: [], newOffers: [] },
      firstVisit: sinceAt === null,
    };
  }
  return { status: 'ready', value: result.value, firstVisit: sinceAt === null };
}
