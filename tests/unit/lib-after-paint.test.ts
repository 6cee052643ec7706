import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/lib/after-paint.ts';

// Work an effect starts after a tap waits for the frame that shows the tap's result.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('resolves in the task after the next frame, not before it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    // A frame is 16 ms away with fake timers; the task after it follows at once.
    await vi.advanceTimersByTimeAsync(15);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done).toBe(true);
  });

  it('falls back to a task where there are no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    await expect(afterNextPaint()).resolves.toBeUndefined();
  });
});
