import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/ui/Button.tsx';
import { OFFER_TABLE_TEXTS, pageLabel } from './offer-table-texts.ts';

export interface OfferTablePagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Forrige and Neste around 'Side 2 av 13'; hidden when everything fits on one page. */
export function OfferTablePager({ page, pages, onPage }: OfferTablePagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Sider" className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {OFFER_TABLE_TEXTS.previous}
      </Button>
      <span className="text-sm text-muted-foreground" aria-current="page">
        {pageLabel(page, pages)}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {OFFER_TABLE_TEXTS.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
