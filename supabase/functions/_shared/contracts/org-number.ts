/**
 * Norwegian organisation numbers (Enhetsregisteret): nine digits whose last
 * digit is a mod-11 check digit over the first eight with weights
 * 3, 2, 7, 6, 5, 4, 3, 2. Remainder 0 gives check digit 0; remainder 1 gives
 * no valid check digit, so such numbers are never assigned; otherwise the
 * check digit is 11 minus the remainder. The functions refuse a number that
 * fails it, so the app's forms (leads, registration) say so before sending.
 */

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** People write numbers as "914 563 720"; only the digits count. */
export function normalizeOrgNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The check digit for the first eight digits, or null when none exists (remainder 1). */
export function orgNumberCheckDigit(firstEight: string): number | null {
  if (!/^\d{8}$/.test(firstEight)) return null;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstEight[index]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

/** True for nine digits (spaces ignored) with a correct mod-11 check digit. */
export function isValidOrgNumber(value: string): boolean {
  const digits = normalizeOrgNumber(value);
  if (!/^\d{9}$/.test(digits)) return false;
  return orgNumberCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/** "914563720" → "914 563 720", as the registry prints them; anything else as given. */
export function formatOrgNumber(value: string): string {
  const digits = normalizeOrgNumber(value);
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : value;
}
