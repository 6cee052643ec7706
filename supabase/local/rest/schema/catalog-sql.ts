/**
 * One round trip reads what the REST service needs from pg_catalog, as one
 * JSON document: the relations of `public` with their columns, their keys and
 * foreign keys, the functions of `public`, and the type names a cast may use.
 */
export const CATALOG_SQL = `
with rels as (
  select c.oid, c.relname, c.relkind
  from pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'f', 'p')
)
select json_build_object(
  'tables', coalesce((
    select json_agg(json_build_object(
      'name', r.relname,
      'kind', r.relkind,
      'columns', coalesce((
        select json_agg(json_build_object(
          'name', a.attname,
          'type', format_type(a.atttypid, a.atttypmod),
          'nullable', not a.attnotnull,
          'default', pg_get_expr(d.adbin, d.adrelid),
          'generated', a.attgenerated <> ''
        ) order by a.attnum)
        from pg_attribute a
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
      ), '[]')
    ) order by r.relname)
    from rels r
  ), '[]'),
  'constraints', coalesce((
    select json_agg(json_build_object(
      'name', con.conname,
      'type', con.contype,
      'table', r.relname,
      'foreignTable', fr.relname,
      'columns', (
        select json_agg(a.attname order by k.i)
        from unnest(con.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n
      ),
      'foreignColumns', (
        select json_agg(a.attname order by k.i)
        from unnest(con.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n
      )
    ) order by con.conname)
    from pg_constraint con
    join rels r on r.oid = con.conrelid
    left join rels fr on fr.oid = con.confrelid
    where con.contype in ('p', 'u') or (con.contype = 'f' and fr.oid is not null)
  ), '[]'),
  'routines', coalesce((
    select json_agg(json_build_object(
      'name', p.proname,
      'returnsSet', p.proretset,
      'returnType', format_type(p.prorettype, null),
      'returnTypeKind', t.typtype,
      'returnsVoid', p.prorettype = 'void'::regtype,
      'returnTable', rr.relname,
      'returnColumns', case when t.typtype = 'c' then (
        select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
        from pg_attribute a
        where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
      ) end,
      'volatility', p.provolatile,
      'defaults', p.pronargdefaults,
      'variadic', p.provariadic <> 0,
      'args', coalesce((
        select json_agg(json_build_object(
          'name', coalesce(p.proargnames[k.i], ''),
          'type', format_type(k.t, null),
          'mode', coalesce(p.proargmodes[k.i]::text, 'i')
        ) order by k.i)
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(t, i)
      ), '[]')
    ) order by p.proname)
    from pg_proc p
    join pg_type t on t.oid = p.prorettype
    left join rels rr on rr.oid = t.typrelid
    where p.pronamespace = 'public'::regnamespace
      and p.prokind = 'f'
      and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
  ), '[]'),
  'types', coalesce((
    select json_agg(distinct t.typname)
    from pg_type t
    where t.typnamespace in ('pg_catalog'::regnamespace, 'public'::regnamespace)
      and t.typtype in ('b', 'd', 'e', 'r', 'm', 'c')
      and t.typname not like '\\_%'
  ), '[]')
)::text as catalog
`;
