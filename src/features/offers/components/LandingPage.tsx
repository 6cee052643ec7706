import { Link } from '@tanstack/react-router';
import { ArrowRight, Handshake, LayoutGrid, QrCode, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useBranding } from '@/features/branding/index.ts';
import type { Audience } from '@/offline/store/schemas.ts';
import { Button } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { useCatalogue } from '../use-catalogue.ts';
import { AudienceToggle } from './AudienceToggle.tsx';
import { FeaturedOffers } from './FeaturedOffers.tsx';
import { HeroTicket } from './HeroTicket.tsx';

const BENEFITS = [
  {
    icon: LayoutGrid,
    title: 'Alle fordelene på ett sted',
    text: 'Slutt å lete i e-poster og på intranettet. Rabattene fra arbeidsgiveren og partnerne våre ligger samlet, sortert etter det du trenger.',
  },
  {
    icon: WifiOff,
    title: 'Virker uten dekning',
    text: (name: string) =>
      `Legg ${name} til på Hjem-skjermen, så har du tilbudene og rabattkodene med deg – også i butikken der mobilen mister signalet.`,
  },
  {
    icon: QrCode,
    title: 'Rett til kassen',
    text: 'Kopier rabattkoden med ett trykk, eller vis den i stor skrift og som QR-kode når du står i kassen.',
  },
] as const;

/** /: what Ordning is, a taste of the catalogue, and the way in for partners. */
export function LandingPage() {
  const [audience, setAudience] = useState<Audience>('both');
  // The preview needs only the newest offers; reading 200 leaves room for the audience filter.
  const view = useCatalogue({ limit: 200 });
  // On a company's white-label host the page speaks for the company, to its people: no partner pitch.
  const companyName = useBranding().companyName;

  return (
    <PageContainer className="flex flex-col gap-16 pt-4 sm:gap-24 sm:pt-8">
      <section
        aria-labelledby="hero-title"
        className="relative -mx-4 overflow-hidden bg-[radial-gradient(120%_80%_at_100%_0%,hsl(var(--primary)/0.22),transparent_60%),radial-gradient(90%_70%_at_0%_100%,hsl(var(--secondary)),transparent_70%)] px-4 pt-8 pb-12 sm:mx-0 sm:rounded-[2rem] sm:px-10 sm:pt-14 sm:pb-16 lg:px-14"
      >
        <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col items-start gap-5">
            <p className="rounded-full border border-border bg-card/80 px-3 py-1 text-sm font-semibold text-primary-text backdrop-blur">
              Fordeler for ansatte, bedrifter og deg
            </p>
            <h1
              id="hero-title"
              className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Rabattene dine, samlet i lomma
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted-foreground">
              {companyName ?? 'Ordning'} samler tilbud og rabatter fra norske partnere – på bilpleie, mat,
              trening, opplevelser og mye mer. Finn tilbudet, vis koden i kassen og spar penger. Også når du
              er uten nett.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button asChild size="lg">
                <Link to="/offers">
                  Se alle tilbud
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              {companyName === null ? (
                <Button asChild size="lg" variant="outline">
                  <Link to="/become-partner">Bli en partner</Link>
                </Button>
              ) : null}
            </div>
          </div>
          <HeroTicket />
        </div>
      </section>

      <section aria-labelledby="featured-title" className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="flex flex-col gap-2">
            <h2 id="featured-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Utvalgte tilbud
            </h2>
            <p className="text-muted-foreground">Et lite utvalg av det nyeste fra partnerne våre.</p>
          </div>
          <AudienceToggle value={audience} onChange={setAudience} />
        </div>
        <FeaturedOffers view={view} audience={audience} />
        <div className="flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to="/offers" search={{ audience: audience === 'both' ? undefined : audience }}>
              Se alle tilbud
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="flex flex-col gap-8">
        <h2 id="benefits-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Derfor velger folk {companyName ?? 'Ordning'}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary-text">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-muted-foreground">
                {typeof text === 'function' ? text(companyName ?? 'Ordning') : text}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {companyName === null ? <PartnerCallToAction /> : null}
    </PageContainer>
  );
}

function PartnerCallToAction() {
  return (
    <section
      aria-labelledby="partner-title"
      className="flex flex-col items-start gap-5 rounded-[2rem] bg-foreground px-6 py-10 text-background sm:px-12 sm:py-14 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex max-w-2xl flex-col gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-background/10">
          <Handshake aria-hidden="true" className="size-6" />
        </span>
        <h2 id="partner-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          Har du et tilbud til tusenvis av ansatte?
        </h2>
        <p className="text-background/80">
          Bli partner og nå nye kunder gjennom arbeidsgiverne deres. Det er 100 % gratis å legge ut tilbud –
          du betaler ingenting, verken nå eller senere.
        </p>
      </div>
      <Button asChild size="lg" variant="inverse">
        <Link to="/become-partner">
          Bli en partner
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
