import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/ui/Badge.tsx';
import { Button } from '@/ui/Button.tsx';
import { Card } from '@/ui/Card.tsx';
import type { OfferCardView } from '../managed-offer.ts';
import { OFFER_ACTIONS } from '../offer-vocabulary.ts';
import { OfferStatusBadges } from './OfferStatusBadges.tsx';
import { OfferThumbnail } from './OfferThumbnail.tsx';

export interface ManagedOfferCardProps {
  view: OfferCardView;
  onEdit: () => void;
  onDelete: () => void;
  footer?: ReactNode;
}

/**
 * An offer in a management list (spec section 2): image, title, company,
 * categories, audience, the description as two lines of text, and the
 * status in the words the admin table uses too (Aktiv or Snart, and Skjult).
 */
export function ManagedOfferCard({ view, onEdit, onDelete, footer }: ManagedOfferCardProps) {
  return (
    <Card className="overflow-hidden" data-testid="managed-offer">
      <div className="flex gap-4 p-4">
        {view.imageUrl ? <OfferThumbnail url={view.imageUrl} className="size-20 sm:size-24" /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h3 className="min-w-0 text-base leading-snug font-semibold break-words">{view.title}</h3>
          {view.company ? <p className="text-sm text-muted-foreground">{view.company}</p> : null}
          <div className="flex flex-wrap gap-1.5">
            <OfferStatusBadges active={view.active} hidden={view.hidden} />
            <Badge variant="secondary">{view.audienceLabel}</Badge>
            {view.categoryNames.map((name) => (
              <Badge key={name} variant="outline">
                {name}
              </Badge>
            ))}
          </div>
          {view.description ? (
            <p className="line-clamp-2 text-sm text-muted-foreground">{view.description}</p>
          ) : null}
        </div>
      </div>
      <div className="flex justify-end gap-2 border-t border-border px-4 py-2">
        <Button variant="ghost" onClick={onEdit} aria-label={`${OFFER_ACTIONS.edit} ${view.title}`}>
          <Pencil aria-hidden="true" />
          {OFFER_ACTIONS.edit}
        </Button>
        <Button
          variant="ghost"
          className="text-destructive"
          onClick={onDelete}
          aria-label={`${OFFER_ACTIONS.delete} ${view.title}`}
        >
          <Trash2 aria-hidden="true" />
          {OFFER_ACTIONS.delete}
        </Button>
      </div>
      {footer ? <div className="border-t border-border px-4 py-3">{footer}</div> : null}
    </Card>
  );
}
