import type { Gateway } from '../../supabase/local/gateway.ts';

/** Visible offers the benchmark's catalogue holds: 10,000, or BENCH_OFFERS (e.g. 50000 for the scale figures). */
export const CATALOGUE_SIZE = catalogueSize(process.env.BENCH_OFFERS);

function catalogueSize(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 10_000;
  const size = Number(setting);
  if (!Number.isSafeInteger(size) || size < 100)
    throw new Error(`BENCH_OFFERS must be a whole number >= 100, not ${setting}`);
  return size;
}

/** The id of the n-th generated offer: stable, so the delta benchmark can name one. */
function generatedId(n: number): string {
  const hex = createHexId(n);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function createHexId(n: number): string {
  return `be0c${n.toString(16).padStart(28, '0')}`;
}

/**
 * Grows the seeded catalogue to exactly CATALOGUE_SIZE visible offers in one
 * transaction: copies of the seeded visible offers (their real titles, HTML
 * descriptions, images and category links), each under a numbered company
 * name, with distinct timestamps a little apart like a real catalogue.
 * The per-row triggers (updated_at touch, tombstones, foreign-key checks) are
 * for live edits; the bulk rows are consistent by construction, so they are
 * skipped with session_replication_role.
 */
export async function seedCatalogue(gateway: Gateway): Promise<{ inserted: number; changeId: string }> {
  const db = gateway.ctx.db;
  const visible = await db.query<{ count: number }>(
    'select count(*)::int as count from public.offers where not hidden',
  );
  const existing = visible.rows[0]?.count ?? 0;
  const inserted = CATALOGUE_SIZE - existing;
  if (inserted <= 0) throw new Error(`the seed already has ${existing} visible offers`);
  await db.exec(`
    begin;
    set local session_replication_role = replica;
    create temp table bench_source on commit drop as
      select row_number() over (order by id) as n, o.* from public.offers o where not o.hidden;
    create temp table bench_map on commit drop as
      select g, s.id as source_id,
        (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid as id
      from generate_series(1, ${inserted}) g
      cross join lateral (select 'be0c' || lpad(to_hex(g), 28, '0') as h) hex
      join bench_source s on s.n = 1 + (g % (select count(*) from bench_source));
    insert into public.offers (
      id, company_id, company, title, description, detailed_description, image, images, discount,
      target_audience, offer_active, hidden, created_at, updated_at
    )
    select m.id, s.company_id, coalesce(s.company, 'Partner') || ' ' || m.g, s.title, s.description,
      s.detailed_description, s.image, s.images, s.discount, s.target_audience, s.offer_active, false,
      now() - make_interval(secs => m.g * 37), now() - make_interval(secs => m.g * 37)
    from bench_map m join bench_source s on s.id = m.source_id;
    insert into public.offer_categories (offer_id, category_id)
    select m.id, oc.category_id from bench_map m join public.offer_categories oc on oc.offer_id = m.source_id;
    commit;
  `);
  const total = await db.query<{ count: number }>(
    'select count(*)::int as count from public.offers where not hidden',
  );
  if (total.rows[0]?.count !== CATALOGUE_SIZE) {
    throw new Error(`seeding left ${total.rows[0]?.count ?? 0} visible offers, not ${CATALOGUE_SIZE}`);
  }
  return { inserted, changeId: generatedId(Math.ceil(inserted / 2)) };
}

/** One edit as an admin would make it: the updated_at trigger moves the offer into the next delta. */
export async function changeOneOffer(gateway: Gateway, id: string): Promise<void> {
  const result = await gateway.ctx.db.query(
    "update public.offers set title = title || ' (oppdatert)' where id = $1 returning id",
    [id],
  );
  if (result.rows.length !== 1) throw new Error(`no offer ${id} to change`);
}
