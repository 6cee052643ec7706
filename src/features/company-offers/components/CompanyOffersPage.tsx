import { Building2 } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { isCompanyManager, useAccount } from '@/features/account/signed-in.ts';
import { ManagedOfferList, OfferEditor, useManagedOffers } from '@/features/offer-editor/index.ts';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';

export interface CompanyOffersPageProps {
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

/** /company/offers (Administrer Tilbud): the selected company's new-offer form beside its offers. */
export function CompanyOffersPage({ renderCardFooter, aboveList }: CompanyOffersPageProps) {
  const { selected, memberships, status } = useAccount();
  const company = selected ? { id: selected.company.id, name: selected.company.name } : null;
  const canPublish = selected !== null && isCompanyManager(selected.role);
  const { state, reload } = useManagedOffers('company', company?.id ?? null, company !== null);
  const count =
    state.status === 'ready'
      ? state.offers.length
      : state.status === 'loading'
        ? (state.offers?.length ?? 0)
        : 0;

  return (
    <PageContainer>
      <header className="mb-8 flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Administrer Tilbud</h1>
        <p className="text-lg text-muted-foreground">
          Opprett og administrer tilbudene til{' '}
          {company ? (
            <strong className="font-semibold text-foreground">{company.name}</strong>
          ) : (
            'din bedrift'
          )}
          .
        </p>
        {memberships.length > 1 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            Du er med i flere bedrifter. Bytt bedrift med bedriftsvelgeren («Velg bedrift») i menyen.
          </p>
        ) : null}
      </header>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <section aria-labelledby="company-offer-form-heading">
          <Card>
            <CardHeader>
              <h2 id="company-offer-form-heading" className="text-xl font-semibold tracking-tight">
                {company ? `Nytt tilbud for ${company.name}` : 'Velg en bedrift for å opprette tilbud'}
              </h2>
            </CardHeader>
            <CardContent>
              {company === null ? (
                <p className="text-sm text-muted-foreground">
                  {status === 'loading' ? 'Laster bedrifter...' : 'Velg en bedrift for å opprette tilbud'}
                </p>
              ) : !canPublish ? (
                <p className="text-sm text-muted-foreground">
                  Bare eiere og administratorer i {company.name} kan publisere tilbud.
                </p>
              ) : (
                <Suspense fallback={loading}>
                  <OfferEditor
                    key={company.id}
                    context="company"
                    mode="create"
                    company={company}
                    onSaved={reload}
                  />
                </Suspense>
              )}
            </CardContent>
          </Card>
        </section>
        <section aria-labelledby="company-offer-list-heading" className="flex min-w-0 flex-col gap-4">
          {aboveList}
          <h2 id="company-offer-list-heading" className="text-xl font-semibold tracking-tight">
            Dine tilbud ({count})
          </h2>
          {company === null ? (
            <p className="text-sm text-muted-foreground">Velg en bedrift for å opprette tilbud</p>
          ) : (
            <Suspense fallback={loading}>
              <ManagedOfferList
                context="company"
                state={state}
                company={company}
                onChanged={reload}
                onRetry={reload}
                renderCardFooter={renderCardFooter}
              />
            </Suspense>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
