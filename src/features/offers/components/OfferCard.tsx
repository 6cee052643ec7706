import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { memo, useMemo } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { FavouriteToggleSlot } from '@/features/favourites/index.ts';
import { prepareOfferTap } from '@/features/offer-detail/index.ts';
import { env } from '@/lib/env.ts';
import { offerVisual } from '@/lib/offer-visual.ts';
import { plainText } from '@/offline/catalogue/search.ts';
import type { CachedOffer } from '@/offline/store/schemas.ts';
import { Badge } from '@/ui/Badge.tsx';
import { cn } from '@/ui/cn.ts';
import { NO_HIGHLIGHT, type SearchHighlight } from '../search-highlight.ts';
import { Highlighted } from './Highlighted.tsx';
import { OfferImage } from './OfferImage.tsx';

export interface OfferCardProps {
  offer: CachedOffer;
  /** The heading level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  /** The likely largest paint (the first card): its image is fetched first. */
  priority?: boolean;
  /** Below 640 px a row (thumbnail, partner, title, status) instead of a card. */
  compact?: boolean;
  /** Shown when the image cannot load: the offer's category's illustration. */
  placeholder?: string;
  /** Words the search matched, marked in the title, partner and description. */
  highlight?: SearchHighlight;
}

const FALLBACK_ILLUSTRATION = '/categories/fallback.svg';

function Status({ active, className }: { active: boolean; className?: string }) {
  return active ? (
    <Badge variant="success" className={cn('ring-1 ring-success/20', className)}>
      <Check aria-hidden="true" strokeWidth={3} />
      Aktiv
    </Badge>
  ) : (
    <Badge variant="warning" className={cn('ring-1 ring-warning/20', className)}>
      Kommer snart
    </Badge>
  );
}

/**
 * One offer in a list: image or placeholder, title (the link), company, two
 * lines of description, status. `compact` makes it a row of at most 120 px on
 * a phone (no description), and the card from 640 px up.
 */
export const OfferCard = memo(function OfferCard({
  offer,
  headingLevel = 'h2',
  eager = false,
  priority = false,
  compact = false,
  placeholder = FALLBACK_ILLUSTRATION,
  highlight = NO_HIGHLIGHT,
}: OfferCardProps) {
  const visual = offerVisual(offer, env.supabaseUrl);
  const description = useMemo(() => plainText(offer.description), [offer.description]);
  const Heading = headingLevel;
  const userId = useAuth().user?.id ?? null;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-[0_1px_2px_hsl(var(--foreground)/0.04)] transition-[box-shadow,transform] duration-200 focus-within:ring-[3px] focus-within:ring-ring/50 hover:-translate-y-0.5 hover:shadow-[0_12px_32px_-12px_hsl(var(--foreground)/0.25)]',
        compact &&
          'max-sm:max-h-[120px] max-sm:flex-row max-sm:items-center max-sm:gap-3 max-sm:rounded-xl max-sm:p-2.5',
      )}
    >
      <div
        className={cn(
          'relative aspect-[16/10] overflow-hidden bg-secondary',
          compact && 'max-sm:aspect-square max-sm:w-20 max-sm:shrink-0 max-sm:rounded-lg',
        )}
      >
        {visual.kind === 'image' ? (
          <OfferImage
            key={visual.src}
            src={visual.src}
            placeholder={placeholder}
            eager={eager}
            priority={priority}
            className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div
            className={cn(
              'flex size-full items-center justify-center p-4 text-center text-5xl',
              compact && 'max-sm:p-1 max-sm:text-3xl',
            )}
            aria-hidden="true"
          >
            {visual.text}
          </div>
        )}
        <div className={cn('absolute top-3 right-3', compact && 'max-sm:hidden')}>
          <Status active={offer.offer_active} className="shadow-sm" />
        </div>
      </div>
      <div
        className={cn(
          'flex flex-1 flex-col gap-1.5 p-4 sm:p-5',
          compact && 'max-sm:min-w-0 max-sm:gap-1 max-sm:p-0',
        )}
      >
        {offer.company ? (
          <p
            className={cn(
              'text-xs font-semibold tracking-wide text-muted-foreground uppercase',
              compact && 'max-sm:truncate',
            )}
          >
            <Highlighted text={offer.company} highlight={highlight} />
          </p>
        ) : null}
        <Heading
          className={cn(
            'text-lg leading-snug font-semibold tracking-tight text-card-foreground',
            compact && 'max-sm:line-clamp-2 max-sm:text-base max-sm:leading-tight',
          )}
        >
          <Link
            to="/offer/$id"
            params={{ id: offer.id }}
            className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
            // The touch comes 50–150 ms before the click: the page's offer and code are read meanwhile.
            onPointerDown={() => prepareOfferTap(offer, userId)}
            onFocus={() => prepareOfferTap(offer, userId)}
          >
            <Highlighted text={offer.title} highlight={highlight} />
          </Link>
        </Heading>
        {description ? (
          <p className={cn('line-clamp-2 text-sm text-muted-foreground', compact && 'max-sm:hidden')}>
            <Highlighted text={description} highlight={highlight} />
          </p>
        ) : null}
        {compact ? <Status active={offer.offer_active} className="self-start sm:hidden" /> : null}
      </div>
      {userId ? (
        // Above the title link's full-card hit area, so 'Lagre' saves instead of opening the offer.
        // In a phone's row it takes its 44 px before the lazy toggle arrives: the title keeps its
        // width from the first frame (and the screen snapshot) on, and never re-wraps.
        <div
          className={cn(
            'absolute top-2 left-2 z-10',
            compact && 'max-sm:relative max-sm:top-0 max-sm:left-0 max-sm:size-11 max-sm:shrink-0',
          )}
        >
          <FavouriteToggleSlot userId={userId} offerId={offer.id} title={offer.title} />
        </div>
      ) : null}
    </article>
  );
});
