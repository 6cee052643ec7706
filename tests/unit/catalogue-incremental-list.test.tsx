import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FILL_AFTER_PAUSE_MS,
  FIRST_FRAME_CARDS,
  LIST_PAGE_SIZE,
  RESULT_STEP,
  useIncrementalList,
} from '../../src/features/offers/use-incremental-list.ts';

// A long list renders a page at a time; a new list's first frame holds only
// its first few cards, and the rest of the page follows once that has painted.
// A new filter (a keystroke) shows its first screen at once and the rest of
// its first page after a pause, or at once when more is asked for.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

const items = Array.from({ length: 150 }, (_, index) => `offer-${String(index)}`);

function List({ resetKey }: { resetKey: string }) {
  const { visible, hasMore, showMore, sentinelRef } = useIncrementalList(items, resetKey);
  return (
    <>
      <ul>
        {visible.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinelRef}>
          <button type="button" onClick={showMore}>
            Vis flere tilbud
          </button>
        </div>
      ) : null}
    </>
  );
}

const count = () => container.querySelectorAll('li').length;
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe('the incremental offer list', () => {
  it('paints its first few cards first, then the rest of the first page', async () => {
    root = createRoot(container);
    act(() => root?.render(<List resetKey="a" />));

    expect(count()).toBe(FIRST_FRAME_CARDS);
    // No "more" button while the first page is still filling.
    expect(container.querySelector('button')).toBeNull();

    await nextFrame();
    await nextFrame();

    expect(count()).toBe(LIST_PAGE_SIZE);
    expect(container.querySelector('button')?.textContent).toBe('Vis flere tilbud');
  });

  it("shows a new filter's first screen at once, and the rest of its first page after a pause", async () => {
    root = createRoot(container);
    act(() => root?.render(<List resetKey="a" />));
    await nextFrame();
    await nextFrame();
    expect(count()).toBe(LIST_PAGE_SIZE);

    vi.useFakeTimers();
    try {
      act(() => root?.render(<List resetKey="b" />));
      expect(count()).toBe(RESULT_STEP);
      expect(container.querySelector('li')?.textContent).toBe('offer-0');

      // Typing on: each keystroke's result starts at its first screen, and the pause starts again.
      act(() => {
        vi.advanceTimersByTime(FILL_AFTER_PAUSE_MS - 1);
      });
      act(() => root?.render(<List resetKey="c" />));
      act(() => {
        vi.advanceTimersByTime(FILL_AFTER_PAUSE_MS - 1);
      });
      expect(count()).toBe(RESULT_STEP);

      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(count()).toBe(LIST_PAGE_SIZE);
      expect(container.querySelector('button')?.textContent).toBe('Vis flere tilbud');
    } finally {
      vi.useRealTimers();
    }
  });

  it("fills a new filter's first page at once when more is asked for, then pages on", async () => {
    root = createRoot(container);
    act(() => root?.render(<List resetKey="a" />));
    await nextFrame();
    await nextFrame();
    act(() => root?.render(<List resetKey="b" />));
    expect(count()).toBe(RESULT_STEP);

    act(() => container.querySelector('button')?.click());
    expect(count()).toBe(LIST_PAGE_SIZE);

    act(() => container.querySelector('button')?.click());
    expect(count()).toBe(2 * LIST_PAGE_SIZE);
  });

  it('grows a new filter a step per frame while its end is on screen, and a page at a time once filled', async () => {
    // jsdom lays nothing out: this observer says whether the sentinel is on screen, or within the margin.
    const observers: { margin: string | undefined; report: (visible: boolean) => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: (entries: { isIntersecting: boolean }[]) => void,
          options?: IntersectionObserverInit,
        ) {
          observers.push({
            margin: options?.rootMargin,
            report: (visible) => callback([{ isIntersecting: visible }]),
          });
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      root = createRoot(container);
      act(() => root?.render(<List resetKey="a" />));
      await nextFrame();
      await nextFrame();
      act(() => root?.render(<List resetKey="b" />));
      expect(count()).toBe(RESULT_STEP);

      // Only a sentinel on screen asks for more while the screen fills.
      expect(observers.at(-1)?.margin).toBe('0px');
      act(() => observers.at(-1)?.report(false));
      expect(count()).toBe(RESULT_STEP);
      act(() => observers.at(-1)?.report(true));
      expect(count()).toBe(2 * RESULT_STEP);
      act(() => observers.at(-1)?.report(true));
      expect(count()).toBe(3 * RESULT_STEP);

      // Filled (here on request): a page ahead of the visitor, a page at a time.
      act(() => container.querySelector('button')?.click());
      expect(count()).toBe(LIST_PAGE_SIZE);
      expect(observers.at(-1)?.margin).toBe('800px 0px');
      act(() => observers.at(-1)?.report(true));
      expect(count()).toBe(2 * LIST_PAGE_SIZE);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
