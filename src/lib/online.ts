/**
 * Whether the browser says it has no network: checked before something is
 * sent, to say "you are offline" at once instead of waiting for a failure.
 * The one place that reads navigator.onLine (a lint rule holds it).
 * Without a navigator (node, the tests' backends): online.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/** The opposite of isOffline, for code that asks "may I try now?". */
export function isOnline(): boolean {
  return !isOffline();
}
