import type { IsoDay, PadelEvent, TimeSlot } from './padel-event.ts';

const OSLO = 'Europe/Oslo';

// nb-NO groups thousands with a no-break space and puts "kr" after: "1 000 kr" (U+00A0 both times).
const nok = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK', maximumFractionDigits: 0 });
// Calendar days are formatted in UTC, the zone they are parsed in, so no zone can shift them a day.
const weekdayDate = new Intl.DateTimeFormat('nb-NO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayRange = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const osloOffset = new Intl.DateTimeFormat('en-GB', { timeZone: OSLO, timeZoneName: 'longOffset' });

/** A whole-krone amount as Norwegians read it: 1000 -> "1 000 kr". */
export function formatNok(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a price in kroner: ${amount}`);
  return nok.format(amount);
}

/** What a whole team pays when everyone on it pays the price per person. */
export function teamPriceNok(event: Pick<PadelEvent, 'pricePerPersonNok' | 'playersPerTeam'>): number {
  return event.pricePerPersonNok * event.playersPerTeam;
}

/** Midnight UTC of a real calendar day; a malformed or impossible day ('2025-02-30') throws. */
export function parseIsoDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (date === null || date.toISOString().slice(0, 10) !== day)
    throw new RangeError(`Not a calendar day: ${day}`);
  return date;
}

/** "mandag 13. oktober 2025". */
export function formatEventDay(day: IsoDay): string {
  return weekdayDate.format(parseIsoDay(day));
}

/** "13.–30. oktober 2025". */
export function formatDayRange(first: IsoDay, last: IsoDay): string {
  return dayRange.formatRange(parseIsoDay(first), parseIsoDay(last));
}

function assertSlot({ startHour, endHour }: TimeSlot): void {
  const hour = (value: number) => Number.isInteger(value) && value >= 0 && value <= 24;
  if (!hour(startHour) || !hour(endHour) || endHour <= startHour) {
    throw new RangeError(`Not a time slot: ${startHour}-${endHour}`);
  }
}

/** "kl. 08–10": hours with two digits and an en dash, the way Norwegian schedules write them. */
export function formatTimeSlot(slot: TimeSlot): string {
  assertSlot(slot);
  const two = (value: number) => String(value).padStart(2, '0');
  return `kl. ${two(slot.startHour)}–${two(slot.endHour)}`;
}

/** Minutes Norway is ahead of UTC at an instant: 120 in summer time, 60 in winter. */
function osloOffsetMinutes(at: Date): number {
  const name = osloOffset.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a Norwegian wall-clock hour begins on a day. The event's days
 * straddle the end of summer time (26 October 2025), so the offset is looked
 * up per day rather than assumed. (Exact for daytime hours; the hour the clocks
 * change at night is never a slot.)
 */
export function osloInstant(day: IsoDay, hour: number): Date {
  const midnightUtc = parseIsoDay(day).getTime();
  const guess = midnightUtc + hour * 3_600_000;
  return new Date(guess - osloOffsetMinutes(new Date(guess)) * 60_000);
}

export type PadelEventStatus = 'upcoming' | 'ongoing' | 'finished';

/** Before the first slot of the first day, from then until the last slot of the last day ends, or after. */
export function padelEventStatus(
  event: Pick<PadelEvent, 'stages' | 'timeSlots'>,
  now: Date,
): PadelEventStatus {
  if (Number.isNaN(now.getTime())) throw new RangeError('Not a point in time');
  // ISO days sort as text; flatMap made a fresh array, so sorting it in place is safe.
  const days = event.stages.flatMap((stage) => stage.days).sort();
  const firstDay = days[0];
  const lastDay = days.at(-1);
  if (firstDay === undefined || lastDay === undefined || event.timeSlots.length === 0) {
    throw new RangeError('An event needs at least one day and one time slot');
  }
  event.timeSlots.forEach(assertSlot);
  const firstHour = Math.min(...event.timeSlots.map((slot) => slot.startHour));
  const lastHour = Math.max(...event.timeSlots.map((slot) => slot.endHour));
  if (now < osloInstant(firstDay, firstHour)) return 'upcoming';
  if (now < osloInstant(lastDay, lastHour)) return 'ongoing';
  return 'finished';
}
