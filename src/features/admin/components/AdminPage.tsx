import { Link } from '@tanstack/react-router';
import { Tags } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { ManagedOfferList, OfferEditor, useManagedOffers } from '@/features/offer-editor/index.ts';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { CompanyVerificationQueue } from './CompanyVerificationQueue.tsx';

export interface AdminPageProps {
  /** Rendered at the bottom of each offer card (the analytics issue's slot). */
  renderCardFooter?: (offer: { id: string; title: string }) => ReactNode;
  /** Rendered above the list column's heading. */
  aboveList?: ReactNode;
}

const loading = (
  <p role="status" className="text-sm text-muted-foreground">
    Laster...
  </p>
);

/** /admin (Admin Panel): the new-offer form beside every offer, and the way to the categories. */
export function AdminPage({ renderCardFooter, aboveList }: AdminPageProps) {
  const { state, reload } = useManagedOffers('admin', null);
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
      <div className="grid items-start gap-6 md:grid-cols-2">
        <section aria-labelledby="admin-offer-form-heading">
          <Card>
            <CardHeader>
              <h2 id="admin-offer-form-heading" className="text-xl font-semibold tracking-tight">
                Legg til nytt tilbud
              </h2>
            </CardHeader>
            <CardContent>
              <Suspense fallback={loading}>
                <OfferEditor context="admin" mode="create" onSaved={reload} />
              </Suspense>
            </CardContent>
          </Card>
        </section>
        <section aria-labelledby="admin-offer-list-heading" className="flex min-w-0 flex-col gap-4">
          {aboveList}
          <h2 id="admin-offer-list-heading" className="text-xl font-semibold tracking-tight">
            Eksisterende tilbud
          </h2>
          <Suspense fallback={loading}>
            <ManagedOfferList
              context="admin"
              state={state}
              onChanged={reload}
              onRetry={reload}
              renderCardFooter={renderCardFooter}
            />
          </Suspense>
        </section>
      </div>
    </PageContainer>
  );
}
