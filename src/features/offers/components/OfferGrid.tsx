import { useEffect } from 'react';
import { categoryPlaceholderUrl } from '@/features/categories/index.ts';
import type { CachedOffer } from '@/offline/store/schemas.ts';
import { Button } from '@/ui/Button.tsx';
import { cn } from '@/ui/cn.ts';
import type { SearchHighlight } from '../search-highlight.ts';
import { useIncrementalList } from '../use-incremental-list.ts';
import { OfferCard } from './OfferCard.tsx';

export interface OfferGridProps {
  offers: readonly CachedOffer[];
  /** Changes with the filter, so a new result starts at its first page. */
  resetKey: string;
  label: string;
  headingLevel?: 'h2' | 'h3';
  /** Rows instead of cards below 640 px. */
  compact?: boolean;
  /** Category keys by id, for each offer's placeholder illustration. */
  categoryKeys?: ReadonlyMap<string, string>;
  highlight?: SearchHighlight;
  /** Show at least this many at once (coming back to a list scrolled that far). */
  restoreCount?: number;
  /** Told how many offers are rendered, to restore them later. */
  onCountChange?: (count: number) => void;
}

/**
 * Images above the fold on a phone and a desktop (the first row: one card on
 * a phone, three on a desktop); the rest load as they scroll in. The first
 * card's image is the largest paint on a phone, so it is fetched first.
 */
const EAGER_CARDS = 3;

/** The offer cards, a page at a time: more appear on scroll (or with the button, for keyboards). */
export function OfferGrid({
  offers,
  resetKey,
  label,
  headingLevel,
  compact = false,
  categoryKeys,
  highlight,
  restoreCount,
  onCountChange,
}: OfferGridProps) {
  const { visible, hasMore, showMore, sentinelRef } = useIncrementalList(offers, resetKey, {
    restoreCount,
  });
  const count = visible.length;
  useEffect(() => onCountChange?.(count), [onCountChange, count]);
  return (
    <>
      {/* data-snapshot-*: what the screen snapshot keeps of the list (src/lib/screen-snapshot.ts). */}
      <ul
        data-snapshot-trim=""
        aria-label={label}
        className={cn(
          'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3',
          compact && 'max-sm:gap-2',
        )}
      >
        {visible.map((offer, index) => (
          // data-offer-id: the card Back from an offer puts back in its place (use-list-place.ts).
          <li key={offer.id} data-offer-id={offer.id}>
            <OfferCard
              offer={offer}
              headingLevel={headingLevel}
              eager={index < EAGER_CARDS}
              priority={index === 0}
              compact={compact}
              placeholder={categoryPlaceholderUrl(categoryKeys?.get(offer.category_ids[0] ?? '') ?? '')}
              highlight={highlight}
            />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinelRef} data-snapshot-skip="" className="mt-8 flex justify-center">
          <Button variant="outline" onClick={showMore}>
            Vis flere tilbud
          </Button>
        </div>
      ) : null}
    </>
  );
}
