import { useEffect, useRef, useState } from 'react';

/**
 * `value`, passed on at most once per `intervalMs` (the latest one wins) and
 * only while `enabled`; otherwise the last value passed on. The first value is
 * passed on at once.
 */
export function usePacedValue<T>(value: T, intervalMs: number, enabled = true): T {
  const [paced, setPaced] = useState(value);
  const lastAt = useRef(0);
  useEffect(() => {
    if (!enabled || Object.is(value, paced)) return;
    const wait = Math.max(0, lastAt.current + intervalMs - Date.now());
    const timer = window.setTimeout(() => {
      lastAt.current = Date.now();
      setPaced(value);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [value, paced, enabled, intervalMs]);
  return paced;
}

/**
 * `value` once it has stayed the same for `quietMs`; the first known value
 * (not null) at once.
 */
export function useSettledValue<T>(value: T | null, quietMs: number): T | null {
  const [settled, setSettled] = useState(value);
  // Adjusting state while rendering (React's pattern for derived state): no extra commit.
  if (settled === null && value !== null) setSettled(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = window.setTimeout(() => setSettled(value), quietMs);
    return () => window.clearTimeout(timer);
  }, [value, settled, quietMs]);
  return settled ?? value;
}
