import { describe, expect, it } from 'vitest';
import { reloadSchemaCache } from '../../../supabase/local/rest/rest-api.ts';
import { startTestBackend, untyped } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

const ROWS = 1500;

// A table longer than [api] max_rows (1000), readable by anyone.
const backend = backendForFile(async () => {
  const started = await startTestBackend({ seed: false });
  await started.gateway.ctx.db.exec(`
    create table public.max_rows_items (id int primary key);
    insert into public.max_rows_items select generate_series(1, ${ROWS});
    alter table public.max_rows_items enable row level security;
    create policy "Anyone can read the items" on public.max_rows_items for select using (true);
    grant select on public.max_rows_items to anon, authenticated;
    create function public.all_max_rows_items() returns setof public.max_rows_items
      language sql stable as $$ select * from public.max_rows_items order by id $$;
    grant execute on function public.all_max_rows_items() to anon;
  `);
  await reloadSchemaCache(started.gateway.ctx);
  return started;
});

function read(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend().url}/rest/v1/${path}`, {
    headers: { apikey: backend().anonKey, authorization: `Bearer ${backend().anonKey}`, ...headers },
  });
}

async function ids(response: Response): Promise<number[]> {
  return ((await response.json()) as { id: number }[]).map((row) => row.id);
}

describe('max_rows', () => {
  it('returns at most 1000 rows to a read without a limit', async () => {
    const response = await read('max_rows_items?select=id&order=id');
    expect(response.status).toBe(200);
    const rows = await ids(response);
    expect(rows).toHaveLength(1000);
    expect(rows.at(-1)).toBe(1000);
    expect(response.headers.get('content-range')).toBe('0-999/*');
  });

  it('caps a larger limit or Range, and keeps the count and Content-Range right', async () => {
    const counted = await read('max_rows_items?select=id&order=id&limit=5000', { prefer: 'count=exact' });
    expect(counted.status).toBe(206);
    expect(await ids(counted)).toHaveLength(1000);
    expect(counted.headers.get('content-range')).toBe(`0-999/${ROWS}`);

    const ranged = await read('max_rows_items?select=id&order=id', { range: '0-1999' });
    expect(await ids(ranged)).toHaveLength(1000);

    const tail = await read('max_rows_items?select=id&order=id&offset=1200', { prefer: 'count=exact' });
    expect(await ids(tail)).toHaveLength(ROWS - 1200);
    expect(tail.headers.get('content-range')).toBe(`1200-1499/${ROWS}`);

    const small = await read('max_rows_items?select=id&limit=10');
    expect(await ids(small)).toHaveLength(10);
  });

  it('applies to supabase-js reads and set-returning RPCs', async () => {
    const { data, count, error } = await untyped(backend().anon())
      .from('max_rows_items')
      .select('id', { count: 'exact' })
      .order('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(1000);
    expect(count).toBe(ROWS);

    const rpc = await untyped(backend().anon()).rpc('all_max_rows_items');
    expect(rpc.error).toBeNull();
    expect(rpc.data).toHaveLength(1000);
  });
});
