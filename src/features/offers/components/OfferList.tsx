import { useEffect, useState } from 'react';
import { type OfferListItem, listOffers } from '../api/list-offers.ts';
import { OfferCard } from './OfferCard.tsx';

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; offers: OfferListItem[] }
  | { status: 'error'; message: string };

const TIMEOUT_MS = 8000;

/** The seeded offer list, read straight through supabase-js. */
export function OfferList() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
    listOffers(controller.signal)
      .then((offers) => setState({ status: 'loaded', offers }))
      .catch(() => {
        setState({
          status: 'error',
          message: controller.signal.aborted
            ? 'Tregt nettverk – prøv å laste siden på nytt.'
            : 'Kunne ikke laste tilbud. Prøv igjen senere.',
        });
      })
      .finally(() => window.clearTimeout(timer));
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, []);

  if (state.status === 'loading') {
    return (
      <p role="status" className="text-muted-foreground">
        Laster tilbud...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="text-destructive">
        {state.message}
      </p>
    );
  }
  if (state.offers.length === 0) {
    return <p>Ingen ordninger funnet</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Tilbud">
      {state.offers.map((offer) => (
        <li key={offer.id} className="flex">
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}
