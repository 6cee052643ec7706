// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OfferDayStats } from '../../src/features/analytics/api/offer-daily-stats.ts';
import { addDays, daysOf, lastDays, osloToday } from '../../src/features/analytics/period.ts';
import {
  dailySeries,
  offerSummaries,
  rowsInPeriod,
  rowsOfOffer,
  sumTotals,
} from '../../src/features/analytics/shaping.ts';
import { linePoints } from '../../src/features/analytics/components/TrendChart.tsx';

function row(offerId: string, day: string, counts: Partial<OfferDayStats> = {}): OfferDayStats {
  return {
    offer_id: offerId,
    offer_title: `Tilbud ${offerId}`,
    day,
    views: 0,
    code_reveals: 0,
    code_copies: 0,
    till_opens: 0,
    link_opens: 0,
    email_copies: 0,
    email_sends: 0,
    other_clicks: 0,
    distinct_users: null,
    ...counts,
  };
}

const ROWS = [
  row('a', '2026-11-20', { views: 5, code_reveals: 2, link_opens: 1, email_sends: 1 }),
  row('b', '2026-11-20', { views: 9, code_copies: 3 }),
  row('a', '2026-11-22', { views: 1, till_opens: 4, distinct_users: 3 }),
  row('b', '2026-10-01', { views: 100 }),
];

describe('periods in Oslo days', () => {
  it('takes today from the Oslo calendar, not UTC', () => {
    // 23:30 UTC on 24 November is already 25 November in Oslo.
    expect(osloToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(osloToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('counts the last N days including today, across month ends', () => {
    expect(lastDays(7, '2026-12-03')).toEqual({ from: '2026-11-27', to: '2026-12-03' });
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysOf(lastDays(30, '2026-11-25'))).toHaveLength(30);
  });
});

describe('shaping the rows for the screens', () => {
  const period = { from: '2026-11-19', to: '2026-11-22' };

  it('keeps the rows of the shown period only and sums them by kind', () => {
    const shown = rowsInPeriod(ROWS, period);
    expect(shown).toHaveLength(3);
    expect(sumTotals(shown)).toEqual({
      views: 15,
      codeReveals: 2,
      codeCopies: 3,
      tillOpens: 4,
      linkOpens: 1,
      emailCopies: 0,
      emailSends: 1,
      otherClicks: 0,
    });
  });

  it('draws one point per day, zero on days without events', () => {
    expect(dailySeries(rowsInPeriod(ROWS, period), period)).toEqual([
      { day: '2026-11-19', views: 0, codeReveals: 0, linkOpens: 0 },
      { day: '2026-11-20', views: 14, codeReveals: 2, linkOpens: 1 },
      { day: '2026-11-21', views: 0, codeReveals: 0, linkOpens: 0 },
      { day: '2026-11-22', views: 1, codeReveals: 0, linkOpens: 0 },
    ]);
  });

  it('ranks the best offers by views, then reveals, then link opens', () => {
    const ranked = offerSummaries([
      ...rowsInPeriod(ROWS, period),
      row('c', '2026-11-21', { views: 9, code_reveals: 1 }),
    ]);
    expect(ranked.map((offer) => [offer.offerId, offer.totals.views])).toEqual([
      ['c', 9],
      ['b', 9],
      ['a', 6],
    ]);
  });

  it("picks one offer's rows for its card", () => {
    expect(rowsOfOffer(ROWS, 'a').map((item) => item.day)).toEqual(['2026-11-20', '2026-11-22']);
  });
});

describe('the chart lines', () => {
  it('scale values into the box with the top for the largest and the bottom for zero', () => {
    expect(linePoints([0, 5, 10], 10, 104)).toBe('0.0,102.0 300.0,52.0 600.0,2.0');
  });

  it('stay flat at the bottom when nothing happened, and centre a single day', () => {
    expect(linePoints([0, 0], 0, 56)).toBe('0.0,54.0 600.0,54.0');
    expect(linePoints([3], 3, 56)).toBe('300.0,2.0');
  });
});
