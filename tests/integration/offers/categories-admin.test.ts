import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { CATEGORY_KEYS, categoryId } from '../rls/seed-ids.ts';
import { type Account, signInAll } from './support.ts';

/**
 * The category admin's calls (spec section 7: insert, update by id, delete by
 * id on categories; the count of offers using one) with real supabase-js,
 * and the rules the database holds for keys and names.
 */
const backend = backendForFile(() => startTestBackend());
let as: Record<Account, SupabaseClient>;

beforeAll(async () => {
  as = await signInAll(backend());
});

const NOT_ADMINS: Account[] = ['anon', 'individual', 'employee', 'acmeOwner', 'acmeAdmin', 'fjordOwner'];

const uniqueKey = () => `kategori-${randomUUID().slice(0, 8)}`;

async function storedCategory(id: string) {
  const { rows } = await backend().gateway.ctx.db.query<{ key: string; name: string; display_order: number }>(
    'select key, name, display_order from public.categories where id = $1',
    [id],
  );
  return rows[0];
}

async function newCategory(): Promise<string> {
  const id = randomUUID();
  await backend().gateway.ctx.db.query(
    `insert into public.categories (id, key, name, display_order) values ($1, $2, 'Før', 3)`,
    [id, uniqueKey()],
  );
  return id;
}

describe('an admin manages categories', () => {
  it('creates, updates and deletes a category by id', async () => {
    const key = uniqueKey();
    const created = await as.admin
      .from('categories')
      .insert({ key, name: '  Reise  ', display_order: 8 })
      .select('id, key, name, display_order')
      .single();
    expect(created.error).toBeNull();
    const { id } = created.data as { id: string };
    // Surrounding spaces are trimmed by the database.
    expect(created.data).toEqual({ id, key, name: 'Reise', display_order: 8 });

    const updated = await as.admin
      .from('categories')
      .update({ name: 'Reise og fritid', key: `${key}-2`, display_order: 2 })
      .eq('id', id);
    expect(updated.error).toBeNull();
    expect(await storedCategory(id)).toEqual({ key: `${key}-2`, name: 'Reise og fritid', display_order: 2 });

    const deleted = await as.admin.from('categories').delete().eq('id', id);
    expect(deleted.error).toBeNull();
    expect(await storedCategory(id)).toBeUndefined();
  });

  it('counts the offers that use a category, hidden ones included, for the delete confirmation', async () => {
    const db = backend().gateway.ctx.db;
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.offer_categories where category_id = $1',
      [categoryId('car')],
    );
    const { count, error } = await as.admin
      .from('offer_categories')
      .select('offer_id', { count: 'exact', head: true })
      .eq('category_id', categoryId('car'));
    expect(error).toBeNull();
    expect(count).toBe(rows[0]?.n);
    expect(count).toBeGreaterThan(0);

    // A category's hidden offers count too: an admin sees every link.
    const hidden = await db.query<{ category_id: string }>(
      `select oc.category_id::text from public.offer_categories oc
       join public.offers o on o.id = oc.offer_id where o.hidden limit 1`,
    );
    const hiddenCategory = hidden.rows[0]?.category_id ?? '';
    const all = await db.query<{ n: number }>(
      'select count(*)::int as n from public.offer_categories where category_id = $1',
      [hiddenCategory],
    );
    const counted = await as.admin
      .from('offer_categories')
      .select('offer_id', { count: 'exact', head: true })
      .eq('category_id', hiddenCategory);
    expect(counted.count).toBe(all.rows[0]?.n);
  });

  it('deleting a used category removes its links, not the offers', async () => {
    const id = await newCategory();
    const db = backend().gateway.ctx.db;
    const offer = randomUUID();
    await db.query(`insert into public.offers (id, title) values ($1, 'Bruker kategorien')`, [offer]);
    await db.query('insert into public.offer_categories (offer_id, category_id) values ($1, $2)', [
      offer,
      id,
    ]);
    expect((await as.admin.from('categories').delete().eq('id', id)).error).toBeNull();
    const { rows } = await db.query('select 1 from public.offers where id = $1', [offer]);
    expect(rows).toHaveLength(1);
  });
});

