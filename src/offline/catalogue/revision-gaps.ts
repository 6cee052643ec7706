import type { GapState, Revision, RevisionGap } from '../store/schemas.ts';

// Revisions come from a Postgres sequence, and a sequence is not
// transaction-ordered: a transaction that drew revision 41 may commit after
// one that drew 42 has been read, and a cursor at 42 would skip 41 for good.
// So every revision at or below the cursors that this device has not seen is
// a gap, asked for again by the next syncs (in the same requests as the
// delta) until it has settled: GAP_SETTLE_MS after it was noticed, any
// transaction that held it has long committed or rolled back (API requests
// end within seconds, Supabase's statement timeouts see to that), and the
// first sync after that time asks one last time. Most gaps stay empty for
// ever: a number drawn by an edit that a later edit replaced, by a hidden
// offer, or by a rolled-back transaction. Asking costs a few bytes of URL and
// an empty answer; the server only ever sends rows this device has not seen.

export const GAP_SETTLE_MS = 10 * 60 * 1000;

/**
 * Gaps kept (the newest ones): a late commit is a recent one, while a first
 * sync finds a gap for every number the catalogue's history used up.
 */
export const MAX_GAPS = 8;

/**
 * The most ranges rpc/catalogue_changes takes in one `recheck` (more is a 400,
 * migration 20261127020000); the REST fallback sends the same ranges.
 */
export const MAX_RECHECK_RANGES = 100;

/** Revisions `from` to `to`, both included. */
export interface RevisionRange {
  from: Revision;
  to: Revision;
}

/** The unseen runs in (after, upTo], given every revision seen (any order, duplicates allowed). */
function unseenRuns(after: Revision, upTo: Revision, seen: readonly Revision[]): RevisionRange[] {
  const inside = [...new Set(seen.filter((revision) => revision > after && revision <= upTo))].sort(
    (a, b) => a - b,
  );
  const runs: RevisionRange[] = [];
  let next = after + 1;
  for (const revision of [...inside, upTo + 1]) {
    if (revision > next) runs.push({ from: next, to: revision - 1 });
    next = revision + 1;
  }
  return runs;
}

/** What is left of a gap once the revisions seen in it are taken out. */
function withoutSeen(gap: RevisionGap, seen: readonly Revision[]): RevisionGap[] {
  return unseenRuns(gap.from - 1, gap.to, seen).map((run) => ({ ...run, settlesAt: gap.settlesAt }));
}

export interface GapUpdate {
  /** The state before this sync; null for a full sync, which starts over. */
  previous: GapState | null;
  /** Where the previous gaps were worked out to, when there is no previous state (the old highest cursor). */
  previousHighest: Revision | null;
  /** Every revision this sync received: offers, tombstones and categories. */
  seen: readonly Revision[];
  /** The highest cursor after this sync: every revision below it has been read, or is a gap. */
  highest: Revision | null;
  startedAt: number;
  finishedAt: number;
}

/**
 * The gaps after a sync: the earlier ones that have not settled and are still
 * unseen, and the numbers this sync's cursors passed without receiving them.
 */
export function nextGapState(update: GapUpdate): GapState {
  const from = update.previous?.coveredTo ?? update.previousHighest ?? 0;
  const upTo = Math.max(from, update.highest ?? 0);
  const settlesAt = update.finishedAt + GAP_SETTLE_MS;
  const unsettled = (update.previous?.gaps ?? []).filter((gap) => gap.settlesAt > update.startedAt);
  const gaps = [
    ...unsettled.flatMap((gap) => withoutSeen(gap, update.seen)),
    ...unseenRuns(from, upTo, update.seen).map((run) => ({ ...run, settlesAt })),
  ]
    .sort((a, b) => a.from - b.from)
    .slice(-MAX_GAPS);
  return { coveredTo: upTo, gaps };
}

/** The part of each range above `revision` (a page that ended there has answered for the rest). */
export function rangesAbove(ranges: readonly RevisionRange[], revision: Revision): RevisionRange[] {
  return ranges
    .filter((range) => range.to > revision)
    .map((range) => ({ from: Math.max(range.from, revision + 1), to: range.to }));
}

export function isInRanges(revision: Revision, ranges: readonly RevisionRange[]): boolean {
  return ranges.some((range) => revision >= range.from && revision <= range.to);
}

/**
 * The ranges to ask about again, as the server takes them: overlapping and
 * adjacent ranges merged, then the newest MAX_RECHECK_RANGES (a late commit is
 * a recent one). Gaps kept by MAX_GAPS are well within it; this holds whatever
 * a stored state says.
 */
export function boundedRecheck(ranges: readonly RevisionRange[]): RevisionRange[] {
  const merged: RevisionRange[] = [];
  for (const { from, to } of [...ranges].sort((a, b) => a.from - b.from)) {
    if (from > to) continue;
    const last = merged.at(-1);
    if (last && from <= last.to + 1) last.to = Math.max(last.to, to);
    else merged.push({ from, to });
  }
  return merged.slice(-MAX_RECHECK_RANGES);
}
