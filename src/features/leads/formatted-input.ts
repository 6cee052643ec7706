import type { ChangeEvent } from 'react';
import type { DeleteDirection, FormattedEdit } from './caret.ts';

export type EditFormatted = (raw: string, caret: number, direction: DeleteDirection) => FormattedEdit;

/**
 * Runs a reformatting edit inside an input's change event and writes the
 * result and the caret straight to the element, before React renders it:
 * the caret then stays put, even when the edit changes nothing (a letter
 * typed into the phone field). Returns the new text for the form's state.
 */
export function applyFormattedEdit(event: ChangeEvent<HTMLInputElement>, edit: EditFormatted): string {
  const input = event.currentTarget;
  const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
  const result = edit(
    input.value,
    input.selectionStart ?? input.value.length,
    inputType === 'deleteContentForward' ? 'forward' : 'backward',
  );
  if (input.value !== result.value) input.value = result.value;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(result.caret, result.caret);
  return result.value;
}
