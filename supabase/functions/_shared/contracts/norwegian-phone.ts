/**
 * The car form's phone rule (spec section 5): after removing spaces, hyphens
 * and plus signs, the number is 47 followed by eight digits, or eight digits
 * starting with 2 to 9 (Norwegian numbers never start with 0 or 1).
 */
export function isNorwegianPhone(value: string): boolean {
  const compact = value.replace(/[\s+-]/g, '');
  return /^47\d{8}$/.test(compact) || /^[2-9]\d{7}$/.test(compact);
}

/** Shown next to the car form's phone field (on blur and on submit) and returned by the function. */
export const INVALID_PHONE_MESSAGE =
  'Ugyldig norsk telefonnummer. Bruk format: 123 45 678 eller +47 123 45 678';