describe('nobody else writes categories', () => {
  for (const account of NOT_ADMINS) {
    it(`refuses ${account}: insert, update and delete change nothing`, async () => {
      const key = uniqueKey();
      const inserted = await as[account].from('categories').insert({ key, name: 'Ulovlig' });
      expect(inserted.error).not.toBeNull();
      expect([401, 403]).toContain(inserted.status);
      const { rows } = await backend().gateway.ctx.db.query(
        'select 1 from public.categories where key = $1',
        [key],
      );
      expect(rows).toHaveLength(0);

      const id = await newCategory();
      const before = await storedCategory(id);
      // RLS filters the row away: PostgREST answers 2xx with nothing changed (anon has no grant: 401).
      const updated = await as[account].from('categories').update({ name: 'Endret' }).eq('id', id);
      expect(updated.status).toBeLessThan(500);
      const deleted = await as[account].from('categories').delete().eq('id', id);
      expect(deleted.status).toBeLessThan(500);
      expect(await storedCategory(id)).toEqual(before);
    });
  }
});

describe('the rules for keys and names', () => {
  it('accepts every key of the seed, written again through the API', async () => {
    for (const key of CATEGORY_KEYS) {
      const result = await as.admin
        .from('categories')
        .update({ key })
        .eq('id', categoryId(key))
        .select('key');
      expect(result.error, key).toBeNull();
      expect(result.data).toEqual([{ key }]);
    }
  });

  const refused: [string, Record<string, unknown>, number, string | null][] = [
    ['a blank key', { key: '  ', name: 'Navn' }, 400, 'Både nøkkel og navn er påkrevd.'],
    ['a blank name', { name: ' ' }, 400, 'Både nøkkel og navn er påkrevd.'],
    ['a missing name', { name: null }, 400, null],
    ['capitals in the key', { key: 'Food-Drink' }, 400, null],
    ['spaces inside the key', { key: 'mat og drikke' }, 400, null],
    ['a leading hyphen', { key: '-mat' }, 400, null],
    ['a trailing hyphen', { key: 'mat-' }, 400, null],
    ['a double hyphen', { key: 'mat--drikke' }, 400, null],
    ['letters outside a-z', { key: 'økonomi' }, 400, null],
    ['a key of 51 characters', { key: 'a'.repeat(51) }, 400, 'Nøkkelen kan være høyst 50 tegn.'],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, 400, 'Navnet kan være høyst 100 tegn.'],
    ['a display order that is not an integer', { display_order: 1.5 }, 400, null],
    ['a display order that is text', { display_order: 'først' }, 400, null],
    ['a key in use', { key: 'car' }, 409, 'Nøkkelen «car» er allerede i bruk.'],
  ];
  for (const [label, change, status, message] of refused) {
    it(`refuses ${label} on insert and on update`, async () => {
      const key = uniqueKey();
      const inserted = await as.admin.from('categories').insert({ key, name: 'Navn', ...change });
      expect(inserted.status, JSON.stringify(inserted.error)).toBe(status);
      if (message) expect(inserted.error?.message).toBe(message);

      const id = await newCategory();
      const before = await storedCategory(id);
      const updated = await as.admin.from('categories').update(change).eq('id', id);
      expect(updated.status, JSON.stringify(updated.error)).toBe(status);
      if (message) expect(updated.error?.message).toBe(message);
      expect(await storedCategory(id)).toEqual(before);
    });
  }

  it('accepts a key of exactly 50 characters and a display order of 0 by default', async () => {
    const key = `a${'-b'.repeat(24)}c`;
    expect(key).toHaveLength(50);
    const { data, error } = await as.admin
      .from('categories')
      .insert({ key, name: 'Lang' })
      .select('display_order')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ display_order: 0 });
  });
});
