import { describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

/**
 * Issue 22, finding 1: one anonymous rpc/catalogue_changes with a huge
 * `recheck` held the single database connection for seconds (minutes with a
 * large catalogue) while every other request waited. The function now takes at
 * most 100 well-formed ranges and refuses anything else with 400.
 */
const backend = backendForFile(() => startTestBackend({ seed: true }));

function ranges(count: number, start = 1): string {
  return Array.from(
    { length: count },
    (_, i) => `${String(start + 4 * i)}-${String(start + 4 * i + 1)}`,
  ).join(',');
}

async function changes(recheck: string, offersAfter = 1_000_000) {
  return backend()
    .anon()
    .rpc('catalogue_changes', { offers_after: offersAfter, tombstones_after: offersAfter, recheck });
}

describe('catalogue_changes recheck limits', () => {
  it('refuses a 1 MB recheck of 250,000 ranges with 400, and a concurrent read is answered', async () => {
    // Within the gateway's 1 MiB body limit, as in the report: every range 1-9.
    const huge = Array.from({ length: 250_000 }, () => '1-9').join(',');
    expect(huge.length).toBeGreaterThan(999_000);
    const [refused, read] = await Promise.all([
      changes(huge),
      backend().anon().from('categories').select('key'),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('22023');
    expect(refused.error?.message).toBe(
      'recheck must be at most 100 revision ranges "from-to", separated by commas',
    );
    expect(read.error).toBeNull();
    expect(read.data?.length).toBeGreaterThan(0);
  });

  it('takes 100 ranges and refuses 101', async () => {
    const hundred = await changes(ranges(100));
    expect(hundred.error).toBeNull();
    expect(hundred.status).toBe(200);
    expect((await changes(ranges(101))).status).toBe(400);
  });

  it('refuses ranges that are not "from-to" numbers', async () => {
    for (const bad of [
      '5',
      '1-2;3-4',
      'a-b',
      '1-2,',
      ',1-2',
      '-1-2',
      '1-2,,3-4',
      '1 -2',
      '1-99999999999999999999',
    ]) {
      const result = await changes(bad);
      expect(result.status, bad).toBe(400);
      expect(result.error?.code, bad).toBe('22023');
    }
  });

  it('sends the offers in the ranges below the cursor, and only those', async () => {
    const { rows } = await backend().gateway.ctx.db.query<{ revision: string }>(
      'select revision::text from public.offers where not hidden order by revision limit 3',
    );
    const [first, second, third] = rows.map((row) => Number(row.revision));
    if (first === undefined || second === undefined || third === undefined) throw new Error('seed');
    const result = await changes(`${String(first)}-${String(first)},${String(third)}-${String(third)}`);
    const offers = (result.data as { offers: { revision: number }[] }).offers;
    expect(offers.map((offer) => offer.revision)).toEqual([first, third]);
    expect((await changes('')).status).toBe(200);
  });
});
