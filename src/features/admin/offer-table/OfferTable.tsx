import { useState, type ReactNode } from 'react';
import type { ManagedOffer } from '@/features/offer-editor/index.ts';
import { OfferTableRow } from './OfferTableRow.tsx';
import { OFFER_TABLE_TEXTS } from './offer-table-texts.ts';

const COLUMNS = 8;

export interface OfferTableProps {
  offers: readonly ManagedOffer[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onEdit: (offer: ManagedOffer) => void;
  onDelete: (offer: ManagedOffer) => void;
  renderStats?: ((offer: { id: string; title: string }) => ReactNode) | undefined;
  busy: boolean;
}

/** The named columns between the choice box and the row actions, in order. */
const VISIBLE_HEADERS = [
  OFFER_TABLE_TEXTS.title,
  OFFER_TABLE_TEXTS.company,
  OFFER_TABLE_TEXTS.categories,
  OFFER_TABLE_TEXTS.audience,
  OFFER_TABLE_TEXTS.status,
  OFFER_TABLE_TEXTS.created,
] as const;

/**
 * The page's offers as a table. Its header row is for screen readers and
 * desktops; on a phone each row lays itself out as a small card (OfferTableRow).
 */
export function OfferTable({
  offers,
  selected,
  onSelect,
  onEdit,
  onDelete,
  renderStats,
  busy,
}: OfferTableProps) {
  const [statsOf, setStatsOf] = useState<string | null>(null);
  const header = 'py-2 pr-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
  return (
    <table
      aria-busy={busy || undefined}
      className={'w-full border-collapse text-sm max-md:block ' + (busy ? 'opacity-60' : '')}
    >
      <caption className="sr-only">{OFFER_TABLE_TEXTS.tableLabel}</caption>
      <thead className="border-b border-border max-md:sr-only">
        <tr>
          <th scope="col" className={header + ' pl-2'}>
            <span className="sr-only">{OFFER_TABLE_TEXTS.select}</span>
          </th>
          {VISIBLE_HEADERS.map((label) => (
            <th key={label} scope="col" className={header}>
              {label}
            </th>
          ))}
          <th scope="col" className={header + ' text-right'}>
            <span className="sr-only">{OFFER_TABLE_TEXTS.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-2">
        {offers.map((offer) => (
          <OfferTableRow
            key={offer.id}
            offer={offer}
            selected={selected.has(offer.id)}
            onSelect={(value) => onSelect(offer.id, value)}
            onEdit={() => onEdit(offer)}
            onDelete={() => onDelete(offer)}
            stats={renderStats?.({ id: offer.id, title: offer.title })}
            statsOpen={statsOf === offer.id}
            onToggleStats={() => setStatsOf((open) => (open === offer.id ? null : offer.id))}
            columns={COLUMNS}
          />
        ))}
      </tbody>
    </table>
  );
}
