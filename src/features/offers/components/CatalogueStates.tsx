import { CloudOff, SearchX } from 'lucide-react';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { FAILURE_TOASTS, type CatalogueFailure } from '../catalogue-view.ts';

/** 'Laster tilbud...' over placeholder cards shaped like the real ones. */
export function CatalogueLoading({ cards = 6 }: { cards?: number }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Laster tilbud...
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-2xl border border-border bg-card">
            <Skeleton className="aspect-[16/10] rounded-none" />
            <div className="flex flex-col gap-2 p-5">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The failure in place of the list (the toast says it too, but toasts go away). */
export function CatalogueFailed({ failure }: { failure: CatalogueFailure }) {
  const { title, description } = FAILURE_TOASTS[failure];
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <CloudOff aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-md text-muted-foreground">{description}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Last inn på nytt
      </Button>
    </div>
  );
}

export interface NoOffersFoundProps {
  /** A search or filter is active, so adjusting it may help. */
  filtered: boolean;
  onReset: () => void;
}

/** 'Ingen ordninger funnet', with the way out. */
export function NoOffersFound({ filtered, onReset }: NoOffersFoundProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">Ingen ordninger funnet</h3>
      <p className="max-w-md text-muted-foreground">
        {filtered
          ? 'Prøv å justere søket eller filtrene for å finne flere tilbud.'
          : 'Det er ingen tilbud tilgjengelige akkurat nå. Kom gjerne tilbake senere.'}
      </p>
      {filtered ? (
        <Button variant="outline" onClick={onReset}>
          Nullstill søk og filtre
        </Button>
      ) : null}
    </div>
  );
}
