import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { Category } from '@/offline/store/schemas.ts';
import { cn } from '@/ui/cn.ts';
import type { OffersSearch } from '../offers-search.ts';

export interface CategoryChipsProps {
  categories: readonly Category[];
  /** Offers per category id under the current audience and search; null while still counting. */
  counts: ReadonlyMap<string, number> | null;
  total: number;
  /** The chosen category's key, or null for all. */
  selectedKey: string | null;
  audience: OffersSearch['audience'];
  /** The search, kept when another category is chosen. */
  query?: string;
}

const chip =
  'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';
const chipOff = 'border-border bg-card text-foreground hover:border-foreground/30 hover:bg-muted';
const chipOn = 'border-foreground bg-foreground text-background';

function Count({ value, selected }: { value: number; selected: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs tabular-nums',
        selected ? 'bg-background/20 text-background' : 'bg-muted text-muted-foreground',
      )}
    >
      {value}
      <span className="sr-only"> tilbud</span>
    </span>
  );
}

/** The All chip and one chip per category, each with its offer count; links, so a filter can be shared. */
// Memoised: typing in the search box re-renders the page, and the chips only change with the counts.
export const CategoryChips = memo(function CategoryChips({
  categories,
  counts,
  total,
  selectedKey,
  audience,
  query,
}: CategoryChipsProps) {
  return (
    // `relative`: the counts' visually hidden text is absolutely positioned; without a
    // positioned ancestor inside the scroller it would widen the whole page on phones.
    <nav aria-label="Kategorier">
      <ul className="scrollbar-none relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li>
          <Link
            to="/offers"
            search={{ audience, q: query }}
            resetScroll={false}
            aria-current={selectedKey === null ? 'page' : undefined}
            className={cn(chip, selectedKey === null ? chipOn : chipOff)}
          >
            Alle
            {counts ? <Count value={total} selected={selectedKey === null} /> : null}
          </Link>
        </li>
        {categories.map((category) => {
          const selected = category.key === selectedKey;
          return (
            <li key={category.id}>
              <Link
                to="/offers"
                search={{ category: category.key, audience, q: query }}
                resetScroll={false}
                aria-current={selected ? 'page' : undefined}
                className={cn(chip, selected ? chipOn : chipOff)}
              >
                {category.name}
                {counts ? <Count value={counts.get(category.id) ?? 0} selected={selected} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
