import { Plus } from 'lucide-react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  DeleteOfferDialog,
  EditOfferDialog,
  OFFER_ACTIONS,
  type ManagedOffer,
} from '@/features/offer-editor/index.ts';
import { Button } from '@/ui/Button.tsx';
import { BulkActionBar } from './BulkActionBar.tsx';
import { CreateOfferDialog } from './CreateOfferDialog.tsx';
import { OfferTable } from './OfferTable.tsx';
import { OfferTablePager } from './OfferTablePager.tsx';
import { OfferTableToolbar } from './OfferTableToolbar.tsx';
import { OFFER_TABLE_PAGE_SIZE, type OfferTableSearch } from './offer-table-search.ts';
import { OFFER_TABLE_TEXTS, countLabel } from './offer-table-texts.ts';
import { useFilterOptions } from './use-filter-options.ts';
import { useOfferTablePage } from './use-offer-table-page.ts';

export interface AdminOffersSectionProps {
  search: OfferTableSearch;
  onSearchChange: (next: OfferTableSearch, replace: boolean) => void;
  /** The analytics slot, shown under a row when its Statistikk is opened. */
  renderStats?: ((offer: { id: string; title: string }) => ReactNode) | undefined;
}

/**
 * 'Eksisterende tilbud' on /admin: search, filters, sort and paging held in
 * the URL, one page of rows from the server at a time, bulk Skjul, Vis and
 * Slett, and 'Nytt tilbud' and 'Rediger' opening the editor in a dialog.
 */
export function AdminOffersSection({ search, onSearchChange, renderStats }: AdminOffersSectionProps) {
  const { state, reload } = useOfferTablePage(search);
  const options = useFilterOptions();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ManagedOffer | null>(null);
  const [deleting, setDeleting] = useState<ManagedOffer | null>(null);
  // A selection belongs to one page of one search: moving on forgets it.
  const pageKey = JSON.stringify(search);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: pageKey,
    ids: new Set(),
  });
  const selected = selection.key === pageKey ? selection.ids : new Set<string>();

  const shown = state.status === 'ready' ? state.page : state.status === 'loading' ? state.previous : null;
  const page = search.page ?? 1;
  const pages = shown ? Math.max(1, Math.ceil(shown.total / OFFER_TABLE_PAGE_SIZE)) : 1;

  // A page past the end (an old link, or the last rows deleted) moves to the last one.
  const beyondEnd = state.status === 'ready' && state.page.offers.length === 0 && state.page.total > 0;
  useEffect(() => {
    if (beyondEnd) onSearchChange({ ...search, page: pages > 1 ? pages : undefined }, true);
  }, [beyondEnd, pages, search, onSearchChange]);

  const select = (ids: string[], value: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (value) next.add(id);
      else next.delete(id);
    }
    setSelection({ key: pageKey, ids: next });
  };
  const afterChange = () => {
    setSelection({ key: pageKey, ids: new Set() });
    reload();
  };

  let body: ReactNode;
  if (state.status === 'error') {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-border p-6 text-sm"
      >
        <p className="text-destructive">{OFFER_TABLE_TEXTS.loadFailed}</p>
        <Button variant="outline" onClick={reload}>
          {OFFER_TABLE_TEXTS.retry}
        </Button>
      </div>
    );
  } else if (!shown) {
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        {OFFER_TABLE_TEXTS.loading}
      </p>
    );
  } else if (shown.offers.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
        {OFFER_TABLE_TEXTS.empty}
      </p>
    );
  } else {
    body = (
      <OfferTable
        offers={shown.offers}
        selected={selected}
        onSelect={(id, value) => select([id], value)}
        onEdit={setEditing}
        onDelete={setDeleting}
        renderStats={renderStats}
        busy={state.status === 'loading'}
      />
    );
  }

  return (
    <section aria-labelledby="admin-offer-list-heading" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h2 id="admin-offer-list-heading" className="text-xl font-semibold tracking-tight">
            {OFFER_TABLE_TEXTS.listHeading}
          </h2>
          <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="admin-offer-count">
            {shown ? countLabel(shown.total) : ''}
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {OFFER_ACTIONS.create}
        </Button>
      </div>
      <OfferTableToolbar search={search} options={options} onChange={onSearchChange} />
      <BulkActionBar
        offers={shown?.offers ?? []}
        selected={selected}
        onSelectPage={(value) =>
          select(
            (shown?.offers ?? []).map((offer) => offer.id),
            value,
          )
        }
        onDone={afterChange}
      />
      {body}
      <OfferTablePager
        page={Math.min(page, pages)}
        pages={pages}
        onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined }, false)}
      />
      <CreateOfferDialog open={creating} onClose={() => setCreating(false)} onSaved={reload} />
      <Suspense fallback={null}>
        <EditOfferDialog context="admin" offer={editing} onClose={() => setEditing(null)} onSaved={reload} />
        <DeleteOfferDialog
          context="admin"
          offer={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={afterChange}
        />
      </Suspense>
    </section>
  );
}
