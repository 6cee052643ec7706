import type { Revision } from '../store/schemas.ts';
import { type RevisionRange, isInRanges, rangesAbove } from './revision-gaps.ts';

/**
 * What a feed request asks for: every row whose revision is above `after`
 * (every row at all when null), and the rows in the `recheck` ranges below it
 * (revision-gaps.ts). Rows come in revision order.
 */
export interface RevisionQuery {
  after: Revision | null;
  recheck: readonly RevisionRange[];
}

export const EVERYTHING: RevisionQuery = { after: null, recheck: [] };

/** The query for the page after one whose last row had revision `last`. */
export function queryAfterPage(query: RevisionQuery, last: Revision): RevisionQuery {
  return {
    after: query.after === null ? last : Math.max(query.after, last),
    recheck: rangesAbove(query.recheck, last),
  };
}

/**
 * Whether the server could have sent this revision for the query. One it
 * could not (at or below the cursor and in no recheck range) means the
 * server does not follow the cursor (another database, or a proxy that
 * ignored the filter), and the device can no longer trust its cursors.
 */
export function isAnswerTo(query: RevisionQuery, revision: Revision): boolean {
  return query.after === null || revision > query.after || isInRanges(revision, query.recheck);
}

/** The revision of a row the server sent, read without trusting the rest of it (null when it has none). */
export function revisionOf(row: unknown): Revision | null {
  const revision = typeof row === 'object' && row !== null ? (row as { revision?: unknown }).revision : null;
  return typeof revision === 'number' && Number.isSafeInteger(revision) && revision >= 0 ? revision : null;
}
