/**
 * Work that can wait for the browser to be idle (preloading, indexing), so it
 * never competes with a paint or a keystroke. Each caller picks its own
 * deadline: requestIdleCallback's `timeout` runs the work by then even on a
 * page that never idles. Where the browser has no requestIdleCallback, the
 * caller says what to do instead.
 */

function hasIdleCallback(): boolean {
  return typeof requestIdleCallback === 'function';
}

/**
 * Runs `task` in idle time (by `timeoutMs` at the latest), or after
 * `fallbackMs` without requestIdleCallback. Returns a function that cancels
 * the task if it has not run yet (an effect's cleanup).
 */
export function whenIdle(
  task: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
): () => void {
  if (hasIdleCallback()) {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallbackMs);
  return () => clearTimeout(handle);
}

/** Resolves in idle time (by `timeoutMs` at the latest); without requestIdleCallback, as `fallback` does. */
export function idle({ timeoutMs }: { timeoutMs: number }, fallback: () => Promise<void>): Promise<void> {
  if (hasIdleCallback())
    return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
  return fallback();
}

/**
 * Pauses for work done in slices in idle time (indexing). The first waits for
 * an idle period; while that period lasts, each next slice follows `yieldNow`
 * (input and paints still come first) instead of a new idle callback: one
 * asked within a period runs only in the next, up to 50 ms later, so slices
 * of a few milliseconds used about a tenth of the idle time. Without
 * requestIdleCallback every pause is `yieldNow`.
 */
export function idleSlices(
  { timeoutMs, sliceMs }: { timeoutMs: number; sliceMs: number },
  yieldNow: () => Promise<void>,
): () => Promise<void> {
  let periodEnd = 0;
  return () => {
    if (!hasIdleCallback() || performance.now() + sliceMs <= periodEnd) return yieldNow();
    return new Promise((resolve) =>
      requestIdleCallback(
        (deadline) => {
          periodEnd = performance.now() + deadline.timeRemaining();
          resolve();
        },
        { timeout: timeoutMs },
      ),
    );
  };
}
