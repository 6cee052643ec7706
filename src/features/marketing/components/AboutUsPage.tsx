import { Link } from '@tanstack/react-router';
import { ArrowRight, Eye, Handshake, Lightbulb } from 'lucide-react';
import { Button } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { MARKETING_IMAGES, type MarketingImage } from '../marketing-images.ts';
import { ContactEmailLink } from './ContactEmailLink.tsx';
import { FounderCard, type Founder } from './FounderCard.tsx';
import { IconCardList, type IconCard } from './IconCardList.tsx';
import { MarketingPicture } from './MarketingPicture.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const GALLERY: readonly { image: MarketingImage; alt: string }[] = [
  {
    image: MARKETING_IMAGES.aboutFjord,
    alt: 'Illustrasjon av en fjord mellom bratte fjell, med en seilbåt og solnedgang',
  },
  {
    image: MARKETING_IMAGES.aboutTeam,
    alt: 'Illustrasjon av et arbeidsbord sett ovenfra, med bærbar PC, notatbok, kaffekopper og gule lapper',
  },
  {
    image: MARKETING_IMAGES.aboutCity,
    alt: 'Illustrasjon av en by i skumringen, med lys i vinduene og et operabygg ved vannet',
  },
  {
    image: MARKETING_IMAGES.aboutApp,
    alt: 'Illustrasjon av en mobil med tilbud på skjermen, rabattkuponger og en QR-kode',
  },
];

// The two founders are the company's own characters; their portraits are drawings.
const FOUNDERS: readonly Founder[] = [
  {
    name: 'Ingrid Solberg',
    role: 'Daglig leder og medgründer',
    bio: 'Ingrid har jobbet med salg og forretningsutvikling i femten år, de siste av dem med personalgoder for store og små arbeidsgivere. Hun har ansvaret for partnerne, kundene og veien videre.',
    expertise: ['Forretningsutvikling', 'Partnerskap', 'Salg og markedsføring', 'Personalgoder'],
    portrait: MARKETING_IMAGES.founderManaging,
  },
  {
    name: 'Magnus Haugland',
    role: 'Teknologiansvarlig og medgründer',
    bio: 'Magnus har bygget apper og nettjenester for bank og handel i over ti år. Han sørger for at Ordning er rask og trygg, og at den virker også når mobilen mister dekningen.',
    expertise: ['Produktutvikling', 'Webapper og PWA', 'Sikkerhet og personvern', 'Skytjenester'],
    portrait: MARKETING_IMAGES.founderTech,
  },
];

const VALUES: readonly IconCard[] = [
  {
    icon: Eye,
    title: 'Åpenhet',
    text: 'Vi sier tydelig hva vi gjør og hvorfor. Partnerne vet hva de får, brukerne vet hva tilbudet gir, og ingen vilkår gjemmer seg i det små.',
  },
  {
    icon: Lightbulb,
    title: 'Innovasjon',
    text: 'Vi tør å gjøre ting på nye måter og bygger en tjeneste som virker der folk faktisk er – i kassen, på hytta og uten nett.',
  },
  {
    icon: Handshake,
    title: 'Partnerskap',
    text: 'Vi lykkes bare når partnerne og brukerne våre lykkes. Derfor lytter vi, deler det vi lærer og bygger relasjoner som varer.',
  },
];

/** /about-us: why Ordning exists, who started it, and what it stands for. */
export function AboutUsPage() {
  return (
    <PageContainer className="flex flex-col gap-16 pt-4 sm:gap-24 sm:pt-8">
      <section aria-labelledby="about-title" className="flex flex-col gap-10">
        <div className="flex max-w-3xl flex-col items-start gap-5">
          <p className="rounded-full border border-border bg-card px-3 py-1 text-sm font-semibold text-primary-text">
            Menneskene bak Ordning
          </p>
          <h1
            id="about-title"
            className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Om oss
          </h1>
          <p className="text-lg text-pretty text-muted-foreground">
            Vi er et lite norsk selskap med en enkel idé: gode fordeler skal være lette å finne og lette å
            bruke – for ansatte, for bedriftene de jobber i og for partnerne som står bak tilbudene.
          </p>
        </div>

        <div className="grid gap-8 lg:grid-cols-[1fr_1.3fr] lg:items-start lg:gap-14">
          <div className="flex flex-col gap-4">
            <h2 id="about-mission-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Vårt oppdrag
            </h2>
            <p className="text-pretty text-muted-foreground">
              Mange arbeidsgivere har gode avtaler for de ansatte, men de ligger spredt i e-poster, på
              intranettet og i PDF-er ingen finner igjen. Samtidig sitter lokale bedrifter med gode tilbud som
              aldri når frem til folk som ville satt pris på dem.
            </p>
            <p className="text-pretty text-muted-foreground">
              Ordning samler alt på ett sted. Ansatte finner fordelene sine på sekunder, bedrifter gir mer
              tilbake til folkene sine uten ekstra arbeid, og partnerne når nye kunder gratis. Vi bygger
              tjenesten for hverdagen: på mobilen, i kassen og når dekningen forsvinner.
            </p>
          </div>
          <ul aria-label="Bilder fra Ordnings verden" className="grid grid-cols-2 gap-3 sm:gap-4">
            {GALLERY.map(({ image, alt }, index) => (
              <li key={image.name} className={index % 2 === 1 ? 'sm:translate-y-6' : undefined}>
                <MarketingPicture
                  image={image}
                  alt={alt}
                  sizes="(min-width: 1280px) 340px, (min-width: 1024px) 28vw, 50vw"
                  className="aspect-[4/3] rounded-2xl border border-border"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-founders-title" className="flex flex-col gap-8">
        <SectionHeading
          id="about-founders-title"
          title="Gründerne"
          lead="Ordning ble startet av to som hadde sett det samme problemet fra hver sin side: forretning og teknologi."
        />
        <ul aria-labelledby="about-founders-title" className="grid gap-4 md:grid-cols-2 md:gap-6">
          {FOUNDERS.map((founder) => (
            <li key={founder.name}>
              <FounderCard founder={founder} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-values-title" className="flex flex-col gap-8">
        <SectionHeading
          id="about-values-title"
          title="Verdiene våre"
          lead="Tre ord vi tar med oss i hver beslutning – store som små."
        />
        <IconCardList items={VALUES} labelledBy="about-values-title" />
      </section>

      <section
        aria-labelledby="about-contact-title"
        className="flex flex-col items-start gap-5 rounded-[2rem] bg-secondary px-6 py-10 text-secondary-foreground sm:px-12 sm:py-14 md:flex-row md:items-center md:justify-between"
      >
        <div className="flex max-w-2xl flex-col gap-3">
          <h2 id="about-contact-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            Vil du snakke med oss?
          </h2>
          <p className="text-pretty">
            Vi svarer på alt fra samarbeid til spørsmål om tjenesten. Skriv til oss på{' '}
            <ContactEmailLink tone="secondary" />.
          </p>
        </div>
        <Button asChild size="lg">
          <Link to="/offers">
            Sjekk ut tilbud
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </PageContainer>
  );
}
