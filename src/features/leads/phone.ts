import { type DeleteDirection, type FormattedEdit, type IsSignificant, reformatEdit } from './caret.ts';

// The rule itself, isNorwegianPhone, is the server's: @contracts/norwegian-phone.ts.

/** Digits of a Norwegian number without its country code. */
const LOCAL_DIGITS = 8;
/** ITU-T E.164: no number has more digits, whatever the country. */
const MAX_INTERNATIONAL_DIGITS = 15;

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
