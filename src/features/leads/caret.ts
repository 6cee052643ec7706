/**
 * Keeps the caret where the user meant it while an input reformats its own
 * text (phone groups, currency): the caret is tracked by how many
 * significant characters (digits, a leading plus) stand before it, since
 * the separators around them come and go.
 */

/** Whether the character at `index` of `text` carries meaning (a separator does not). */
export type IsSignificant = (text: string, index: number) => boolean;

export interface FormattedEdit {
  value: string;
  caret: number;
}

export type DeleteDirection = 'backward' | 'forward';

function significantText(text: string, isSignificant: IsSignificant): string {
  let kept = '';
  for (let index = 0; index < text.length; index++) {
    if (isSignificant(text, index)) kept += text.charAt(index);
  }
  return kept;
}

export function countSignificantBefore(text: string, end: number, isSignificant: IsSignificant): number {
  let count = 0;
  for (let index = 0; index < Math.min(end, text.length); index++) {
    if (isSignificant(text, index)) count++;
  }
  return count;
}

/** The position just after the `count`-th significant character (0 for none; the last one if there are fewer). */
export function caretAfterSignificant(text: string, count: number, isSignificant: IsSignificant): number {
  if (count <= 0) return 0;
  let seen = 0;
  let last = 0;
  for (let index = 0; index < text.length; index++) {
    if (!isSignificant(text, index)) continue;
    seen++;
    last = index + 1;
    if (seen === count) return last;
  }
  return last;
}

/**
 * Applies what the browser did to the input (`raw`, with the caret at
 * `caret`) and formats the result. Deleting only a separator would change
 * nothing once reformatted, and the caret would seem stuck, so the
 * significant character next to it is deleted instead.
 */
export function reformatEdit(
  previous: string,
  raw: string,
  caret: number,
  format: (text: string) => string,
  isSignificant: IsSignificant,
  direction: DeleteDirection = 'backward',
): FormattedEdit {
  let text = raw;
  let at = Math.max(0, Math.min(caret, raw.length));
  const onlySeparatorDeleted =
    raw.length < previous.length &&
    significantText(raw, isSignificant) === significantText(previous, isSignificant);
  if (onlySeparatorDeleted) {
    const index =
      direction === 'backward'
        ? lastSignificantBefore(raw, at, isSignificant)
        : firstSignificantFrom(raw, at, isSignificant);
    if (index !== -1) {
      text = raw.slice(0, index) + raw.slice(index + 1);
      at = index;
    }
  }
  const count = countSignificantBefore(text, at, isSignificant);
  const value = format(text);
  return { value, caret: caretAfterSignificant(value, count, isSignificant) };
}

function lastSignificantBefore(text: string, end: number, isSignificant: IsSignificant): number {
  for (let index = end - 1; index >= 0; index--) if (isSignificant(text, index)) return index;
  return -1;
}

function firstSignificantFrom(text: string, start: number, isSignificant: IsSignificant): number {
  for (let index = start; index < text.length; index++) if (isSignificant(text, index)) return index;
  return -1;
}
