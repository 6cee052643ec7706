// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editPhone, formatPhone } from '../../src/features/leads/phone.ts';
import {
  INVALID_PHONE_MESSAGE,
  isNorwegianPhone,
} from '../../supabase/functions/_shared/contracts/norwegian-phone.ts';

/** Types `text` one character at a time at the end of the field, as a user would. */
function typeSequence(text: string): string[] {
  const shown: string[] = [];
  let value = '';
  for (const char of text) {
    const raw = value + char;
    value = editPhone(value, raw, raw.length).value;
    shown.push(value);
  }
  return shown;
}

describe('formatPhone', () => {
  it.each([
    ['an empty field', '', ''],
    ['eight digits', '12345678', '123 45 678'],
    ['a partial number', '12345', '123 45'],
    ['the +47 prefix, kept', '+4712345678', '+47 123 45 678'],
    ['+47 with its own spacing', '+47 12 34 56 78', '+47 123 45 678'],
    ['a pasted number with hyphens', '123-45-678', '123 45 678'],
    ['a pasted +47 number with hyphens', '+47-123-45-678', '+47 123 45 678'],
    ['letters and brackets, dropped', 'tlf (987) 65 432', '987 65 432'],
    ['a ninth digit, cut', '123456789', '123 45 678'],
    ['digits beyond +47 and eight, cut', '+47123456789999', '+47 123 45 678'],
    ['ten digits starting with 47 and no plus', '4712345678', '47 123 45 678'],
    ['eleven digits starting with 47, cut to ten', '47123456789', '47 123 45 678'],
    ['a plus alone', '+', '+'],
    ['a plus that is not leading, dropped', '123+45', '123 45'],
    ['leading spaces before the plus', '  +47 98', '+47 98'],
    ['another country code, left ungrouped', '+4687654321', '+4687654321'],
  ])('formats %s: "%s" → "%s"', (_what, raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it('groups 3-2-3 while a local number is typed', () => {
    expect(typeSequence('98765432')).toEqual([
      '9',
      '98',
      '987',
      '987 6',
      '987 65',
      '987 65 4',
      '987 65 43',
      '987 65 432',
    ]);
  });

  it('keeps +47 while a number with the country code is typed', () => {
    expect(typeSequence('+4798765432')).toEqual([
      '+',
      '+4',
      '+47',
      '+47 9',
      '+47 98',
      '+47 987',
      '+47 987 6',
      '+47 987 65',
      '+47 987 65 4',
      '+47 987 65 43',
      '+47 987 65 432',
    ]);
  });

  it('ignores a typed space and a ninth digit', () => {
    expect(typeSequence('987 654321')).toEqual([
      '9',
      '98',
      '987',
      '987',
      '987 6',
      '987 65',
      '987 65 4',
      '987 65 43',
      '987 65 432',
      '987 65 432',
    ]);
  });
});

describe('editPhone caret', () => {
  it('keeps the caret after the digit typed in the middle', () => {
    // "987 65 432" with "1" typed after "98": "9816 54 32" before formatting.
    const edit = editPhone('987 65 432', '9817 65 432', 3);
    expect(edit.value).toBe('981 76 543');
    expect(edit.caret).toBe(3);
  });

  it('moves the caret past a space the formatting inserts', () => {
    const edit = editPhone('987', '9876', 4);
    expect(edit).toEqual({ value: '987 6', caret: 5 });
  });

  it('deletes the digit before a space when backspace removes only the space', () => {
    // Caret after "987 ", backspace removes the space.
    const edit = editPhone('987 65 432', '98765 432', 3, 'backward');
    expect(edit).toEqual({ value: '986 54 32', caret: 2 });
  });

  it('deletes the digit after a space when Delete removes only the space', () => {
    const edit = editPhone('987 65 432', '98765 432', 3, 'forward');
    expect(edit).toEqual({ value: '987 54 32', caret: 3 });
  });

  it('keeps the caret in place when a letter is typed', () => {
    expect(editPhone('987 65', '98x7 65', 3)).toEqual({ value: '987 65', caret: 2 });
  });
});

describe('isNorwegianPhone', () => {
  it.each([
    ['eight digits starting with 9', '98765432'],
    ['eight digits starting with 2', '22334455'],
    ['grouped 3-2-3', '987 65 432'],
    ['with +47', '+47 987 65 432'],
    ['47 followed by eight digits, no plus', '4712345678'],
    ['47 and eight digits starting with 1 (the country code makes it whole)', '+47 123 45 678'],
    ['with hyphens', '987-65-432'],
    ['eight digits starting with 47 (a mobile number)', '47123456'],
  ])('accepts %s: "%s"', (_what, value) => {
    expect(isNorwegianPhone(value)).toBe(true);
  });

  it.each([
    ['eight digits starting with 1', '12345678'],
    ['eight digits starting with 0', '01234567'],
    ['seven digits', '9876543'],
    ['nine digits', '987654321'],
    ['47 and seven digits', '+47 987 65 43'],
    ['47 and nine digits', '+47 987 65 4321'],
    ['another country code', '+46 987 65 432'],
    ['letters', '98x65432'],
    ['a dot as separator', '987.65.432'],
    ['empty', ''],
  ])('rejects %s: "%s"', (_what, value) => {
    expect(isNorwegianPhone(value)).toBe(false);
  });

  it('has the exact message of the spec', () => {
    expect(INVALID_PHONE_MESSAGE).toBe(
      'Ugyldig norsk telefonnummer. Bruk format: 123 45 678 eller +47 123 45 678',
    );
  });
});
