import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/ui/Button.tsx';
import { offerCardView, type ManagedOffer } from '../managed-offer.ts';
import type { OfferContext } from '../offer-messages.ts';
import type { ManagedOffersState } from '../use-managed-offers.ts';
import { DeleteOfferDialog } from './DeleteOfferDialog.tsx';
import { EditOfferDialog } from './EditOfferDialog.tsx';
import { ManagedOfferCard } from './ManagedOfferCard.tsx';

export interface ManagedOfferListProps {
  context: OfferContext;
  state: ManagedOffersState;
  /** After an edit or delete (the list reloads). */
  onChanged: () => void;
  /** The company context's selected company (the edit dialog keeps the offer there). */
  company?: { id: string; name: string } | null | undefined;
  /** Rendered at the bottom of each card (the analytics slot). */
  renderCardFooter?: ((offer: { id: string; title: string }) => ReactNode) | undefined;
  onRetry: () => void;
}

/** A management list's states and cards, with the edit dialog and the delete confirmation. */
export function ManagedOfferList({
  context,
  state,
  onChanged,
  company,
  renderCardFooter,
  onRetry,
}: ManagedOfferListProps) {
  const [editing, setEditing] = useState<ManagedOffer | null>(null);
  const [deleting, setDeleting] = useState<ManagedOffer | null>(null);
  const offers = state.status === 'ready' ? state.offers : state.status === 'loading' ? state.offers : null;
  const views = useMemo(
    () => (offers ?? []).map((offer) => ({ offer, view: offerCardView(offer) })),
    [offers],
  );

  let body: ReactNode;
  if (offers === null && state.status === 'error') {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
        <p>
          {context === 'admin'
            ? 'Kunne ikke laste tilbud. Prøv igjen senere.'
            : 'Kunne ikke hente tilbud. Prøv igjen senere.'}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Prøv igjen
        </Button>
      </div>
    );
  } else if (offers === null) {
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        Laster tilbud...
      </p>
    );
  } else if (offers.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
        Ingen tilbud funnet
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3" aria-busy={state.status === 'loading' || undefined}>
        {views.map(({ offer, view }) => (
          <li key={offer.id}>
            <ManagedOfferCard
              view={view}
              onEdit={() => setEditing(offer)}
              onDelete={() => setDeleting(offer)}
              footer={renderCardFooter?.({ id: offer.id, title: offer.title })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {body}
      <EditOfferDialog
        context={context}
        offer={editing}
        company={company}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      />
      <DeleteOfferDialog
        context={context}
        offer={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onChanged}
      />
    </>
  );
}
