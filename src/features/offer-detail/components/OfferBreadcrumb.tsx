import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { CategoryRef } from '../offer-detail-model.ts';

// A 44 px touch target around a line of small text: the negative margin keeps the row its height.
const crumbLink =
  '-my-3 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

/** Alle tilbud › first category › the offer. */
export function OfferBreadcrumb({ title, category }: { title: string; category: CategoryRef | null }) {
  return (
    <nav aria-label="Brødsmulesti" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        <li className="shrink-0">
          <Link to="/offers" className={crumbLink}>
            Alle tilbud
          </Link>
        </li>
        {category ? (
          <li className="flex shrink-0 items-center gap-1.5">
            <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
            <Link to="/offers" search={{ category: category.key }} className={crumbLink}>
              {category.name}
            </Link>
          </li>
        ) : null}
        <li className="flex min-w-0 items-center gap-1.5">
          <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span aria-current="page" className="truncate font-medium text-foreground">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
