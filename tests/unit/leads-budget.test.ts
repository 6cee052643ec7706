// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editBudget, formatBudget, parseBudget } from '../../src/features/leads/budget.ts';

// nb-NO groups thousands and separates "kr" with no-break spaces.
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('formatBudget', () => {
  it.each([
    [0, ''],
    [5, '5 kr'],
    [250_000, '250 000 kr'],
    [1_250_000, '1 250 000 kr'],
    [999_999_999_999, '999 999 999 999 kr'],
  ])('shows %d as "%s"', (amount, expected) => {
    expect(formatBudget(amount)).toBe(nbsp(expected));
  });

  it('shows no decimals', () => {
    expect(formatBudget(1234)).not.toMatch(/[,.]\d/);
  });
});

describe('parseBudget', () => {
  it.each([
    ['', 0],
    ['kr', 0],
    ['250000', 250_000],
    [nbsp('250 000 kr'), 250_000],
    ['250.000,50', 25_000_050],
    ['-500', 500],
    ['abc12def3', 123],
    ['007', 7],
    ['1234567890123456', 123_456_789_012],
  ])('reads "%s" as %d', (text, expected) => {
    expect(parseBudget(text)).toBe(expected);
  });
});

describe('editBudget', () => {
  it('formats digits typed one by one and keeps the caret before "kr"', () => {
    let amount = 0;
    let shown = '';
    for (const digit of '250000') {
      const raw = shown.slice(0, shown.length - 3) + digit + shown.slice(shown.length - 3);
      const caret = shown === '' ? 1 : shown.length - 3 + 1;
      const edit = editBudget(amount, shown === '' ? digit : raw, caret);
      amount = edit.amount;
      shown = edit.value;
      expect(edit.caret).toBe(shown.length - 3);
    }
    expect(amount).toBe(250_000);
    expect(shown).toBe(nbsp('250 000 kr'));
  });

  it('ignores letters', () => {
    const edit = editBudget(500, nbsp('5a00 kr'), 2);
    expect(edit).toMatchObject({ amount: 500, value: nbsp('500 kr'), caret: 1 });
  });

  it('empties the field when the last digit is deleted', () => {
    expect(editBudget(5, nbsp(' kr'), 0)).toEqual({ amount: 0, value: '', caret: 0 });
  });

  it('deletes a digit when backspace only removes "r" of "kr"', () => {
    const edit = editBudget(250_000, nbsp('250 000 k'), 9, 'backward');
    expect(edit).toEqual({ amount: 25_000, value: nbsp('25 000 kr'), caret: 6 });
  });

  it('deletes the digit before a group space when backspace removes the space', () => {
    const edit = editBudget(250_000, nbsp('250000 kr'), 3, 'backward');
    expect(edit).toEqual({ amount: 25_000, value: nbsp('25 000 kr'), caret: 2 });
  });
});
