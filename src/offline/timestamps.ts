// Postgres timestamps carry microseconds ("2025-11-21T12:00:00.123456+00:00"),
// which Date drops, and trims trailing zeros, so neither Date.parse nor plain
// string order compares them reliably. This keeps all six digits.
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6})\d*)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** [epoch seconds, microseconds] of a timestamp, or null when it is not one. */
function instant(value: string): [number, number] | null {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, date, time, fraction = '', zone = 'Z'] = match;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : normaliseOffset(zone);
  const millis = Date.parse(`${date ?? ''}T${time ?? ''}${offset}`);
  if (Number.isNaN(millis)) return null;
  return [millis / 1000, Number(fraction.padEnd(6, '0'))];
}

function normaliseOffset(zone: string): string {
  const digits = zone.slice(1).replace(':', '');
  return `${zone.charAt(0)}${digits.slice(0, 2)}:${digits.slice(2, 4).padEnd(2, '0')}`;
}

/** Negative, zero or positive as `a` is before, at or after `b`. */
export function compareTimestamps(a: string, b: string): number {
  const left = instant(a);
  const right = instant(b);
  if (!left || !right) return a < b ? -1 : a > b ? 1 : 0;
  return left[0] - right[0] || left[1] - right[1];
}
