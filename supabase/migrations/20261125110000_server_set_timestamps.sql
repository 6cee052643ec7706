-- =============================================================================
-- created_at and updated_at are the server's. A client that wrote them could
-- pose as the newest (or oldest) row: an offer dated 2099 sorted first and,
-- before the revision cursor, froze every device's catalogue sync. So on
-- insert and update the server stamps both for every request that comes
-- through the API as anon or authenticated, whatever the row says. The
-- database owner (migrations, the seed) and the service role (edge functions,
-- imports) are trusted and may still set explicit values, which the seed uses
-- to give the demo catalogue its order. The set_updated_at triggers keep
-- moving updated_at on every update, as before.
-- =============================================================================

-- True when an API client (anon or a signed-in user) is behind the statement:
-- by the request's JWT role, which stays set inside security definer
-- functions, or by the current role when no JWT is set.
create function private.is_api_client()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated')
    or current_user in ('anon', 'authenticated');
$$;

grant execute on function private.is_api_client() to anon, authenticated, service_role;

create function private.stamp_server_times()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- =============================================================================
-- Every table with created_at and updated_at.
-- =============================================================================

create trigger offers_stamp_server_times
  before insert or update on public.offers
  for each row execute function private.stamp_server_times();

create trigger categories_stamp_server_times
  before insert or update on public.categories
  for each row execute function private.stamp_server_times();

create trigger companies_stamp_server_times
  before insert or update on public.companies
  for each row execute function private.stamp_server_times();

create trigger employees_stamp_server_times
  before insert or update on public.employees
  for each row execute function private.stamp_server_times();

create trigger auth_user_profiles_stamp_server_times
  before insert or update on public.auth_user_profiles
  for each row execute function private.stamp_server_times();
