-- =============================================================================
-- Category rules, held by the database (the category admin's form checks the
-- same, but any client can write through the REST API):
--   key   slug-shaped: lowercase letters and digits in hyphen-separated
--         groups (car, food-drink), at most 50 characters, unique (exists:
--         categories_key_key; now with a message too). The app picks a
--         category's illustration and its /offers?category={key} link by it.
--   name  non-empty after trimming (exists: categories_name_check), at most
--         100 characters.
--   display_order  an integer (the column's type), default 0.
-- Surrounding spaces in key and name are trimmed, not refused. Who may write
-- stays as it was: admins only ("Admins can manage categories").
-- =============================================================================

alter table public.categories
  add constraint categories_key_slug check (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(key) <= 50),
  add constraint categories_name_length check (length(name) <= 100);

-- Trims, then refuses with the category admin's words. A check_violation
-- names its constraint, so a client (and the tests) can tell which rule it
-- was; the constraints above stay the backstop.
create function private.check_category()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.key := btrim(new.key);
  new.name := btrim(new.name);
  if new.key = '' or new.name = '' then
    raise exception 'Både nøkkel og navn er påkrevd.'
      using errcode = 'check_violation',
            constraint = case when new.key = '' then 'categories_key_check' else 'categories_name_check' end;
  end if;
  if new.key !~ '^[a-z0-9]+(-[a-z0-9]+)*$' then
    raise exception 'Nøkkelen kan bare ha små bokstaver (a-z), tall og bindestrek mellom ord, for eksempel food-drink.'
      using errcode = 'check_violation', constraint = 'categories_key_slug';
  end if;
  if length(new.key) > 50 then
    raise exception 'Nøkkelen kan være høyst 50 tegn.'
      using errcode = 'check_violation', constraint = 'categories_key_slug';
  end if;
  if exists (select 1 from public.categories c where c.key = new.key and c.id <> new.id) then
    raise exception 'Nøkkelen «%» er allerede i bruk.', new.key
      using errcode = 'unique_violation', constraint = 'categories_key_key';
  end if;
  if length(new.name) > 100 then
    raise exception 'Navnet kan være høyst 100 tegn.'
      using errcode = 'check_violation', constraint = 'categories_name_length';
  end if;
  return new;
end;
$$;

create trigger categories_check
  before insert or update of key, name on public.categories
  for each row execute function private.check_category();
