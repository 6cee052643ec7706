import { CalendarCheck, CalendarDays, MapPin, Shuffle, Smile, Timer, Trophy } from 'lucide-react';
import { useState } from 'react';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { MARKETING_IMAGES } from '../marketing-images.ts';
import { PADEL_EVENT } from '../padel-event.ts';
import {
  formatDayRange,
  formatNok,
  padelEventStatus,
  teamPriceNok,
  type PadelEventStatus,
} from '../padel-format.ts';
import { ContactEmailLink } from './ContactEmailLink.tsx';
import { IconCardList, type IconCard } from './IconCardList.tsx';
import { MarketingPicture } from './MarketingPicture.tsx';
import { PadelFacts } from './PadelFacts.tsx';
import { PadelSchedule } from './PadelSchedule.tsx';
import { PadelSignUpLink } from './PadelSignUpLink.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const event = PADEL_EVENT;
const allDays = event.stages.flatMap((stage) => stage.days);
const price = formatNok(event.pricePerPersonNok);
const teamPrice = formatNok(teamPriceNok(event));

const EXPECTATIONS: readonly IconCard[] = [
  {
    icon: Shuffle,
    title: `${event.format}-format`,
    text: 'Korte kamper mot stadig nye lag, der hvert poeng teller. Ingen ryker ut etter første kamp, så alle får spille mye.',
  },
  {
    icon: Timer,
    title: `${event.hoursOfPlay} timer med padel`,
    text: 'Nok spill til at alle får kjenne på konkurransen – og kjenne det i beina dagen etter.',
  },
  {
    icon: Smile,
    title: 'For alle nivåer',
    text: 'Mange spiller padel for første gang. Det viktigste er godt humør og en kollega å spille med.',
  },
  {
    icon: Trophy,
    title: 'Gruppespill og finaler',
    text: 'Lagene møtes først i gruppespillet. Finalene avgjør hvem som tar med seg tittelen hjem til kontoret.',
  },
];

const STATUS_NOTES: Record<PadelEventStatus, string> = {
  upcoming: `Påmeldingen er åpen. Hvert arrangement har plass til ${event.teamsPerEvent} lag, så meld dere på i god tid.`,
  ongoing: `${event.title} ${event.year} er i gang! Følg med på banene i ${event.venue}.`,
  finished: `${event.title} ${event.year} er ferdigspilt – takk til alle lagene som var med! Programmet står her slik det ble spilt.`,
};

export interface PadelWorldCupPageProps {
  /** The moment the page describes the event from; now, unless a test says otherwise. */
  now?: Date;
}

/** /padel-world-cup: the company padel championship of October 2025, every figure from padel-event.ts. */
export function PadelWorldCupPage({ now }: PadelWorldCupPageProps = {}) {
  const [status] = useState(() => padelEventStatus(event, now ?? new Date()));
  const finished = status === 'finished';
  const firstDay = allDays[0];
  const lastDay = allDays.at(-1);

  return (
    <PageContainer className="flex flex-col gap-16 pt-4 sm:gap-24 sm:pt-8">
      <section
        aria-labelledby="padel-title"
        className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14"
      >
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-full border border-border bg-card px-3 py-1 text-sm font-semibold text-primary-text">
            Bedriftsmesterskap i padel
          </p>
          <h1
            id="padel-title"
            className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {event.title}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            Et bedriftsmesterskap der du og en kollega spiller sammen som lag. Gruppespill og finaler går over
            seks formiddager i oktober {event.year}, og alle nivåer er velkomne.
          </p>
          <ul className="flex flex-col gap-2 font-medium">
            {firstDay && lastDay ? (
              <li className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary-text" />
                {formatDayRange(firstDay, lastDay)}
              </li>
            ) : null}
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary-text" />
              Spilles hos {event.venue}
            </li>
          </ul>
          <div
            data-testid="padel-status"
            data-status={status}
            className="flex w-full max-w-xl gap-3 rounded-2xl border border-border bg-secondary p-4 text-secondary-foreground"
          >
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="text-pretty">{STATUS_NOTES[status]}</p>
          </div>
          <PadelSignUpLink finished={finished} />
        </div>
        <MarketingPicture
          image={MARKETING_IMAGES.padelHero}
          alt="Illustrasjon av en padelbane sett ovenfra, med to racketer og en ball"
          sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw"
          priority
          className="rounded-[2rem] border border-border"
        />
      </section>

      <section aria-labelledby="padel-facts-title" className="flex flex-col gap-8">
        <SectionHeading id="padel-facts-title" title="Mesterskapet i tall" />
        <PadelFacts event={event} />
      </section>

      <section aria-labelledby="padel-schedule-title" className="flex flex-col gap-8">
        <SectionHeading
          id="padel-schedule-title"
          title="Datoer og spilletider"
          lead="Velg den dagen og det tidspunktet som passer laget best når dere melder dere på."
        />
        <PadelSchedule event={event} />
      </section>

      <section aria-labelledby="padel-expect-title" className="flex flex-col gap-8">
        <SectionHeading id="padel-expect-title" title="Hva kan du forvente?" />
        <IconCardList items={EXPECTATIONS} labelledBy="padel-expect-title" columns={4} />
      </section>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-14">
        <section aria-labelledby="padel-signup-title" className="flex flex-col gap-4">
          <h2 id="padel-signup-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Påmelding
          </h2>
          <p className="text-pretty text-muted-foreground">
            Laget meldes på via tilbudet fra {event.venue}. Et lag består av {event.playersPerTeam} spillere,
            og prisen er {price} per person – {teamPrice} for hele laget. Hvert arrangement har plass til{' '}
            {event.teamsPerEvent} lag, så her gjelder førstemann til mølla.
          </p>
          <ol className="flex list-decimal flex-col gap-2 pl-6 marker:font-semibold">
            <li>Finn en kollega å spille med.</li>
            <li>Velg dag og tidspunkt fra programmet over.</li>
            <li>Meld på laget på påmeldingssiden. Den åpnes i en ny fane.</li>
          </ol>
          <PadelSignUpLink finished={finished} className="mt-2 self-start" />
        </section>
        <section
          aria-labelledby="padel-contact-title"
          className="flex flex-col gap-4 rounded-[2rem] bg-secondary p-6 text-secondary-foreground sm:p-10"
        >
          <h2 id="padel-contact-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Kontakt
          </h2>
          <p className="text-pretty">
            Spørsmål om mesterskapet, påmeldingen eller betalingen? Skriv til oss på{' '}
            <ContactEmailLink tone="secondary" />, så svarer vi så fort vi kan.
          </p>
        </section>
      </div>
    </PageContainer>
  );
}
