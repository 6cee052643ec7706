import { describe, expect, it } from 'vitest';
import { restBackendForFile } from './rest-backend.ts';

/** The seeded catalogue read the way the app reads it (spec section 7), through the real schema and RLS. */
const { backend } = restBackendForFile({ seed: true });

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await backend().gateway.ctx.db.query<{ value: T }>(sql, params);
  return rows[0]?.value as T;
}

interface OfferRow {
  id: string;
  hidden: boolean;
  created_at: string;
  offer_categories: { categories: { id: string; name: string; key: string } }[];
}

describe('the offers list of the app', () => {
  it('lists visible offers, newest first, with their categories embedded', async () => {
    const { data, error, status } = await backend()
      .anon()
      .from('offers')
      .select('*, offer_categories(categories(id,name,key))')
      .eq('hidden', false)
      .order('created_at', { ascending: false })
      .range(0, 100);
    expect(error).toBeNull();
    expect(status).toBe(200);
    const offers = (data ?? []) as OfferRow[];
    const visible = await scalar<number>('select count(*)::int as value from public.offers where not hidden');
    expect(visible).toBeGreaterThan(0);
    expect(offers).toHaveLength(Math.min(visible, 101));
    expect(offers.every((offer) => !offer.hidden)).toBe(true);
    const times = offers.map((offer) => Date.parse(offer.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(offers.some((offer) => offer.offer_categories.length > 0)).toBe(true);
    for (const offer of offers) {
      for (const link of offer.offer_categories) {
        expect(Object.keys(link.categories).sort()).toEqual(['id', 'key', 'name']);
      }
    }
  });

  it('shows a signed-in employee their company through the employees embed', async () => {
    const userId = await scalar<string>(
      "select id::text as value from auth.users where email = 'ansatt@acme.test'",
    );
    const employee = await backend().userClient(userId);
    const { data, error } = await employee
      .from('employees')
      .select('role, companies(id, name, org_no)')
      .eq('user_id', userId);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        role: 'employee',
        companies: { id: expect.any(String) as unknown, name: 'Acme AS', org_no: '914563720' },
      },
    ]);
  });
});
