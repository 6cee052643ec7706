import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (till mode: the phone must not dim in
 * the queue). The browser drops the lock when the page is hidden, so it is
 * asked for again on return. Where the Wake Lock API is missing, nothing.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let released = false;
    const acquire = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (released) await lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no user gesture): the screen may dim, nothing else changes.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
