import { type Fields, isFields } from '@/lib/is-fields.ts';
import type { GapState, Revision, RevisionGap } from './schemas.ts';

// The meta store's values checked by hand, not with zod: meta is read before
// the first paint (is there a catalogue, whose vault is this), and zod would
// otherwise be in the entry chunk. Each returns what its schema in
// schemas.ts would (a copy without unknown fields), or null where the schema
// refuses the value; tests/unit/offline/meta-checks.test.ts holds them together.

/** zod's record() takes plain objects only (no class instances). */
function isPlainFields(value: unknown): value is Fields {
  if (!isFields(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** RevisionSchema: a whole, non-negative number. */
export function readRevision(value: unknown): Revision | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

export function readText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function readGap(value: unknown): RevisionGap | null {
  if (!isFields(value) || !isNumber(value.settlesAt)) return null;
  const from = readRevision(value.from);
  const to = readRevision(value.to);
  return from === null || to === null ? null : { from, to, settlesAt: value.settlesAt };
}

/** GapStateSchema. */
export function readGapState(value: unknown): GapState | null {
  if (!isFields(value) || !Array.isArray(value.gaps)) return null;
  const coveredTo = readRevision(value.coveredTo);
  if (coveredTo === null) return null;
  const gaps: RevisionGap[] = [];
  for (const item of value.gaps as unknown[]) {
    const gap = readGap(item);
    if (gap === null) return null;
    gaps.push(gap);
  }
  return { coveredTo, gaps };
}

export type SyncedImages = Record<string, { bytes: number; usedAt: number }>;

/** Each synced image's size and when a sync last wanted it. */
export function readSyncedImages(value: unknown): SyncedImages | null {
  if (!isPlainFields(value)) return null;
  const images: SyncedImages = {};
  for (const [url, image] of Object.entries(value)) {
    if (!isFields(image) || !isNumber(image.bytes) || image.bytes < 0 || !isNumber(image.usedAt)) return null;
    images[url] = { bytes: image.bytes, usedAt: image.usedAt };
  }
  return images;
}

// zod's iso.datetime({ offset: true }): a real calendar date, hours and minutes
// with seconds, optional fractions, and Z or an offset.
const ISO_DATETIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;

export interface HomeLastVisit {
  user_id: string;
  at: string;
}

/** When the signed-in person last opened 'Mine fordeler'. */
export function readHomeLastVisit(value: unknown): HomeLastVisit | null {
  if (!isFields(value) || typeof value.user_id !== 'string') return null;
  return typeof value.at === 'string' && ISO_DATETIME.test(value.at)
    ? { user_id: value.user_id, at: value.at }
    : null;
}
