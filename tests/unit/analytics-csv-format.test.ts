// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OfferDayStats } from '../../src/features/analytics/api/offer-daily-stats.ts';
import { OfferDayStatsSchema } from '../../src/features/analytics/api/offer-daily-stats.ts';
import { statsCsv, statsCsvFileName } from '../../src/features/analytics/csv.ts';
import {
  formatCount,
  formatOptionalCount,
  formatPeriod,
  formatShortDay,
} from '../../src/features/analytics/format.ts';

const base: OfferDayStats = {
  offer_id: '0ffe0000-0000-4000-8000-000000000028',
  offer_title: '25 % på skiutstyr',
  day: '2026-11-20',
  views: 1234,
  code_reveals: 5,
  code_copies: 2,
  till_opens: 1,
  link_opens: 3,
  email_copies: 0,
  email_sends: 1,
  other_clicks: 0,
  distinct_users: null,
};

describe('nb-NO formats', () => {
  it('groups thousands with a no-break space and shows a withheld figure as a dash', () => {
    expect(formatCount(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatCount(0)).toBe('0');
    expect(formatOptionalCount(null)).toBe('–');
    expect(formatOptionalCount(12)).toBe('12');
  });

  it('writes days the Norwegian way', () => {
    expect(formatShortDay('2026-11-05')).toBe('5. nov.');
    expect(formatPeriod('2026-10-27', '2026-11-25')).toBe('27. okt. – 25. nov.');
  });
});

describe("'Last ned CSV'", () => {
  it('writes one line per offer and day, by day then title, for Excel with Norwegian settings', () => {
    const csv = statsCsv([
      { ...base, day: '2026-11-21', offer_title: 'Sykkelservice', distinct_users: 4 },
      base,
      { ...base, offer_title: 'Arbeidsklær' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Dato;Tilbud;Tilbud-ID;Visninger;Kode vist;Kode kopiert;Vist i kassen;Lenke åpnet;E-post kopiert;E-post sendt;Andre klikk;Unike brukere',
    );
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 2).join(';'))).toEqual([
      '2026-11-20;25 % på skiutstyr',
      '2026-11-20;Arbeidsklær',
      '2026-11-21;Sykkelservice',
    ]);
    // Plain digits; a withheld distinct-user figure is an empty cell.
    expect(lines[1]).toBe(
      '2026-11-20;25 % på skiutstyr;0ffe0000-0000-4000-8000-000000000028;1234;5;2;1;3;0;1;0;',
    );
    expect(lines[3]?.endsWith(';4')).toBe(true);
  });

  it('quotes separators and quotes, and defuses a title a spreadsheet would run as a formula', () => {
    const csv = statsCsv([
      { ...base, offer_title: 'Ski; "billig"' },
      { ...base, offer_title: '=HYPERLINK("http://evil")' },
    ]);
    expect(csv).toContain(';"Ski; ""billig""";');
    expect(csv).toContain(`;"'=HYPERLINK(""http://evil"")";`);
  });

  it("defuses every leading character on OWASP's list, and their full-width forms", () => {
    const titles = [
      '\t=HYPERLINK("http://evil")',
      '\r=1+1',
      '\n=1+1',
      '+1+1',
      '-1+1',
      '@SUM(A1)',
      '\uFF1D1+1',
      '\uFF0B1+1',
      '\uFF0D1+1',
      '\uFF201+1',
      ' =1+1',
    ];
    const cells = titles.map((title) => {
      const line = statsCsv([{ ...base, offer_title: title }])
        .slice(1)
        .split('\r\n')
        .slice(1)
        .join('\r\n');
      const after = line.slice('2026-11-20;'.length);
      return after.slice(0, after.indexOf(';0ffe'));
    });
    expect(cells).toEqual(titles.map((title) => `"'${title.replaceAll('"', '""')}"`));
  });

  it('leaves ordinary titles as they are', () => {
    const csv = statsCsv([{ ...base, offer_title: '20 % – alle sko' }]);
    expect(csv).toContain(';20 % – alle sko;');
  });

  it('names the file after the scope and the shown period', () => {
    expect(statsCsvFileName('bedrift', { from: '2026-10-27', to: '2026-11-25' })).toBe(
      'statistikk-bedrift-2026-10-27-2026-11-25.csv',
    );
  });
});

describe('the rows from the server', () => {
  it('are parsed strictly: a per-user column never survives, a bad count is refused', () => {
    const parsed = OfferDayStatsSchema.parse({ ...base, user_id: 'someone' });
    expect(parsed).not.toHaveProperty('user_id');
    expect(OfferDayStatsSchema.safeParse({ ...base, views: -1 }).success).toBe(false);
    expect(OfferDayStatsSchema.safeParse({ ...base, day: '20.11.2026' }).success).toBe(false);
  });
});
