/**
 * Resolves in the task after the next frame has been painted: for work a
 * screen's first paint need not wait for. A tap's React commit runs its
 * effects before the browser paints (React flushes them at once after a
 * discrete event), so anything an effect starts without this lands between
 * the tap and what it shows.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
