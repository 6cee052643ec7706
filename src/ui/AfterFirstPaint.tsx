import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-paint.ts';

/**
 * `fallback` in the frame that first shows it, `children` from the next paint
 * on: for what lies below the first screen and costs that frame's time, so a
 * tap paints what it opened sooner (issue 28: an offer's sanitised text took
 * about 50 ms at 4x CPU of the tap to its code).
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterNextPaint().then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return painted ? children : fallback;
}
