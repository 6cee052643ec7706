import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The services deferred after the first content (supabase-js, the sync, the toaster, the
// worker) wait for a pause in the person's keys and touches, so they never land in the
// middle of a search typed at the till or the tap that follows it; never longer than 8 s.

async function freshModule() {
  vi.resetModules();
  return import('../../src/app/after-first-content.ts');
}

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
}

const key = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
  document.body.innerHTML = '<main id="main"><p>Tilbudene</p></main>';
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterFirstContent', () => {
  it('starts the services once the content has painted when nobody is typing', async () => {
    const { afterFirstContent } = await freshModule();
    const done = settled(afterFirstContent());
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('waits until the keys have paused for 1.5 s', async () => {
    const { afterFirstContent } = await freshModule();
    const done = settled(afterFirstContent());
    key();
    await vi.advanceTimersByTimeAsync(1000);
    expect(done()).toBe(false);
    key();
    await vi.advanceTimersByTimeAsync(1400);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(true);
  });

  it('counts a touch as much as a key', async () => {
    const { afterFirstContent } = await freshModule();
    const done = settled(afterFirstContent());
    await vi.advanceTimersByTimeAsync(1);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(done()).toBe(true);
  });

  it('starts them 8 s after the content however busy the keys are', async () => {
    const { afterFirstContent } = await freshModule();
    const done = settled(afterFirstContent());
    for (let elapsed = 300; elapsed <= 7800; elapsed += 300) {
      key();
      await vi.advanceTimersByTimeAsync(300);
      expect(done()).toBe(false);
    }
    key();
    await vi.advanceTimersByTimeAsync(300);
    expect(done()).toBe(true);
  });
});
