// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idle, idleSlices, whenIdle } from '../../src/lib/when-idle.ts';

/** A browser's requestIdleCallback, run by hand: `fire` is the idle moment. */
function fakeIdleCallback() {
  const pending = new Map<number, IdleRequestCallback>();
  let next = 1;
  const request = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
    pending.set(next, callback);
    return next++;
  });
  const cancel = vi.fn((handle: number) => pending.delete(handle));
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', cancel);
  /** The idle moment, with `remaining` ms of it left (50: the browser has nothing else to do). */
  const fire = (remaining = 50) => {
    const callbacks = [...pending.values()];
    pending.clear();
    for (const callback of callbacks)
      callback({ didTimeout: remaining === 0, timeRemaining: () => remaining });
  };
  return { request, cancel, fire };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('whenIdle with requestIdleCallback', () => {
  it('runs the task in idle time, with the given deadline', () => {
    const browser = fakeIdleCallback();
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 5000, fallbackMs: 2000 });
    expect(browser.request).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    expect(task).not.toHaveBeenCalled();
    browser.fire();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancel stops a task that has not run yet', () => {
    const browser = fakeIdleCallback();
    const task = vi.fn();
    const cancel = whenIdle(task, { timeoutMs: 2000, fallbackMs: 200 });
    cancel();
    expect(browser.cancel).toHaveBeenCalledWith(browser.request.mock.results[0]?.value);
    browser.fire();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenIdle without requestIdleCallback', () => {
  it('runs the task after the fallback delay', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 5000, fallbackMs: 2000 });
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancel stops a task that has not run yet', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = whenIdle(task, { timeoutMs: 2000, fallbackMs: 200 });
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('idle', () => {
  it('resolves in idle time, with the given deadline, and leaves the fallback alone', async () => {
    const browser = fakeIdleCallback();
    const fallback = vi.fn(() => Promise.resolve());
    let resolved = false;
    const done = idle({ timeoutMs: 500 }, fallback).then(() => (resolved = true));
    expect(browser.request).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    await Promise.resolve();
    expect(resolved).toBe(false);
    browser.fire();
    await done;
    expect(resolved).toBe(true);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('is the fallback without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const pause = Promise.resolve();
    const fallback = vi.fn(() => pause);
    expect(idle({ timeoutMs: 500 }, fallback)).toBe(pause);
    expect(fallback).toHaveBeenCalledTimes(1);
    await pause;
  });
});

describe('idleSlices', () => {
  it('waits for an idle period, then fills it slice after slice without asking again', async () => {
    const { request, fire } = fakeIdleCallback();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const yieldNow = vi.fn(() => Promise.resolve());
    const pause = idleSlices({ timeoutMs: 500, sliceMs: 6 }, yieldNow);

    const first = pause();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 500 });
    fire(50);
    await first;
    // 50 ms of idle time from 1000: slices that fit in it only yield.
    for (const at of [1006, 1020, 1044]) {
      now.mockReturnValue(at);
      await pause();
    }
    expect(yieldNow).toHaveBeenCalledTimes(3);
    expect(request).toHaveBeenCalledTimes(1);

    // A slice that would run past the period waits for the next one.
    now.mockReturnValue(1045);
    const next = pause();
    expect(request).toHaveBeenCalledTimes(2);
    fire(20);
    await next;
    now.mockReturnValue(1050);
    await pause();
    expect(request).toHaveBeenCalledTimes(2);
    expect(yieldNow).toHaveBeenCalledTimes(4);
  });

  it('asks for idle time again after a period that was its deadline, not idle time', async () => {
    const { request, fire } = fakeIdleCallback();
    vi.spyOn(performance, 'now').mockReturnValue(2000);
    const yieldNow = vi.fn(() => Promise.resolve());
    const pause = idleSlices({ timeoutMs: 500, sliceMs: 6 }, yieldNow);
    const first = pause();
    fire(0);
    await first;
    const second = pause();
    expect(request).toHaveBeenCalledTimes(2);
    expect(yieldNow).not.toHaveBeenCalled();
    fire(0);
    await second;
  });

  it('only yields without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const yieldNow = vi.fn(() => Promise.resolve());
    const pause = idleSlices({ timeoutMs: 500, sliceMs: 6 }, yieldNow);
    await pause();
    await pause();
    expect(yieldNow).toHaveBeenCalledTimes(2);
  });
});
