import { type DeleteDirection, type FormattedEdit, type IsSignificant, reformatEdit } from './caret.ts';

/** The car form's phone message (spec section 5), shown on blur and on submit. */
export const INVALID_PHONE_MESSAGE =
  'Ugyldig norsk telefonnummer. Bruk format: 123 45 678 eller +47 123 45 678';

/** Digits of a Norwegian number without its country code. */
const LOCAL_DIGITS = 8;
/** ITU-T E.164: no number has more digits, whatever the country. */
const MAX_INTERNATIONAL_DIGITS = 15;

/**
 * The phone rule of spec section 5: after removing spaces, hyphens and plus
 * signs, 47 followed by eight digits, or eight digits starting with 2 to 9
 * (Norwegian numbers never start with 0 or 1). Mirrors the server's check.
 */
export function isNorwegianPhone(value: string): boolean {
  const compact = value.replace(/[\s+-]/g, '');
  return /^47\d{8}$/.test(compact) || /^[2-9]\d{7}$/.test(compact);
}

/** "12345678" → "123 45 678", and shorter input grouped as far as it goes. */
function groupLocal(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, LOCAL_DIGITS)].filter(Boolean).join(' ');
}

/**
 * Formats a phone number while it is typed or pasted: groups of 3-2-3
 * digits, with the +47 prefix kept when the user typed it. Anything but
 * digits and a leading plus is dropped; digits beyond a full number are cut.
 * Ten digits starting with 47 and no plus are read as 47 plus a local number,
 * as the rule accepts them.
 */
export function formatPhone(raw: string): string {
  const hasPlus = raw.trimStart().startsWith('+');
  const digits = raw.replace(/\D/g, '');
  if (hasPlus) {
    if (!digits.startsWith('47')) {
      // Another country code (or "+4" on the way to "+47"): not ours to group.
      return `+${digits.slice(0, MAX_INTERNATIONAL_DIGITS)}`;
    }
    const local = digits.slice(2, 2 + LOCAL_DIGITS);
    return local ? `+47 ${groupLocal(local)}` : '+47';
  }
  if (digits.length > LOCAL_DIGITS && digits.startsWith('47')) {
    return `47 ${groupLocal(digits.slice(2, 2 + LOCAL_DIGITS))}`;
  }
  return groupLocal(digits.slice(0, LOCAL_DIGITS));
}

/** A digit, or the plus that opens the number. */
const isPhoneSignificant: IsSignificant = (text, index) => {
  const char = text.charAt(index);
  if (char >= '0' && char <= '9') return true;
  return char === '+' && text.slice(0, index).trim() === '';
};

/** One keystroke or paste in the phone field: the formatted text and where the caret goes. */
export function editPhone(
  previous: string,
  raw: string,
  caret: number,
  direction?: DeleteDirection,
): FormattedEdit {
  return reformatEdit(previous, raw, caret, formatPhone, isPhoneSignificant, direction);
}
