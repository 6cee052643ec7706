import { BarChart3, Pencil, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  AUDIENCE_LABELS,
  OFFER_ACTIONS,
  OfferStatusBadges,
  OfferThumbnail,
  storedImages,
  type ManagedOffer,
} from '@/features/offer-editor/index.ts';
import { Badge } from '@/ui/Badge.tsx';
import { Button } from '@/ui/Button.tsx';
import { selectOfferLabel } from './offer-table-texts.ts';

export interface OfferTableRowProps {
  offer: ManagedOffer;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The analytics slot; when given, the row gets a Statistikk toggle that shows it beneath. */
  stats?: ReactNode;
  statsOpen: boolean;
  onToggleStats: () => void;
  /** The number of columns, for the stats row to span. */
  columns: number;
}

const created = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * An offer as a table row on a desktop, and as a compact card on a phone: the
 * same cells in a grid (the choice box beside title, company, status and the
 * actions; the rest left out), so 390 px never scrolls sideways and no text
 * is in the page twice.
 */
export function OfferTableRow({
  offer,
  selected,
  onSelect,
  onEdit,
  onDelete,
  stats,
  statsOpen,
  onToggleStats,
  columns,
}: OfferTableRowProps) {
  const statsId = useId();
  const image = storedImages(offer)[0];
  return (
    <>
      <tr
        data-testid="admin-offer-row"
        className="border-b border-border align-middle max-md:grid max-md:grid-cols-[2.75rem_minmax(0,1fr)] max-md:gap-x-2 max-md:rounded-2xl max-md:border max-md:bg-card max-md:p-2 md:hover:bg-muted/40"
      >
        <td className="max-md:row-span-4 md:w-12 md:py-1 md:pl-2">
          <label className="flex size-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60">
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={selectOfferLabel(offer.title)}
              className="size-5 accent-[hsl(var(--primary))]"
            />
          </label>
        </td>
        <th scope="row" className="min-w-0 pt-2 text-left font-normal md:py-2 md:pr-3">
          <span className="flex items-center gap-3">
            {image ? <OfferThumbnail url={image} className="size-10 max-md:hidden" /> : null}
            <span className="min-w-0 font-semibold break-words">{offer.title}</span>
          </span>
        </th>
        <td className="min-w-0 text-muted-foreground md:py-2 md:pr-3 md:text-foreground">{offer.company}</td>
        <td className="py-2 pr-3 max-md:hidden">
          <span className="flex flex-wrap gap-1">
            {offer.categories.map((category) => (
              <Badge key={category.id} variant="outline">
                {category.name}
              </Badge>
            ))}
          </span>
        </td>
        <td className="py-2 pr-3 max-md:hidden">{AUDIENCE_LABELS[offer.target_audience]}</td>
        <td className="pt-1 md:py-2 md:pr-3">
          <span className="flex flex-wrap gap-1.5">
            <OfferStatusBadges active={offer.offer_active} hidden={offer.hidden} />
          </span>
        </td>
        <td className="py-2 pr-3 whitespace-nowrap text-muted-foreground max-md:hidden">
          {created.format(new Date(offer.created_at))}
        </td>
        <td className="py-1 max-md:col-start-2 md:pr-2">
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              onClick={onEdit}
              aria-label={`${OFFER_ACTIONS.edit} ${offer.title}`}
            >
              <Pencil aria-hidden="true" />
            </Button>
            {stats !== undefined ? (
              <Button
                variant="ghost"
                size="icon"
                onClick={onToggleStats}
                aria-expanded={statsOpen}
                aria-controls={statsOpen ? statsId : undefined}
                aria-label={`${OFFER_ACTIONS.stats} for ${offer.title}`}
              >
                <BarChart3 aria-hidden="true" />
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive"
              onClick={onDelete}
              aria-label={`${OFFER_ACTIONS.delete} ${offer.title}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </td>
      </tr>
      {statsOpen && stats !== undefined ? (
        <tr id={statsId} className="max-md:block">
          <td colSpan={columns} className="px-3 pb-3 max-md:block">
            {stats}
          </td>
        </tr>
      ) : null}
    </>
  );
}
