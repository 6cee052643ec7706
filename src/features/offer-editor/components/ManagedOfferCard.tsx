import { CircleCheck, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { env } from '@/lib/env.ts';
import { Badge } from '@/ui/Badge.tsx';
import { Button } from '@/ui/Button.tsx';
import { Card } from '@/ui/Card.tsx';
import type { OfferCardView } from '../managed-offer.ts';
import type { OfferContext } from '../offer-messages.ts';

export interface ManagedOfferCardProps {
  context: OfferContext;
  view: OfferCardView;
  onEdit: () => void;
  onDelete: () => void;
  footer?: ReactNode;
}

function absolute(url: string): string {
  try {
    return new URL(url, env.supabaseUrl).toString();
  } catch {
    return url;
  }
}

/**
 * An offer in a management list (spec section 2): image, title, company,
 * categories, audience, the description as two lines of text, the status
 * (company: Aktiv/Inaktiv; admin: the green check or 'Snart') and 'Skjult'.
 */
export function ManagedOfferCard({ context, view, onEdit, onDelete, footer }: ManagedOfferCardProps) {
  return (
    <Card className="overflow-hidden" data-testid="managed-offer">
      <div className="flex gap-4 p-4">
        {view.imageUrl ? (
          <img
            src={absolute(view.imageUrl)}
            alt=""
            loading="lazy"
            className="size-20 shrink-0 rounded-xl bg-muted object-cover sm:size-24"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 text-base leading-snug font-semibold break-words">{view.title}</h3>
            {context === 'admin' && view.active ? (
              <CircleCheck role="img" aria-label="Aktiv" className="size-5 shrink-0 text-success" />
            ) : null}
          </div>
          {view.company ? <p className="text-sm text-muted-foreground">{view.company}</p> : null}
          <div className="flex flex-wrap gap-1.5">
            {context === 'company' ? (
              <Badge variant={view.active ? 'success' : 'muted'}>{view.active ? 'Aktiv' : 'Inaktiv'}</Badge>
            ) : !view.active ? (
              <Badge variant="warning">Snart</Badge>
            ) : null}
            {view.hidden ? (
              <Badge variant="outline">
                <EyeOff aria-hidden="true" />
                Skjult
              </Badge>
            ) : null}
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
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Rediger ${view.title}`}>
          <Pencil aria-hidden="true" />
          Rediger
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive"
          onClick={onDelete}
          aria-label={`Slett ${view.title}`}
        >
          <Trash2 aria-hidden="true" />
          Slett
        </Button>
      </div>
      {footer ? <div className="border-t border-border px-4 py-3">{footer}</div> : null}
    </Card>
  );
}
