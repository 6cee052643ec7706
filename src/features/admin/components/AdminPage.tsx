import { Link } from '@tanstack/react-router';
import { Tags } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { AdminOffersSection } from '../offer-table/AdminOffersSection.tsx';
import type { OfferTableSearch } from '../offer-table/offer-table-search.ts';
import { CompanyVerificationQueue } from './CompanyVerificationQueue.tsx';

export interface AdminPageProps {
  /** The offer table's state from the URL (the route validates it). */
  search: OfferTableSearch;
  /** `replace`: typing replaces the history entry; filters, sort and pages add one. */
  onSearchChange: (next: OfferTableSearch, replace: boolean) => void;
  /** Shown under an offer's row when its Statistikk is opened (the analytics issue's slot). */
  renderCardFooter?: (offer: { id: string; title: string }) => ReactNode;
  /** The platform's statistics, after the offer table: on a phone the offers come first. */
  statistics?: ReactNode;
}

/** /admin (Admin Panel): the verification queue, every offer in a searchable table, the statistics, and the way to the categories. */
export function AdminPage({ search, onSearchChange, renderCardFooter, statistics }: AdminPageProps) {
  return (
    <PageContainer>
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Admin Panel</h1>
          <p className="text-lg text-muted-foreground">Administrer tilbud og bedriftsinformasjon.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/admin/categories">
            <Tags aria-hidden="true" />
            Administrer Kategorier
          </Link>
        </Button>
      </header>
      <CompanyVerificationQueue />
      <AdminOffersSection search={search} onSearchChange={onSearchChange} renderStats={renderCardFooter} />
      {statistics ? <div className="mt-12">{statistics}</div> : null}
    </PageContainer>
  );
}
