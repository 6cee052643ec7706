import { describe, expect, it, vi } from 'vitest';
import { reloadSchemaCache } from '../../../supabase/local/rest/rest-api.ts';
import { untyped } from '../support/backend.ts';
import { errorCode, restBackendForFile } from './rest-backend.ts';

const { backend } = restBackendForFile();

describe('schema cache', () => {
  it('does not see a table created after the last reload', async () => {
    await backend().gateway.ctx.db.exec('create table public.rest_late (id int primary key)');
    const response = await backend().rest('rest_late');
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe('PGRST205');
  });

  it("reloads on NOTIFY pgrst, 'reload schema', as PostgREST does", async () => {
    await backend().gateway.ctx.db.exec(`
      create table public.rest_notified (id int primary key, label text);
      insert into public.rest_notified values (1, 'fresh');
      notify pgrst, 'reload schema';
    `);
    await vi.waitFor(async () => {
      const response = await backend().rest('rest_notified?select=label');
      expect(await response.json()).toEqual([{ label: 'fresh' }]);
    });
  });

  it('reloads on demand and sees new columns, functions and relationships', async () => {
    await backend().gateway.ctx.db.exec(`
      alter table public.rest_notified add column book_id int references public.rest_books (id);
      update public.rest_notified set book_id = 3;
      create function public.rest_late_fn() returns int language sql as $$ select 7 $$;
    `);
    await reloadSchemaCache(backend().gateway.ctx);
    const embedded = await untyped(backend().anon()).from('rest_notified').select('label, rest_books(title)');
    expect(embedded.data).toEqual([{ label: 'fresh', rest_books: { title: 'Sult' } }]);
    expect((await untyped(backend().anon()).rpc('rest_late_fn')).data).toBe(7);
  });

  it('forgets dropped tables after a reload', async () => {
    await backend().gateway.ctx.db.exec('drop table public.rest_notified');
    await reloadSchemaCache(backend().gateway.ctx);
    expect((await backend().rest('rest_notified')).status).toBe(404);
  });
});
