-- =============================================================================
-- A device's delta sync in one request: the visible offers and the tombstones
-- after its two cursors (plus the revision ranges it asks about again, see
-- src/offline/revision-gaps.ts), and the categories in full. Three REST reads
-- cost three sets of response headers, more than the rows a small change
-- brings (issue 15: a delta after one change within 3 kB, headers included).
--
-- The rows are exactly what the REST reads send (the same columns, the
-- category links as offer_categories), in revision order, at most page_size of
-- each feed; a feed that fills its page is paged on over REST by the client.
-- Security invoker: RLS decides what the caller sees, as it does for REST.
--
-- recheck: 'from-to' ranges separated by commas ('15-159,167-167'), or empty.
-- A null cursor asks for the whole feed. page_size is held to 1000, the REST
-- reads' own most rows per request ([api] max_rows).
--
-- Only the offers' public columns are read (never select *): discount codes
-- and the other secrets live in offer_secrets, which this function never reads.
-- =============================================================================

create function public.catalogue_changes(
  offers_after bigint default null,
  tombstones_after bigint default null,
  recheck text default '',
  page_size integer default 1000
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with ranges as (
    select split_part(range, '-', 1)::bigint as low, split_part(range, '-', 2)::bigint as high
    from unnest(string_to_array(nullif(recheck, ''), ',')) as range
  ),
  changed_offers as (
    select o.id, o.company_id, o.company, o.title, o.description, o.detailed_description, o.image,
      o.images, o.discount, o.target_audience, o.offer_active, o.created_at, o.revision
    from public.offers o
    where not o.hidden
      and (offers_after is null
        or o.revision > offers_after
        or exists (select 1 from ranges r where o.revision between r.low and r.high))
    order by o.revision
    limit least(greatest(page_size, 0), 1000)
  ),
  changed_tombstones as (
    select t.offer_id, t.revision
    from public.offer_tombstones t
    where tombstones_after is null
      or t.revision > tombstones_after
      or exists (select 1 from ranges r where t.revision between r.low and r.high)
    order by t.revision
    limit least(greatest(page_size, 0), 1000)
  )
  select jsonb_build_object(
    'offers', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', o.id,
        'company_id', o.company_id,
        'company', o.company,
        'title', o.title,
        'description', o.description,
        'detailed_description', o.detailed_description,
        'image', o.image,
        'images', o.images,
        'discount', o.discount,
        'target_audience', o.target_audience,
        'offer_active', o.offer_active,
        'created_at', o.created_at,
        'revision', o.revision,
        'offer_categories', coalesce((
          select jsonb_agg(jsonb_build_object('category_id', oc.category_id))
          from public.offer_categories oc
          where oc.offer_id = o.id
        ), '[]'::jsonb)
      ) order by o.revision)
      from changed_offers o
    ), '[]'::jsonb),
    'tombstones', coalesce((
      select jsonb_agg(jsonb_build_object('offer_id', t.offer_id, 'revision', t.revision) order by t.revision)
      from changed_tombstones t
    ), '[]'::jsonb),
    'categories', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', c.id, 'key', c.key, 'name', c.name, 'display_order', c.display_order, 'revision', c.revision
      ) order by c.display_order)
      from public.categories c
    ), '[]'::jsonb)
  );
$$;

revoke execute on function public.catalogue_changes(bigint, bigint, text, integer) from public;
grant execute on function public.catalogue_changes(bigint, bigint, text, integer)
  to anon, authenticated, service_role;
