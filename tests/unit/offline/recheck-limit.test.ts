// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOfflineData } from '../../../src/offline/store/db.ts';
import { META, readMeta, writeMeta } from '../../../src/offline/store/meta.ts';
import { MAX_RECHECK_RANGES, boundedRecheck } from '../../../src/offline/catalogue/revision-gaps.ts';
import type { ChangesQuery } from '../../../src/offline/catalogue/catalogue-source.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import { FakeCatalogue } from './support/fake-catalogue.ts';

beforeEach(async () => {
  await clearOfflineData();
});

describe('the recheck ranges a sync sends', () => {
  it('merges overlapping and adjacent ranges and drops empty ones', () => {
    expect(
      boundedRecheck([
        { from: 10, to: 12 },
        { from: 1, to: 3 },
        { from: 4, to: 5 },
        { from: 11, to: 20 },
        { from: 30, to: 29 },
        { from: 40, to: 40 },
      ]),
    ).toEqual([
      { from: 1, to: 5 },
      { from: 10, to: 20 },
      { from: 40, to: 40 },
    ]);
  });

  it('keeps the newest ranges within what the server takes (100)', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ from: 3 * i, to: 3 * i + 1 }));
    const bounded = boundedRecheck(many);
    expect(bounded).toHaveLength(MAX_RECHECK_RANGES);
    expect(MAX_RECHECK_RANGES).toBe(100);
    expect(bounded[0]).toEqual({ from: 450, to: 451 });
    expect(bounded.at(-1)).toEqual({ from: 747, to: 748 });
  });

  it('never sends more than 100 ranges, whatever the stored gap state holds', async () => {
    const server = new FakeCatalogue();
    server.insert(5);
    const asked: ChangesQuery[] = [];
    const source = {
      fetchOffersSince: server.fetchOffersSince.bind(server),
      fetchTombstonesSince: server.fetchTombstonesSince.bind(server),
      fetchCategories: server.fetchCategories.bind(server),
      fetchLatestRevision: server.fetchLatestRevision.bind(server),
      fetchChangesSince: (query: ChangesQuery, limit: number) => {
        asked.push(query);
        return server.changesSince(query, limit);
      },
      yieldToMain: () => Promise.resolve(),
    };
    await syncCatalogue(source);
    const cursor = (await readMeta(META.offersCursor)) ?? 0;
    const settlesAt = Date.now() + 60_000;
    const gaps = Array.from({ length: 300 }, (_, i) => ({ from: 2 * i + 1, to: 2 * i + 1, settlesAt }));
    await writeMeta(META.revisionGaps, { coveredTo: Math.max(cursor, 600), gaps });
    // The first (full) sync asked its first page by the same request; only the delta's counts here.
    asked.length = 0;

    await syncCatalogue(source);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.recheck).toHaveLength(MAX_RECHECK_RANGES);
    expect(asked[0]?.recheck.at(-1)).toEqual({ from: 599, to: 599 });
  });
});
