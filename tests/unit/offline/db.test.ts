// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { OfflineDb, clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { META, readMeta, writeMeta } from '../../../src/offline/store/meta.ts';
import { yieldToMain } from '../../../src/offline/catalogue/yield-to-main.ts';
import { cachedOffer } from './support/cached-offer.ts';

beforeEach(async () => {
  await clearOfflineData();
});

describe('the offline database', () => {
  it('has the stores the app uses, with no index on a boolean field', () => {
    const schema = Object.fromEntries(
      db.tables.map((table) => [
        table.name,
        [table.schema.primKey.name, ...table.schema.indexes.map((index) => index.name)],
      ]),
    );
    expect(schema).toEqual({
      categories: ['id', 'key', 'display_order'],
      offers: ['id', 'created_at'],
      meta: ['key'],
      vault: ['[user_id+offer_id]', 'user_id', 'offer_id'],
      click_queue: ['id', 'next_attempt_at'],
      outbox: ['id', 'idempotency_key', 'status', 'next_attempt_at'],
      favourites: ['[user_id+offer_id]', 'user_id'],
      favourite_queue: ['id', 'user_id'],
      recent_codes: ['[user_id+offer_id]', 'user_id'],
    });
  });

  it('keeps the offers cached by version 1 when it drops their unused indexes', async () => {
    const name = 'ordning-upgrade-test';
    const before = new Dexie(name);
    before.version(1).stores({ offers: 'id, updated_at, created_at, *category_ids, target_audience' });
    await before
      .table('offers')
      .bulkPut([
        cachedOffer({ id: 'a', category_ids: ['food', 'sport'] }),
        cachedOffer({ id: 'b', created_at: '2025-11-22T12:00:00+00:00' }),
      ]);
    before.close();

    const after = new OfflineDb(name);
    try {
      expect(after.offers.schema.indexes.map((index) => index.name)).toEqual(['created_at']);
      expect(await after.offers.orderBy('created_at').reverse().primaryKeys()).toEqual(['b', 'a']);
      expect((await after.offers.get('a'))?.category_ids).toEqual(['food', 'sport']);
    } finally {
      after.close();
      await Dexie.delete(name);
    }
  });

  it('keeps one outbox entry per idempotency key', async () => {
    const entry = {
      id: 'lead-1',
      kind: 'partoutcar' as const,
      payload: { fullName: 'Ola' },
      idempotency_key: '0b8a1c3e-5d7f-4a2b-9c1d-3e5f7a9b1c2d',
      attempts: 0,
      next_attempt_at: 0,
      status: 'pending' as const,
      last_error: null,
      created_at: '2025-11-21T12:00:00Z',
      sent_at: null,
    };
    await db.outbox.add(entry);
    await expect(db.outbox.add({ ...entry, id: 'lead-2' })).rejects.toThrow();
  });

  it('clears every store', async () => {
    await db.offers.put(cachedOffer());
    await writeMeta(META.lastSyncedAt, 'x');
    await clearOfflineData();
    expect(await Promise.all(db.tables.map((table) => table.count()))).toEqual(db.tables.map(() => 0));
  });
});

describe('meta values', () => {
  it('reads back what was written, and null for a missing or malformed value', async () => {
    expect(await readMeta(META.offersCursor)).toBeNull();
    await writeMeta(META.offersCursor, 4711);
    expect(await readMeta(META.offersCursor)).toBe(4711);
    await db.meta.put({ key: META.offersCursor.key, value: 'garbage' });
    expect(await readMeta(META.offersCursor)).toBeNull();
    await db.meta.put({ key: META.offersCursor.key, value: -1 });
    expect(await readMeta(META.offersCursor)).toBeNull();
  });
});

describe('yielding to the main thread', () => {
  it('resumes once the current task is done', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    const yielded = yieldToMain().then(() => order.push('yield'));
    order.push('sync');
    await yielded;
    expect(order[0]).toBe('sync');
    expect(order).toContain('yield');
  });
});
