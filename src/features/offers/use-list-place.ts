import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ListAnchor, type ListPlace, recallListPlace, rememberListPlace } from './list-memory.ts';

/** The attribute each card's list item carries: the offer it shows (OfferGrid.tsx). */
const CARD_OFFER_ATTRIBUTE = 'data-offer-id';

const OFFERS_PATH = '/offers';

/** Frames after the restore in which the anchor is put back if the page's length moved it. */
const SETTLE_FRAMES = 3;

/**
 * Back from an offer: the same offers rendered, and the card that was at the
 * top of the screen at the same place. Cards off screen are laid out at an
 * estimated height until seen (content-visibility), so the page's length,
 * and what a scroll offset shows, differ between two visits: the card the
 * visitor saw is what is restored, and the scroll offset only without one.
 */
export function useListPlace(
  entryKey: string | undefined,
  results: RefObject<HTMLElement | null>,
  listShown: boolean,
): { place: ListPlace | undefined; rememberCount: (count: number) => void } {
  const [place] = useState(() => recallListPlace(entryKey));
  const rememberCount = useCallback((count: number) => rememberListPlace(entryKey, { count }), [entryKey]);

  useEffect(() => {
    let frame = 0;
    // Read in the next frame, once per frame: a scroll leaves the layout clean, so it costs no layout.
    const remember = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const list = results.current;
        // Leaving for an offer can shorten the page before the list goes: not a place the visitor chose.
        if (!list?.isConnected || window.location.pathname !== OFFERS_PATH) return;
        rememberListPlace(entryKey, { scrollY: window.scrollY, anchor: topCard(list) });
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, [entryKey, results]);

  const restored = useRef(place === undefined);
  useLayoutEffect(() => {
    const list = results.current;
    if (restored.current || !listShown || !place || !list) return;
    restored.current = true;
    const { anchor } = place;
    if (!anchor || !alignAnchor(list, anchor)) {
      if (Math.abs(window.scrollY - place.scrollY) > 1)
        window.scrollTo({ top: place.scrollY, behavior: 'instant' });
      return;
    }
    return settleAnchor(list, anchor);
  }, [listShown, place, results]);

  return { place, rememberCount };
}

/** The first card whose bottom is below the screen's top (cards are in reading order). */
function topCard(list: HTMLElement): ListAnchor | null {
  const cards = list.querySelectorAll<HTMLElement>(`[${CARD_OFFER_ATTRIBUTE}]`);
  let low = 0;
  let high = cards.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cards[middle]?.getBoundingClientRect().bottom ?? 0) > 0) high = middle;
    else low = middle + 1;
  }
  const card = cards[low];
  const offerId = card?.getAttribute(CARD_OFFER_ATTRIBUTE);
  return card && offerId ? { offerId, top: card.getBoundingClientRect().top } : null;
}

/** Scrolls the anchor's card back to its place; false when the card is not in the list. */
function alignAnchor(list: HTMLElement, anchor: ListAnchor): boolean {
  const card = [...list.querySelectorAll(`[${CARD_OFFER_ATTRIBUTE}]`)].find(
    (item) => item.getAttribute(CARD_OFFER_ATTRIBUTE) === anchor.offerId,
  );
  if (!card) return false;
  const off = card.getBoundingClientRect().top - anchor.top;
  if (Math.abs(off) > 1) window.scrollBy({ top: off, behavior: 'instant' });
  return true;
}

/**
 * The cards now on screen get their real height in the next frames; near the
 * page's end the first scroll may have stopped short of the place. Aligned
 * again for a few frames, until the visitor moves the page.
 */
function settleAnchor(list: HTMLElement, anchor: ListAnchor): () => void {
  let frames = 0;
  let frame = requestAnimationFrame(function settle() {
    alignAnchor(list, anchor);
    if (++frames < SETTLE_FRAMES) frame = requestAnimationFrame(settle);
    else stop();
  });
  function stop() {
    cancelAnimationFrame(frame);
    for (const type of MOVES) window.removeEventListener(type, stop, true);
  }
  for (const type of MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/** What the visitor does to move the page themselves. */
const MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
