import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { memo, useMemo } from 'react';
import { env } from '@/lib/env.ts';
import type { CachedOffer } from '@/offline/schemas.ts';
import { Badge } from '@/ui/Badge.tsx';
import { descriptionPreview } from '../description-preview.ts';
import { offerVisual } from '../offer-visual.ts';

export interface OfferCardProps {
  offer: CachedOffer;
  /** The heading level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  /** The likely largest paint (the first card): its image is fetched first. */
  priority?: boolean;
}

/** One offer in a grid: image or placeholder, title (the link), company, two lines of description, status. */
export const OfferCard = memo(function OfferCard({
  offer,
  headingLevel = 'h2',
  eager = false,
  priority = false,
}: OfferCardProps) {
  const visual = offerVisual(offer, env.supabaseUrl);
  const description = useMemo(() => descriptionPreview(offer.description), [offer.description]);
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-[0_1px_2px_hsl(var(--foreground)/0.04)] transition-[box-shadow,transform] duration-200 focus-within:ring-[3px] focus-within:ring-ring/50 hover:-translate-y-0.5 hover:shadow-[0_12px_32px_-12px_hsl(var(--foreground)/0.25)]">
      <div className="relative aspect-[16/10] overflow-hidden bg-secondary">
        {visual.kind === 'image' ? (
          <img
            src={visual.src}
            alt=""
            width={640}
            height={400}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div
            className="flex size-full items-center justify-center p-4 text-center text-5xl"
            aria-hidden="true"
          >
            {visual.text}
          </div>
        )}
        <div className="absolute top-3 right-3">
          {offer.offer_active ? (
            <Badge variant="success" className="shadow-sm ring-1 ring-success/20">
              <Check aria-hidden="true" strokeWidth={3} />
              Aktiv
            </Badge>
          ) : (
            <Badge variant="warning" className="shadow-sm ring-1 ring-warning/20">
              Kommer snart
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4 sm:p-5">
        {offer.company ? (
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {offer.company}
          </p>
        ) : null}
        <Heading className="text-lg leading-snug font-semibold tracking-tight text-card-foreground">
          <Link
            to="/offer/$id"
            params={{ id: offer.id }}
            className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
          >
            {offer.title}
          </Link>
        </Heading>
        {description ? <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p> : null}
      </div>
    </article>
  );
});
