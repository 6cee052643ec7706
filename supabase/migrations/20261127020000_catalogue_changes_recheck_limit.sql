-- =============================================================================
-- Issue 22, finding 1: one anonymous catalogue_changes with a `recheck` of
-- 250,000 ranges (1 MB) held the database for seconds (minutes with a large
-- catalogue), every other request waiting behind it: the ranges were unbounded
-- and tested once per row. Now `recheck` is checked first (at most 100
-- 'from-to' ranges of digits, else 22023, HTTP 400; the app sends at most 8,
-- src/offline/revision-gaps.ts) and turned once into a multirange, which each
-- row is tested against with one lookup. Same signature, grants and answer.
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
        limit least(greatest(page_size, 0), 1000)
      ),
      changed_tombstones as (
        select t.offer_id, t.revision
        from public.offer_tombstones t
        where tombstones_after is null
          or t.revision > tombstones_after
          or t.revision <@ rechecked
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
      )
  );
end;
$$;
