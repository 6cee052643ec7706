import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Building2, Plus } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { isCompanyManager, useAccount } from '@/features/account/signed-in.ts';
import { ManagedOfferList, useManagedOffers } from '@/features/offer-editor/index.ts';
import { Button } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { useMediaQuery } from '@/ui/use-media-query.ts';
import type { CompanyOffersView } from '../company-offers-view.ts';
import { CompanyOffersTabs } from './CompanyOffersTabs.tsx';
import { NewOfferSection } from './NewOfferSection.tsx';

export interface CompanyOffersPageProps {
  /** Which view the URL asks for; the list when absent. */
  view?: CompanyOffersView | undefined;
  /** Rendered at the bottom of each offer card (the analytics issue's slot). */
  renderCardFooter?: (offer: { id: string; title: string }) => ReactNode;
  /** The statistics view's content; without it the page has no 'Statistikk' tab. */
  statistics?: ReactNode;
}

/** From here the form fits beside the list (the spec's two columns). */
const TWO_COLUMNS = '(min-width: 768px)';

const loading = (
  <p role="status" className="text-sm text-muted-foreground">
    Laster...
  </p>
);

/**
 * /company/offers (Administrer Tilbud). Phone first: the company's offers come
 * first and the new-offer form opens as a view of its own ('Nytt tilbud');
 * from 768 px the form stands beside the list. The statistics are a view of
 * their own at every width, so neither buries the offers.
 */
export function CompanyOffersPage({ view = 'tilbud', renderCardFooter, statistics }: CompanyOffersPageProps) {
  const { selected, memberships, status } = useAccount();
  const navigate = useNavigate();
  const twoColumns = useMediaQuery(TWO_COLUMNS);
  const company = selected ? { id: selected.company.id, name: selected.company.name } : null;
  const canPublish = selected !== null && isCompanyManager(selected.role);
  const { state, reload } = useManagedOffers('company', company?.id ?? null, company !== null);
  const count =
    state.status === 'ready'
      ? state.offers.length
      : state.status === 'loading'
        ? (state.offers?.length ?? 0)
        : 0;
  const showStatistics = statistics !== undefined && canPublish;
  const current: CompanyOffersView = view === 'statistikk' && !showStatistics ? 'tilbud' : view;

  const formSection = (
    <NewOfferSection
      company={company}
      canPublish={canPublish}
      loadingCompanies={status === 'loading'}
      onSaved={() => {
        reload();
        // On a phone the form is a view of its own: back to the list, where the new offer shows.
        if (current === 'nytt') void navigate({ to: '/company/offers', search: {} });
      }}
      before={
        current === 'nytt' ? (
          <Button asChild variant="ghost" className="-ml-3 self-start">
            <Link to="/company/offers" search={{}}>
              <ArrowLeft aria-hidden="true" />
              Tilbake til tilbudene
            </Link>
          </Button>
        ) : null
      }
    />
  );

  const listSection = (
    <section aria-labelledby="company-offer-list-heading" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="company-offer-list-heading" className="text-xl font-semibold tracking-tight">
          Dine tilbud ({count})
        </h2>
        {canPublish && !twoColumns ? (
          <Button asChild size="md">
            <Link to="/company/offers" search={{ visning: 'nytt' }}>
              <Plus aria-hidden="true" />
              Nytt tilbud
            </Link>
          </Button>
        ) : null}
      </div>
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
  );

  return (
    <PageContainer>
      <header className="mb-5 flex flex-col gap-2 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Administrer Tilbud</h1>
        <p className="text-muted-foreground sm:text-lg">
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
      {showStatistics ? <CompanyOffersTabs current={current} /> : null}
      {current === 'statistikk' ? (
        statistics
      ) : current === 'nytt' ? (
        <div className="mx-auto w-full max-w-2xl">{formSection}</div>
      ) : twoColumns ? (
        <div className="grid items-start gap-6 md:grid-cols-2">
          {formSection}
          {listSection}
        </div>
      ) : (
        listSection
      )}
    </PageContainer>
  );
}
