import { act } from 'react';

// Finding and driving form controls the way a user and a screen reader do,
// for the React tests of the lead forms (react-dom/client + act, jsdom).

/** The input a visible label names (its star and "(valgfritt)" aside). */
export function fieldIn(container: HTMLElement, name: string): HTMLInputElement {
  const label = Array.from(container.querySelectorAll('label')).find(
    (candidate) => candidate.textContent.replace('*', '').replace('(valgfritt)', '').trim() === name,
  );
  const input = label ? document.getElementById(label.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${name}`);
  return input;
}

/** The button named by its aria-label or, without one, its text. */
export function buttonIn(container: HTMLElement, name: string): HTMLButtonElement {
  const found = Array.from(container.querySelectorAll('button')).find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent.trim()) === name,
  );
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

/** What a user's typing does: the browser sets the text (caret at its end) and fires input. */
export function type(input: HTMLInputElement, value: string): void {
  act(() => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The field's inline error, found the way a screen reader finds it. */
export function errorOf(input: HTMLInputElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errors = ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.id.endsWith('-error'));
  return errors[0]?.textContent ?? null;
}
