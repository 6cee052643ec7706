import { Link } from '@tanstack/react-router';
import { ArrowRight, Bookmark, Building2, Sparkles, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAccount } from '@/features/account/signed-in.ts';
import { useAuth } from '@/features/auth/index.ts';
import { resolveBranding, useBranding } from '@/features/branding/index.ts';
import { OfferCard } from '@/features/offers/index.ts';
import { env } from '@/lib/env.ts';
import type { CachedOffer } from '@/offline/store/schemas.ts';
import { Button } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useHomeOffers } from '../use-home-offers.ts';
import { RecentCodes } from './RecentCodes.tsx';

function Section({
  id,
  icon,
  title,
  children,
  aside,
}: {
  id: string;
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-xl font-bold tracking-tight">
          {icon}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function OfferRows({ offers, label }: { offers: readonly CachedOffer[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} headingLevel="h3" compact />
        </li>
      ))}
    </ul>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-border p-4 text-muted-foreground">{children}</p>
  );
}

/**
 * '/' for a signed-in person, 'Mine fordeler': their recently used codes (one
 * tap to the till), saved offers, their company's own offers under its brand,
 * and what is new. Read from the device, so it works offline.
 */
export function HomePage() {
  const { user } = useAuth();
  const account = useAccount();
  const siteBrand = useBranding();
  const userId = user?.id ?? '';
  const company = account.selected?.company ?? account.memberships[0]?.company ?? null;
  const state = useHomeOffers(userId, company?.id ?? null);
  const firstName = account.snapshot?.profile?.firstname?.trim() || null;
  const companyBrand = company ? resolveBranding(company, env.supabaseUrl) : null;
  const companyName = company?.name ?? null;

  return (
    <PageContainer className="flex flex-col gap-8 py-4 sm:gap-10 sm:py-8">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">
          {siteBrand.companyName ?? companyName ?? 'Ordning'}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Mine fordeler</h1>
        {firstName ? <p className="text-muted-foreground">Hei, {firstName}!</p> : null}
      </header>

      {state.status === 'loading' ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <>
          <Section
            id="home-recent"
            icon={<Ticket aria-hidden="true" className="size-5" />}
            title="Sist brukte koder"
          >
            {state.value.recentCodes.length > 0 ? (
              <RecentCodes userId={userId} codes={state.value.recentCodes} />
            ) : (
              <Empty>Kodene du viser eller kopierer, havner her – klare for kassen, også uten nett.</Empty>
            )}
          </Section>

          <Section
            id="home-favourites"
            icon={<Bookmark aria-hidden="true" className="size-5" />}
            title="Lagrede tilbud"
          >
            {state.value.favourites.length > 0 ? (
              <OfferRows offers={state.value.favourites} label="Lagrede tilbud" />
            ) : (
              <Empty>Trykk «Lagre» på et tilbud for å finne det igjen her.</Empty>
            )}
          </Section>

          {company && state.value.companyOffers.length > 0 ? (
            <Section
              id="home-company"
              icon={
                companyBrand?.logoUrl ? (
                  <img src={companyBrand.logoUrl} alt="" className="h-7 w-auto max-w-28 object-contain" />
                ) : (
                  <Building2 aria-hidden="true" className="size-5" />
                )
              }
              title={`Fra ${company.name}`}
            >
              <OfferRows offers={state.value.companyOffers} label={`Tilbud fra ${company.name}`} />
            </Section>
          ) : null}

          <Section
            id="home-new"
            icon={<Sparkles aria-hidden="true" className="size-5" />}
            title={state.firstVisit ? 'Nyeste tilbud' : 'Nytt siden sist'}
          >
            {state.value.newOffers.length > 0 ? (
              <OfferRows
                offers={state.value.newOffers}
                label={state.firstVisit ? 'Nyeste tilbud' : 'Nytt siden sist'}
              />
            ) : (
              <Empty>Ingen nye tilbud siden sist.</Empty>
            )}
          </Section>
        </>
      )}

      <div className="flex justify-center">
        <Button asChild size="lg" variant="outline">
          <Link to="/offers">
            Se alle tilbud
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
