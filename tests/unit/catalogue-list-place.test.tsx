import { act, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recallListPlace, rememberListPlace } from '../../src/features/offers/list-memory.ts';
import { useListPlace } from '../../src/features/offers/use-list-place.ts';
import { reactRootPerTest } from './support/react-root.ts';

// Back from an offer puts the card that was at the top of the screen back in
// its place. jsdom has no layout: each card's box is a stub that follows the
// page's scroll offset, and frames are run by hand.

const testRoot = reactRootPerTest();
const CARD_HEIGHT = 100;
const ENTRY = 'entry-1';

let scrollY = 0;
let frames = new Map<number, FrameRequestCallback>();
let nextFrame = 0;
/** Added above every card's page offset: what the heights of cards not yet seen add up to. */
let drift = 0;

function runFrame() {
  const due = [...frames.values()];
  frames.clear();
  act(() => due.forEach((callback) => callback(0)));
}

beforeEach(() => {
  scrollY = 0;
  drift = 0;
  frames = new Map();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo);
  vi.spyOn(window, 'scrollBy').mockImplementation(((options: ScrollToOptions) => {
    scrollY += options.top ?? 0;
  }) as typeof window.scrollBy);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++nextFrame, callback);
    return nextFrame;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => frames.delete(id));
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = Number(this.dataset.index ?? 0);
    const top = drift + index * CARD_HEIGHT - scrollY;
    return {
      top,
      bottom: top + CARD_HEIGHT,
      left: 0,
      right: 390,
      width: 390,
      height: CARD_HEIGHT,
    } as DOMRect;
  });
  window.history.replaceState(null, '', '/offers');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function List({ ids, shown = true }: { ids: string[]; shown?: boolean }) {
  const results = useRef<HTMLElement>(null);
  useListPlace(ENTRY, results, shown);
  return (
    <section ref={results}>
      <ul>
        {ids.map((id, index) => (
          <li key={id} data-offer-id={id} data-index={index} />
        ))}
      </ul>
    </section>
  );
}

const ids = Array.from({ length: 20 }, (_, index) => `offer-${String(index)}`);

describe('useListPlace', () => {
  it('remembers the card at the top of the screen, once per frame, only on /offers', () => {
    act(() => testRoot.root.render(<List ids={ids} />));
    scrollY = 730;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames.size).toBe(1);
    runFrame();
    // Card 7 spans 700-800: its bottom is the first below the screen's top.
    expect(recallListPlace(ENTRY)?.anchor).toEqual({ offerId: 'offer-7', top: -30 });
    expect(recallListPlace(ENTRY)?.scrollY).toBe(730);

    // Leaving for an offer: a scroll while the page changes is not a place the visitor chose.
    window.history.replaceState(null, '', '/offer/offer-7');
    scrollY = 0;
    window.dispatchEvent(new Event('scroll'));
    runFrame();
    expect(recallListPlace(ENTRY)?.scrollY).toBe(730);
  });

  it('puts the card back where it was on the screen, also when the cards above change height', () => {
    rememberListPlace(ENTRY, { count: 20, scrollY: 730, anchor: { offerId: 'offer-7', top: -30 } });
    // The cards above are laid out taller at first (estimated), then get their real height.
    drift = 112;
    act(() => testRoot.root.render(<List ids={ids} />));
    expect(scrollY).toBe(842);
    drift = 0;
    // Another restorer (the router's) sets the old offset in between.
    scrollY = 730;
    runFrame();
    expect(scrollY).toBe(730);
    drift = -20;
    runFrame();
    expect(scrollY).toBe(710);
    runFrame();
    expect(frames.size).toBe(0);
  });

  it('falls back to the scroll offset when the card is no longer in the list', () => {
    rememberListPlace(ENTRY, { count: 20, scrollY: 730, anchor: { offerId: 'gone', top: -30 } });
    act(() => testRoot.root.render(<List ids={ids} />));
    expect(scrollY).toBe(730);
    expect(frames.size).toBe(0);
  });

  it('waits for the list, and stops aligning once the visitor moves the page', () => {
    rememberListPlace(ENTRY, { count: 20, scrollY: 730, anchor: { offerId: 'offer-7', top: -30 } });
    act(() => testRoot.root.render(<List ids={ids} shown={false} />));
    expect(scrollY).toBe(0);
    act(() => testRoot.root.render(<List ids={ids} />));
    expect(scrollY).toBe(730);
    window.dispatchEvent(new Event('touchstart'));
    scrollY = 300;
    runFrame();
    expect(scrollY).toBe(300);
  });
});
