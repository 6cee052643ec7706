// Periods are Oslo calendar days, as the server groups events (Europe/Oslo).

export const PERIOD_CHOICES = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIOD_CHOICES)[number];

/** Cards always show the last 30 days. */
export const CARD_PERIOD_DAYS: PeriodDays = 30;
/** One query per screen fetches the longest choice; shorter periods are cut from it. */
export const FETCH_PERIOD_DAYS: PeriodDays = 90;

export interface StatsPeriod {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day (today in Oslo), inclusive. */
  to: string;
}

/** Today's date in Oslo, YYYY-MM-DD. */
export function osloToday(now: Date = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' });
}

/** The calendar day `days` after (or before, negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today: string): StatsPeriod {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Every day of the period, oldest first. */
export function daysOf(period: StatsPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}
