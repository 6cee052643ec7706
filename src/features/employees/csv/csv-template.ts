import { COLUMN_LABELS, CSV_COLUMNS } from './csv-columns.ts';

/**
 * A template to fill in: semicolons, as Norwegian Excel reads and saves CSV,
 * and a byte-order mark so Excel opens it as UTF-8 (æ, ø, å intact).
 */
export function employeeCsvTemplate(): string {
  const header = CSV_COLUMNS.map((column) => COLUMN_LABELS[column]).join(';');
  const example = ['kari.nordmann@bedrift.no', 'Kari', 'Nordmann', '+47 912 34 567', 'Ansatt'].join(';');
  return `\uFEFF${header}\r\n${example}\r\n`;
}

/** The template as a link target for a download (no object URL to revoke). */
export const employeeCsvTemplateHref = (): string =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(employeeCsvTemplate())}`;
