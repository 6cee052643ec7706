import { type DeleteDirection, type IsSignificant, reformatEdit } from './caret.ts';

/** Twelve digits: just under a trillion kroner, and still an exact number in JSON. */
const MAX_BUDGET_DIGITS = 12;

const NOK = new Intl.NumberFormat('nb-NO', {
  style: 'currency',
  currency: 'NOK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole kroner as nb-NO shows them ("250 000 kr", with no-break spaces); empty for 0, the empty field. */
export function formatBudget(amount: number): string {
  return amount > 0 ? NOK.format(amount) : '';
}

/** The amount in what was typed: its digits only (anything else is ignored), 0 when there are none. */
export function parseBudget(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, MAX_BUDGET_DIGITS);
  return digits === '' ? 0 : Number(digits);
}

const isDigit: IsSignificant = (text, index) => {
  const char = text.charAt(index);
  return char >= '0' && char <= '9';
};

export interface BudgetEdit {
  amount: number;
  value: string;
  caret: number;
}

/** One keystroke or paste in the budget field: the new amount, its text and where the caret goes. */
export function editBudget(
  previousAmount: number,
  raw: string,
  caret: number,
  direction?: DeleteDirection,
): BudgetEdit {
  const edit = reformatEdit(
    formatBudget(previousAmount),
    raw,
    caret,
    (text) => formatBudget(parseBudget(text)),
    isDigit,
    direction,
  );
  return { amount: parseBudget(edit.value), ...edit };
}
