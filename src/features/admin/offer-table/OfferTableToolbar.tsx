import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AUDIENCE_LABELS } from '@/features/offer-editor/index.ts';
import { Button } from '@/ui/Button.tsx';
import { Input } from '@/ui/Input.tsx';
import { FilterSelect } from './FilterSelect.tsx';
import {
  MAX_OFFER_SEARCH_LENGTH,
  OFFER_TABLE_AUDIENCES,
  OFFER_TABLE_SORTS,
  OFFER_TABLE_STATUSES,
  withFilter,
  type OfferTableSearch,
} from './offer-table-search.ts';
import { OFFER_TABLE_TEXTS, SORT_LABELS, STATUS_FILTER_LABELS } from './offer-table-texts.ts';
import type { FilterOptions } from './use-filter-options.ts';

/** Typing settles this long before the table asks the server, so a word is one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface OfferTableToolbarProps {
  search: OfferTableSearch;
  options: FilterOptions;
  /** `replace`: a typed search replaces the history entry; a chosen filter adds one (Back undoes it). */
  onChange: (next: OfferTableSearch, replace: boolean) => void;
}

/** The search box, the four filters and the sort order; every change starts again at page 1. */
export function OfferTableToolbar({ search, options, onChange }: OfferTableToolbarProps) {
  const [text, setText] = useState(search.q ?? '');
  // Back, forward or a reset changes q from outside: the box follows (set while rendering,
  // React's pattern for state that tracks a prop). Its own debounced change already matches.
  const [shownQuery, setShownQuery] = useState(search.q);
  if (search.q !== shownQuery) {
    setShownQuery(search.q);
    if ((search.q ?? '') !== text.trim()) setText(search.q ?? '');
  }

  useEffect(() => {
    const typed = text.trim();
    if (typed === (search.q ?? '')) return;
    const timer = setTimeout(() => onChange(withFilter(search, { q: typed }), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onChange]);

  const set = (patch: Omit<OfferTableSearch, 'page'>) => onChange(withFilter(search, patch), false);
  const filtered = Boolean(search.q || search.company || search.category || search.status || search.target);

  return (
    <div className="flex flex-col gap-3" role="search" aria-label="Søk og filtrer tilbud">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={text}
          maxLength={MAX_OFFER_SEARCH_LENGTH}
          onChange={(event) => setText(event.target.value)}
          aria-label={OFFER_TABLE_TEXTS.search}
          placeholder={OFFER_TABLE_TEXTS.search}
          className="pl-10"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <FilterSelect
          label={OFFER_TABLE_TEXTS.company}
          value={search.company}
          options={options.companies.map((company) => ({ value: company.id, label: company.name }))}
          onChange={(company) => set({ company })}
        />
        <FilterSelect
          label={OFFER_TABLE_TEXTS.category}
          value={search.category}
          options={options.categories.map((category) => ({ value: category.id, label: category.name }))}
          onChange={(category) => set({ category })}
        />
        <FilterSelect
          label={OFFER_TABLE_TEXTS.status}
          value={search.status}
          options={OFFER_TABLE_STATUSES.map((status) => ({
            value: status,
            label: STATUS_FILTER_LABELS[status],
          }))}
          onChange={(status) => set({ status: status as OfferTableSearch['status'] })}
        />
        <FilterSelect
          label={OFFER_TABLE_TEXTS.audience}
          value={search.target}
          options={OFFER_TABLE_AUDIENCES.map((audience) => ({
            value: audience,
            label: AUDIENCE_LABELS[audience],
          }))}
          onChange={(target) => set({ target: target as OfferTableSearch['target'] })}
        />
        <FilterSelect
          label={OFFER_TABLE_TEXTS.sort}
          value={search.sort ?? 'newest'}
          allowAll={false}
          options={OFFER_TABLE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          onChange={(sort) => set({ sort: sort as OfferTableSearch['sort'] })}
        />
      </div>
      {filtered ? (
        <Button
          variant="link"
          // A link's look, a touch target's height.
          className="min-h-11 self-start"
          onClick={() => {
            setText('');
            onChange({ sort: search.sort }, false);
          }}
        >
          {OFFER_TABLE_TEXTS.reset}
        </Button>
      ) : null}
    </div>
  );
}
