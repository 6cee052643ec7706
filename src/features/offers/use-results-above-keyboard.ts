import { type RefObject, useEffect, useLayoutEffect } from 'react';

/** Phones only: from 640 px the search sits beside the results and no keyboard covers them. */
const PHONE = '(max-width: 639.98px)';
/** Space kept between the search field and the first result. */
const GAP_PX = 8;

/**
 * With the on-screen keyboard open, a phone shows only the top of the page
 * (`visualViewport` is what is visible). While the search field has focus,
 * the page scrolls after each result so the first result sits right below
 * the field, which sticks to the top: the results stay above the keyboard.
 */
export function useResultsAboveKeyboard(
  field: RefObject<HTMLElement | null>,
  results: RefObject<HTMLElement | null>,
  resultKey: string,
): void {
  // In the frame that shows the result, before it paints.
  useLayoutEffect(() => {
    alignFirstResult(field.current, results.current);
  }, [field, results, resultKey]);

  useEffect(() => {
    const viewport = window.visualViewport;
    const box = field.current;
    if (!viewport || !box) return;
    const align = () => alignFirstResult(field.current, results.current);
    viewport.addEventListener('resize', align);
    box.addEventListener('focusin', align);
    return () => {
      viewport.removeEventListener('resize', align);
      box.removeEventListener('focusin', align);
    };
  }, [field, results]);
}

function alignFirstResult(box: HTMLElement | null, list: HTMLElement | null): void {
  const viewport = window.visualViewport;
  if (!box || !list || !viewport || !window.matchMedia(PHONE).matches) return;
  if (!box.contains(document.activeElement)) return;
  const first = list.querySelector('li') ?? list;
  const bottom = viewport.offsetTop + viewport.height;
  // Twice at most: the first scroll may make the field stick, which moves its bottom.
  for (let pass = 0; pass < 2; pass++) {
    const fieldBottom = box.getBoundingClientRect().bottom;
    const row = first.getBoundingClientRect();
    if (row.top >= fieldBottom && row.bottom <= bottom) return;
    window.scrollBy({ top: row.top - fieldBottom - GAP_PX, behavior: 'instant' });
  }
}
