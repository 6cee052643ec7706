/**
 * Whether the browser says it has no network, checked before anything is
 * sent (useOnline in '@/lib/use-online.ts' is the same answer for rendering).
 * Without a navigator (node): online.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}
