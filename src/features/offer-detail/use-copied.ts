import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy button says 'Kopiert!' (spec section 9). */
export const COPIED_MS = 2000;

/** Which copy button (by name) was pressed in the last two seconds. */
export function useCopied(): [string | null, (name: string) => void] {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const mark = useCallback((name: string) => {
    window.clearTimeout(timer.current);
    setCopied(name);
    timer.current = window.setTimeout(() => setCopied(null), COPIED_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [copied, mark];
}
