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
