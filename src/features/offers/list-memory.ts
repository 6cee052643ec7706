/** Where a visitor was in a list: how many offers were rendered and how far down the page was scrolled. */
export interface ListPlace {
  count: number;
  scrollY: number;
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
  const previous = places.get(entryKey) ?? { count: 0, scrollY: 0 };
  places.delete(entryKey);
  places.set(entryKey, { ...previous, ...place });
  if (places.size > MAX_PLACES) {
    const oldest = places.keys().next().value;
    if (oldest !== undefined) places.delete(oldest);
  }
}
