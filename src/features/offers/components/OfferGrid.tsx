import type { CachedOffer } from '@/offline/schemas.ts';
import { Button } from '@/ui/Button.tsx';
import { useIncrementalList } from '../use-incremental-list.ts';
import { OfferCard } from './OfferCard.tsx';

export interface OfferGridProps {
  offers: readonly CachedOffer[];
  /** Changes with the filter, so a new result starts at its first page. */
  resetKey: string;
  label: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * Images above the fold on a phone and a desktop (the first row: one card on
 * a phone, three on a desktop); the rest load as they scroll in. The first
 * card's image is the largest paint on a phone, so it is fetched first.
 */
const EAGER_CARDS = 3;

/** The offer cards, a page at a time: more appear on scroll (or with the button, for keyboards). */
export function OfferGrid({ offers, resetKey, label, headingLevel }: OfferGridProps) {
  const { visible, hasMore, showMore, sentinelRef } = useIncrementalList(offers, resetKey);
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {visible.map((offer, index) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              headingLevel={headingLevel}
              eager={index < EAGER_CARDS}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinelRef} className="mt-8 flex justify-center">
          <Button variant="outline" onClick={showMore}>
            Vis flere tilbud
          </Button>
        </div>
      ) : null}
    </>
  );
}
