-- =============================================================================
-- Issue 28: the first sync in a few large requests instead of a thousand rows
-- each. A device that has never synced asks for the categories and the first
-- 1,000 offers over REST (they paint the first visit), then for the rest of
-- the catalogue in bulk pages of rpc/catalogue_changes (5,000 offers each,
-- src/offline/catalogue/sync-engine.ts), the first of which also brings the
-- tombstone feed. The function now sends up to 10,000 rows of each feed (was
-- 1,000, PostgREST's max_rows for table reads, which a function's single jsonb
-- value is not held to), and says how many it sends at most ('page_size' in
-- the answer), so the device knows that an answer shorter than that is the end
-- of the feed and asks no more. A delta still asks for 1,000.
-- Same signature, grants, recheck checks and rows otherwise (20261127020000).
-- A 10,000-row answer is about 270 kB gzipped and well inside anon's 3 s.
-- =============================================================================

create or replace function public.catalogue_changes(
  offers_after bigint default null,
  tombstones_after bigint default null,
  recheck text default '',
  page_size integer default 1000
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  rechecked int8multirange := '{}';
begin
  -- The length first, so a megabyte is refused before any pattern runs over it.
  if recheck is not null and recheck <> '' and (
    length(recheck) > 100 * 40
    or recheck !~ '^[0-9]{1,18}-[0-9]{1,18}(,[0-9]{1,18}-[0-9]{1,18}){0,99}$'
  ) then
    raise exception 'recheck must be at most 100 revision ranges "from-to", separated by commas'
      using errcode = 'invalid_parameter_value';
  end if;
  if recheck is not null and recheck <> '' then
    select coalesce(range_agg(int8range(
             split_part(item, '-', 1)::bigint, split_part(item, '-', 2)::bigint, '[]'))
           filter (where split_part(item, '-', 1)::bigint <= split_part(item, '-', 2)::bigint), '{}')
      into rechecked
      from unnest(string_to_array(recheck, ',')) as item;
  end if;
  return (
      with changed_offers as (
        select o.id, o.company_id, o.company, o.title, o.description, o.detailed_description, o.image,
          o.images, o.discount, o.target_audience, o.offer_active, o.created_at, o.revision
        from public.offers o
        where not o.hidden
          and (offers_after is null
            or o.revision > offers_after
            or o.revision <@ rechecked)
        order by o.revision
        limit least(greatest(page_size, 0), 10000)
      ),
      changed_tombstones as (
        select t.offer_id, t.revision
        from public.offer_tombstones t
        where tombstones_after is null
          or t.revision > tombstones_after
          or t.revision <@ rechecked
        order by t.revision
        limit least(greatest(page_size, 0), 10000)
      )
      select jsonb_build_object(
        'page_size', least(greatest(page_size, 0), 10000),
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
      )
  );
end;
$$;
