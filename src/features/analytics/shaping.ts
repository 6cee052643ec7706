import type { OfferDayStats } from './api/offer-daily-stats.ts';
import { daysOf, type StatsPeriod } from './period.ts';

// Pure shaping of the server's rows (offer x day) into what the screens draw:
// totals, a zero-filled series per day, and per-offer sums.

export interface EventTotals {
  views: number;
  codeReveals: number;
  codeCopies: number;
  tillOpens: number;
  linkOpens: number;
  emailCopies: number;
  emailSends: number;
  otherClicks: number;
}

export const EMPTY_TOTALS: EventTotals = {
  views: 0,
  codeReveals: 0,
  codeCopies: 0,
  tillOpens: 0,
  linkOpens: 0,
  emailCopies: 0,
  emailSends: 0,
  otherClicks: 0,
};

function totalsOf(row: OfferDayStats): EventTotals {
  return {
    views: row.views,
    codeReveals: row.code_reveals,
    codeCopies: row.code_copies,
    tillOpens: row.till_opens,
    linkOpens: row.link_opens,
    emailCopies: row.email_copies,
    emailSends: row.email_sends,
    otherClicks: row.other_clicks,
  };
}

function add(a: EventTotals, b: EventTotals): EventTotals {
  return {
    views: a.views + b.views,
    codeReveals: a.codeReveals + b.codeReveals,
    codeCopies: a.codeCopies + b.codeCopies,
    tillOpens: a.tillOpens + b.tillOpens,
    linkOpens: a.linkOpens + b.linkOpens,
    emailCopies: a.emailCopies + b.emailCopies,
    emailSends: a.emailSends + b.emailSends,
    otherClicks: a.otherClicks + b.otherClicks,
  };
}

export function rowsInPeriod(rows: readonly OfferDayStats[], period: StatsPeriod): OfferDayStats[] {
  return rows.filter((row) => row.day >= period.from && row.day <= period.to);
}

export function sumTotals(rows: readonly OfferDayStats[]): EventTotals {
  return rows.reduce((sum, row) => add(sum, totalsOf(row)), EMPTY_TOTALS);
}

/** The three figures a chart draws per day. */
export interface DayPoint {
  day: string;
  views: number;
  codeReveals: number;
  linkOpens: number;
}

/** One point per day of the period (days without events are zeros), oldest first. */
export function dailySeries(rows: readonly OfferDayStats[], period: StatsPeriod): DayPoint[] {
  const byDay = new Map<string, DayPoint>();
  for (const day of daysOf(period)) byDay.set(day, { day, views: 0, codeReveals: 0, linkOpens: 0 });
  for (const row of rows) {
    const point = byDay.get(row.day);
    if (!point) continue;
    point.views += row.views;
    point.codeReveals += row.code_reveals;
    point.linkOpens += row.link_opens;
  }
  return [...byDay.values()];
}

export interface OfferSummary {
  offerId: string;
  title: string;
  totals: EventTotals;
}

/** Per-offer sums, the most used first: by views, then code reveals, then link opens, then title. */
export function offerSummaries(rows: readonly OfferDayStats[]): OfferSummary[] {
  const byOffer = new Map<string, OfferSummary>();
  for (const row of rows) {
    const current = byOffer.get(row.offer_id);
    byOffer.set(row.offer_id, {
      offerId: row.offer_id,
      title: row.offer_title,
      totals: add(current?.totals ?? EMPTY_TOTALS, totalsOf(row)),
    });
  }
  return [...byOffer.values()].sort(
    (a, b) =>
      b.totals.views - a.totals.views ||
      b.totals.codeReveals - a.totals.codeReveals ||
      b.totals.linkOpens - a.totals.linkOpens ||
      a.title.localeCompare(b.title, 'nb'),
  );
}

export function rowsOfOffer(rows: readonly OfferDayStats[], offerId: string): OfferDayStats[] {
  return rows.filter((row) => row.offer_id === offerId);
}
