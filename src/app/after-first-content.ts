import { afterNextPaint } from '@/lib/after-paint.ts';
import { idle } from '@/lib/when-idle.ts';

/**
 * How long to wait for the page's content before starting the deferred
 * services anyway (a page that never settles must not keep them off).
 */
const CONTENT_TIMEOUT_MS = 3000;
/** The idle callback's deadline once the content has painted. */
const IDLE_TIMEOUT_MS = 1000;
/**
 * A key or a touch this recent means the person is in the middle of something
 * (typing a search, tapping an offer): the deferred services wait for a pause.
 */
const INPUT_QUIET_MS = 1500;
/** However busy the person is, the services start this long after the content. */
const INPUT_WAIT_LIMIT_MS = 8000;

/** The page's own content is in #main and no placeholder (Skeleton) is left in it. */
function contentRendered(): boolean {
  const main = document.getElementById('main');
  return main !== null && main.childElementCount > 0 && main.querySelector('[data-skeleton]') === null;
}

function whenContentRendered(): Promise<void> {
  return new Promise((resolve) => {
    if (contentRendered()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (contentRendered()) done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = setTimeout(done, CONTENT_TIMEOUT_MS);
  });
}

/**
 * Resolves after the next frame has been painted and the main thread is idle
 * (at once after the paint where the browser has no requestIdleCallback).
 */
async function afterPaintAndIdle(): Promise<void> {
  await afterNextPaint();
  await idle({ timeoutMs: IDLE_TIMEOUT_MS }, () => Promise.resolve());
}

let lastInputAt = Number.NEGATIVE_INFINITY;

function followInput(): void {
  const note = () => {
    lastInputAt = performance.now();
  };
  for (const type of ['keydown', 'pointerdown', 'input'] as const) {
    window.addEventListener(type, note, { capture: true, passive: true });
  }
}

/** Resolves once no key or touch has come for INPUT_QUIET_MS, or at `deadline`. */
async function afterInputPause(deadline: number): Promise<void> {
  for (;;) {
    const wait = Math.min(lastInputAt + INPUT_QUIET_MS, deadline) - performance.now();
    if (wait <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

let firstContent: Promise<void> | null = null;
let renderedContent: Promise<void> | null = null;

/**
 * Resolves once the first page's own content is in the document (or after
 * CONTENT_TIMEOUT_MS): the footer waits for it, so it never shows at the top
 * of an empty page and then jumps below the content (a layout shift).
 */
export function firstContentRendered(): Promise<void> {
  renderedContent ??= whenContentRendered();
  return renderedContent;
}

/**
 * Resolves once the first page's content (e.g. the cached offers) has been
 * painted, the browser is idle and the person has paused (no key or touch
 * for INPUT_QUIET_MS; 8 s after the content at the latest): supabase-js, the
 * sync, the click queue, the toaster and the service worker start then, so
 * none of their code competes with the first paint (see bench/README.md, "JS
 * before offers list first paints") or with the search typed at the till
 * and the tap that follows it.
 */
export function afterFirstContent(): Promise<void> {
  if (firstContent === null) {
    followInput();
    firstContent = firstContentRendered().then(async () => {
      const deadline = performance.now() + INPUT_WAIT_LIMIT_MS;
      await afterPaintAndIdle();
      await afterInputPause(deadline);
    });
  }
  return firstContent;
}
