import { Banknote, Shuffle, Timer, UserRound, Users, type LucideIcon } from 'lucide-react';
import type { PadelEvent } from '../padel-event.ts';
import { formatNok, teamPriceNok } from '../padel-format.ts';

interface Fact {
  icon: LucideIcon;
  label: string;
  value: string;
  detail: string;
}

function factsOf(event: PadelEvent): Fact[] {
  return [
    {
      icon: Banknote,
      label: 'Pris',
      value: formatNok(event.pricePerPersonNok),
      detail: `per person (${formatNok(teamPriceNok(event))} per lag)`,
    },
    { icon: Users, label: 'Lag', value: `${event.teamsPerEvent} lag`, detail: 'per arrangement' },
    { icon: UserRound, label: 'Spillere', value: `${event.playersPerTeam} spillere`, detail: 'per lag' },
    { icon: Timer, label: 'Spilletid', value: `${event.hoursOfPlay} timer`, detail: 'med spill' },
    { icon: Shuffle, label: 'Format', value: event.format, detail: 'nye motstandere hele veien' },
  ];
}

/** The championship's figures as a description list: label, figure, and what it counts. */
export function PadelFacts({ event }: { event: PadelEvent }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
      {factsOf(event).map(({ icon: Icon, label, value, detail }) => (
        <div
          key={label}
          className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 last:col-span-2 sm:p-5 md:last:col-span-1"
        >
          <dt className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <Icon aria-hidden="true" className="size-4 text-primary-text" />
            {label}
          </dt>
          <dd className="flex flex-col gap-0.5">
            <span className="text-xl font-bold tracking-tight sm:text-2xl">{value}</span>
            <span className="text-sm text-muted-foreground">{detail}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
