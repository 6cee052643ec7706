import { CalendarDays, Clock } from 'lucide-react';
import type { PadelEvent } from '../padel-event.ts';
import { formatEventDay, formatTimeSlot } from '../padel-format.ts';

const card = 'flex flex-col gap-4 rounded-2xl border border-border bg-card p-6';

/** The stages with their days, and the time slots every day is played in. */
export function PadelSchedule({ event }: { event: PadelEvent }) {
  return (
    <div className="grid gap-4 md:grid-cols-3 md:gap-6">
      {event.stages.map((stage) => (
        <div key={stage.name} className={card}>
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <CalendarDays aria-hidden="true" className="size-5 text-primary-text" />
            {stage.name}
          </h3>
          <ul className="flex flex-col gap-2">
            {stage.days.map((day) => (
              <li key={day} className="rounded-xl bg-muted px-4 py-2.5 font-medium first-letter:uppercase">
                <time dateTime={day}>{formatEventDay(day)}</time>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className={card}>
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <Clock aria-hidden="true" className="size-5 text-primary-text" />
          Spilletider
        </h3>
        <ul className="flex flex-col gap-2">
          {event.timeSlots.map((slot) => (
            <li key={slot.startHour} className="rounded-xl bg-muted px-4 py-2.5 font-medium">
              {formatTimeSlot(slot)}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">De samme tidene gjelder alle spilledagene, norsk tid.</p>
      </div>
    </div>
  );
}
