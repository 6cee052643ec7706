import { Link } from '@tanstack/react-router';
import {
  ArrowRight,
  BadgeCheck,
  ChartColumn,
  Check,
  HeartHandshake,
  Mail,
  Megaphone,
  Network,
  Target,
} from 'lucide-react';
import { Button, type ButtonVariant } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { CONTACT_MAILTO } from '../marketing-contact.ts';
import { MARKETING_IMAGES } from '../marketing-images.ts';
import { ContactEmailLink } from './ContactEmailLink.tsx';
import { IconCardList, type IconCard } from './IconCardList.tsx';
import { MarketingPicture } from './MarketingPicture.tsx';
import { SectionHeading } from './SectionHeading.tsx';

// The six benefits of the spec, in its order: brand, reach, loyalty, analytics, easy and free, network.
const BENEFITS: readonly IconCard[] = [
  {
    icon: Megaphone,
    title: 'Styrk merkevaren din',
    text: 'Tilbudet ditt vises med logo, bilder og egen omtale, side om side med andre norske merkevarer. Folk blir kjent med deg før de trenger det du selger.',
  },
  {
    icon: Target,
    title: 'Nå de rette menneskene',
    text: 'Velg kategori og om tilbudet gjelder bedrifter, privatpersoner eller begge. Da havner det foran dem som faktisk leter etter akkurat det du tilbyr.',
  },
  {
    icon: HeartHandshake,
    title: 'Bygg lojale kunder',
    text: 'En god fordel gir folk en grunn til å komme tilbake. Mange bruker rabatten sin igjen og igjen – og tipser kollegaene om deg.',
  },
  {
    icon: ChartColumn,
    title: 'Innsikt i visninger og bruk',
    text: 'Følg med på hvor mange som ser tilbudet ditt, og hvor mange som tar det i bruk. Da ser du hva som virker, og kan justere underveis.',
  },
  {
    icon: BadgeCheck,
    title: 'Enkelt og gratis',
    text: 'Registrer bedriften, skriv inn tilbudet og last opp noen bilder – så er du i gang på få minutter. Det koster ingenting, verken nå eller senere.',
  },
  {
    icon: Network,
    title: 'Del av et kuratert nettverk',
    text: 'Vi velger partnerne med omhu, så brukerne kan stole på at tilbudene er ekte og gode. Du står i godt selskap med seriøse bedrifter fra hele landet.',
  },
];

const STEPS = [
  {
    title: 'Registrer bedriften',
    text: 'Opprett en bedriftskonto med organisasjonsnummeret ditt. Vi slår opp bedriften for deg.',
  },
  {
    title: 'Legg inn tilbudet',
    text: 'Skriv en kort omtale, velg kategori og målgruppe, og legg ved rabattkode eller lenke.',
  },
  {
    title: 'Bli funnet',
    text: 'Tilbudet blir synlig for ansatte og privatpersoner – på jobben, hjemme og i butikken.',
  },
] as const;

const FREE_POINTS = ['Ingen etableringsgebyr', 'Ingen månedspris', 'Ingen bindingstid'] as const;

function PartnerButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to="/register" search={{ type: 'company' }}>
        Bli en partner
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** /become-partner: the pitch to businesses, ending where they sign up as a company (/register?type=company). */
export function BecomePartnerPage() {
  return (
    <PageContainer className="flex flex-col gap-16 pt-4 sm:gap-24 sm:pt-8">
      <section
        aria-labelledby="partner-hero-title"
        className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14"
      >
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-full border border-border bg-card px-3 py-1 text-sm font-semibold text-primary-text">
            For bedrifter med noe å by på
          </p>
          <h1
            id="partner-hero-title"
            className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Bli en partner
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            Legg ut tilbudet ditt på Ordning og nå ansatte i bedrifter over hele landet – akkurat der de leter
            etter fordeler. Det er 100&nbsp;% gratis å være partner.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <PartnerButton />
            <Button asChild size="lg" variant="outline">
              <a href={CONTACT_MAILTO}>
                <Mail aria-hidden="true" />
                Send oss en e-post
              </a>
            </Button>
          </div>
          <p className="text-pretty text-muted-foreground">
            Lurer du på noe? Skriv direkte til gründerne på <ContactEmailLink />.
          </p>
        </div>
        <MarketingPicture
          image={MARKETING_IMAGES.partnerHero}
          alt="Illustrasjon: butikker og bedrifter knyttet sammen med en mobil som viser tilbudene deres"
          sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw"
          priority
          className="rounded-[2rem] border border-border"
        />
      </section>

      <section aria-labelledby="partner-benefits-title" className="flex flex-col gap-8">
        <SectionHeading
          id="partner-benefits-title"
          title="Dette får du som partner"
          lead="Ordning er stedet der ansatte, bedrifter og privatpersoner finner fordelene sine. Som partner er du der de leter."
        />
        <IconCardList items={BENEFITS} labelledBy="partner-benefits-title" />
      </section>

      <section aria-labelledby="partner-steps-title" className="flex flex-col gap-8">
        <SectionHeading id="partner-steps-title" title="Slik kommer du i gang" />
        <ol className="grid gap-4 md:grid-cols-3 md:gap-6">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-2xl bg-secondary p-6 text-secondary-foreground"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-lg font-bold text-foreground"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="partner-free-title"
        className="flex flex-col gap-8 rounded-[2rem] bg-foreground px-6 py-10 text-background sm:px-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between"
      >
        <div className="flex max-w-2xl flex-col gap-4">
          <p className="text-5xl font-extrabold tracking-tight sm:text-6xl">100&nbsp;%</p>
          <h2 id="partner-free-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            Helt gratis å være partner
          </h2>
          <p className="text-pretty text-background/80">
            Det koster ingenting å legge ut tilbud på Ordning. Du betaler ikke for å bli med, ikke for å bli
            sett og ikke for kundene du får – verken nå eller senere.
          </p>
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {FREE_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-2 font-semibold">
                <Check aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-start gap-3">
          <PartnerButton variant="inverse" />
          <p className="text-sm text-background/80">
            Eller snakk med oss først: <ContactEmailLink tone="inverse" />
          </p>
        </div>
      </section>
    </PageContainer>
  );
}
