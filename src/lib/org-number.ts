/**
 * Norwegian organisation numbers: nine digits, the last a mod-11 check digit
 * over the first eight (weights 3 2 7 6 5 4 3 2). The server refuses a lead
 * whose number fails it, so forms (leads, registration) say so before sending.
 */

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** People write "914 563 720"; only the digits count. */
export function normalizeOrgNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidOrgNumber(value: string): boolean {
  const digits = normalizeOrgNumber(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === Number(digits[8]);
}

/** "914563720" → "914 563 720", as the registry prints them. */
export function formatOrgNumber(value: string): string {
  const digits = normalizeOrgNumber(value);
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : value;
}
