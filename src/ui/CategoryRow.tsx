import { Link } from '@tanstack/react-router';
import { cn } from './cn.ts';
import { Skeleton } from './Skeleton.tsx';

export interface NavCategory {
  key: string;
  name: string;
  /** URL of the category's illustration. */
  illustration: string;
}

export interface CategoryRowProps {
  /** null while the categories load. */
  categories: readonly NavCategory[] | null;
  className?: string;
}

export function CategoryChipLink({ category, className }: { category: NavCategory; className?: string }) {
  return (
    <Link
      to="/offers"
      search={{ category: category.key }}
      className={cn(
        'group inline-flex h-11 shrink-0 snap-start items-center gap-2 rounded-full border border-border bg-card py-1 pr-4 pl-1',
        'text-sm font-medium text-foreground shadow-xs transition-[background-color,border-color,transform]',
        'hover:-translate-y-px hover:border-primary/50 hover:bg-secondary',
        'focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
        className,
      )}
    >
      <img
        src={category.illustration}
        alt=""
        width={36}
        height={36}
        className="size-9 rounded-full bg-secondary"
        decoding="async"
        // Decorations: they must not hold up the page's own (largest) image.
        loading="lazy"
        fetchPriority="low"
      />
      <span>{category.name}</span>
    </Link>
  );
}

/**
 * The category shortcuts under the bar: one horizontally scrollable row of
 * chips (snapping on touch), each going to /offers?category={key}.
 */
export function CategoryRow({ categories, className }: CategoryRowProps) {
  if (categories !== null && categories.length === 0) return null;
  return (
    <nav aria-label="Utforsk kategorier" className={cn('border-b border-border bg-background/70', className)}>
      <div className="relative mx-auto max-w-7xl">
        <ul className="scrollbar-none flex snap-x snap-mandatory scroll-px-4 gap-2 overflow-x-auto px-4 py-2.5 sm:scroll-px-6 sm:px-6">
          {categories === null
            ? Array.from({ length: 6 }, (_, index) => (
                <li key={index} className="shrink-0">
                  <Skeleton className="h-11 w-32 rounded-full" />
                </li>
              ))
            : categories.map((category) => (
                <li key={category.key} className="flex shrink-0">
                  <CategoryChipLink category={category} />
                </li>
              ))}
        </ul>
        {/* Fades hint that the row scrolls; they never cover a chip's tap area at rest. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-background to-transparent"
        />
      </div>
    </nav>
  );
}
