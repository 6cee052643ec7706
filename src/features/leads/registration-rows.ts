/** The registration-number rows: there is always at least one, and rows are added after the last. */

export function addRegistrationRow(rows: readonly string[]): string[] {
  return [...rows, ''];
}

/** Removes a row unless it is the only one (the form always keeps a row to type into). */
export function removeRegistrationRow(rows: readonly string[], index: number): string[] {
  if (rows.length <= 1 || index < 0 || index >= rows.length) return [...rows];
  return rows.filter((_, position) => position !== index);
}

export function updateRegistrationRow(rows: readonly string[], index: number, value: string): string[] {
  return rows.map((row, position) => (position === index ? value : row));
}
