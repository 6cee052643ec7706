import Papa from 'papaparse';
import { CSV_COLUMNS, REQUIRED_COLUMNS, columnForHeader, type CsvColumn } from './csv-columns.ts';

/** The most rows one import takes: beyond that, an HR system's own import is the better tool. */
export const MAX_IMPORT_ROWS = 500;

/** One data row as the file has it, cells trimmed, with its line in the file. */
export interface CsvRecord {
  line: number;
  cells: Record<CsvColumn, string>;
}

export type ParsedCsv =
  | { ok: true; records: CsvRecord[] }
  | {
      ok: false;
      reason: 'empty' | 'missing_columns' | 'too_many_rows' | 'unreadable';
      missing?: CsvColumn[];
    };

/**
 * A CSV file's text as employee records: semicolon (what Norwegian Excel
 * saves) or comma separated, UTF-8 with or without a byte-order mark, a
 * header row in Norwegian or English. Blank lines are skipped; line numbers
 * count from the header's line 1, as a spreadsheet shows them.
 */
export function parseEmployeeCsv(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: false,
  });
  const rows = result.data;
  const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');
  const headerIndex = rows.findIndex((row) => !isBlank(row));
  const header = rows[headerIndex];
  if (!header) return { ok: false, reason: 'empty' };
  if (result.errors.some((error) => error.type === 'Quotes')) return { ok: false, reason: 'unreadable' };

  const positions = new Map<CsvColumn, number>();
  header.forEach((cell, index) => {
    const column = columnForHeader(cell);
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) return { ok: false, reason: 'missing_columns', missing };

  const records: CsvRecord[] = [];
  rows.forEach((row, index) => {
    if (index <= headerIndex || isBlank(row)) return;
    const cells = Object.fromEntries(
      CSV_COLUMNS.map((column) => {
        const position = positions.get(column);
        return [column, position === undefined ? '' : (row[position] ?? '').trim()];
      }),
    ) as Record<CsvColumn, string>;
    records.push({ line: index + 1, cells });
  });
  if (records.length === 0) return { ok: false, reason: 'empty' };
  if (records.length > MAX_IMPORT_ROWS) return { ok: false, reason: 'too_many_rows' };
  return { ok: true, records };
}
