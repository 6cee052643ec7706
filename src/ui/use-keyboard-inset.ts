import { useEffect, useState } from 'react';

/**
 * How many pixels the on-screen keyboard covers at the bottom of the layout
 * viewport. Phones (Chrome's default, iOS Safari) shrink only the visual
 * viewport when the keyboard opens, so a bar fixed or stuck to the bottom
 * would sit under the keys; lifting it by this inset keeps it in view.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () => {
      const hidden = window.innerHeight - (viewport.height + viewport.offsetTop);
      // Below a few pixels it is rounding or a toolbar, not a keyboard.
      setInset(hidden > 40 ? Math.round(hidden) : 0);
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}
