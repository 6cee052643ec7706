// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { META } from '../../../src/offline/store/meta-entries.ts';
import { GapStateSchema, RevisionSchema } from '../../../src/offline/store/schemas.ts';

// The schemas the meta entries were read with before their checks went by hand (zod left the boot
// path): every sample must give the same value, or null where the schema refused it.
const former: Record<keyof typeof META, z.ZodMiniType> = {
  offersCursor: RevisionSchema,
  tombstonesCursor: RevisionSchema,
  revisionGaps: GapStateSchema,
  lastSyncedAt: z.string(),
  fullSyncRequested: z.string(),
  syncedImages: z.record(
    z.string(),
    z.object({ bytes: z.number().check(z.nonnegative()), usedAt: z.number() }),
  ),
  homeLastVisit: z.object({ user_id: z.string(), at: z.iso.datetime({ offset: true }) }),
  vaultOwner: z.string(),
};

class ImageSizes {
  '/a.webp' = { bytes: 1, usedAt: 2 };
}

const gap = { from: 3, to: 5, settlesAt: 1_700_000_000_000 };
const samples: unknown[] = [
  undefined,
  null,
  '',
  '2026-11-27T12:00:00.000Z',
  0,
  7,
  -1,
  2.5,
  Number.MAX_SAFE_INTEGER + 1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  [],
  [gap],
  {},
  { coveredTo: 9, gaps: [] },
  { coveredTo: 9, gaps: [gap, { ...gap, extra: 1 }], extra: 1 },
  { coveredTo: 9, gaps: [{ ...gap, settlesAt: Number.POSITIVE_INFINITY }] },
  { coveredTo: 9, gaps: [{ ...gap, from: -1 }] },
  { coveredTo: -1, gaps: [] },
  { coveredTo: 9, gaps: 'none' },
  { '/a.webp': { bytes: 10, usedAt: 20 }, '/b.webp': { bytes: 0, usedAt: -5, extra: true } },
  { '/a.webp': { bytes: -1, usedAt: 20 } },
  { '/a.webp': { bytes: 1 } },
  { '/a.webp': null },
  new ImageSizes(),
  { user_id: 'u1', at: '2026-11-27T12:00:00Z' },
  { user_id: 'u1', at: '2026-11-27T12:00:00.123+01:00', extra: 1 },
  { user_id: 'u1', at: '2026-11-27T12:00Z' },
  { user_id: 'u1', at: '2026-02-30T12:00:00Z' },
  { user_id: 'u1', at: '2024-02-29T12:00:00Z' },
  { user_id: 'u1', at: '2026-11-27 12:00:00Z' },
  { user_id: 'u1', at: '2026-11-27T12:00:00' },
  { user_id: 1, at: '2026-11-27T12:00:00Z' },
];

describe('meta values, checked by hand', () => {
  for (const [name, meta] of Object.entries(META)) {
    it(`${name} reads what its former schema read`, () => {
      for (const sample of samples) {
        const parsed = former[name as keyof typeof META].safeParse(sample);
        expect(meta.read(sample), JSON.stringify(sample)).toStrictEqual(parsed.success ? parsed.data : null);
      }
    });
  }
});
