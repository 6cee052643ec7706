/** The card nearest the top of the screen: which offer, and how far from the screen's top. */
export interface ListAnchor {
  offerId: string;
  top: number;
}

/**
 * Where a visitor was in a list: how many offers were rendered, how far down
 * the page was scrolled, and the card at the top of the screen.
 */
export interface ListPlace {
  count: number;
  scrollY: number;
  anchor: ListAnchor | null;
}

/** Places remembered per history entry (a handful: only entries of /offers land here). */
const MAX_PLACES = 20;
const places = new Map<string, ListPlace>();

/** What was remembered for this history entry, if anything. */
export function recallListPlace(entryKey: string | undefined): ListPlace | undefined {
  return entryKey === undefined ? undefined : places.get(entryKey);
}

export function rememberListPlace(entryKey: string | undefined, place: Partial<ListPlace>): void {
  if (entryKey === undefined) return;
  const previous = places.get(entryKey) ?? { count: 0, scrollY: 0, anchor: null };
  places.delete(entryKey);
  places.set(entryKey, { ...previous, ...place });
  if (places.size > MAX_PLACES) {
    const oldest = places.keys().next().value;
    if (oldest !== undefined) places.delete(oldest);
  }
}
