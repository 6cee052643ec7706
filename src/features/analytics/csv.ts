import type { OfferDayStats } from './api/offer-daily-stats.ts';
import type { StatsPeriod } from './period.ts';

// 'Last ned CSV': the shown period per offer and day. Semicolons and a byte
// order mark, so Excel with Norwegian settings opens it in columns with æøå
// intact; plain digits, so the figures stay numbers in any spreadsheet.

const HEADER = [
  'Dato',
  'Tilbud',
  'Tilbud-ID',
  'Visninger',
  'Kode vist',
  'Kode kopiert',
  'Vist i kassen',
  'Lenke åpnet',
  'E-post kopiert',
  'E-post sendt',
  'Andre klikk',
  'Unike brukere',
];

// OWASP's CSV injection list (= + - @ Tab CR), plus LF and the full-width
// forms (＝＋－＠) that some spreadsheets fold to their ASCII twins, also after
// leading blanks, which spreadsheets trim before they parse a formula.
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // A cell a spreadsheet would run as a formula is quoted as text.
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function statsCsv(rows: readonly OfferDayStats[]): string {
  const sorted = [...rows].sort(
    (a, b) => a.day.localeCompare(b.day) || a.offer_title.localeCompare(b.offer_title, 'nb'),
  );
  const lines = sorted.map((row) =>
    [
      row.day,
      row.offer_title,
      row.offer_id,
      row.views,
      row.code_reveals,
      row.code_copies,
      row.till_opens,
      row.link_opens,
      row.email_copies,
      row.email_sends,
      row.other_clicks,
      row.distinct_users,
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[HEADER.join(';'), ...lines].join('\r\n')}\r\n`;
}

export function statsCsvFileName(scope: string, period: StatsPeriod): string {
  return `statistikk-${scope}-${period.from}-${period.to}.csv`;
}

/** Hands the file to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
