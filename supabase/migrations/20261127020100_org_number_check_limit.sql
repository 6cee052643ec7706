-- =============================================================================
-- Issue 22, finding 8: check-company-registered answered 200 anonymous calls in
-- 2.2 s, so the customer list could be enumerated from the registry's numbers.
-- Like the lead functions, it is limited per client address, counted in the
-- database (edge functions are stateless and run on many workers). The address
-- is kept only as the function's keyed hash, and only for the window.
-- The table lives in `private`, which no API role can reach; the one way in is
-- record_org_number_check, for the service role.
-- =============================================================================

create table private.org_number_checks (
  id bigint generated always as identity primary key,
  client_key text not null check (length(client_key) between 16 and 128),
  checked_at timestamptz not null default now()
);

comment on table private.org_number_checks is
  'One row per check-company-registered call within the window, by the HMAC of the caller''s address.';

create index org_number_checks_client_key_checked_at_idx
  on private.org_number_checks (client_key, checked_at);

alter table private.org_number_checks enable row level security;
revoke all on private.org_number_checks from public, anon, authenticated, service_role;

-- Counts this call against the address's budget: true (and counted) while the
-- address made fewer than max_checks calls within window_seconds, false after.
-- Calls of one address are serialised, so concurrent calls cannot overdraw it;
-- the address's rows older than the window are dropped on the way.
create function public.record_org_number_check(
  client_key text,
  max_checks integer,
  window_seconds integer
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  used integer;
begin
  if client_key is null or max_checks is null or max_checks < 1
     or window_seconds is null or window_seconds < 1 then
    raise exception 'client_key, max_checks and window_seconds are required' using errcode = 'invalid_parameter_value';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('org_number_checks:' || client_key));
  delete from private.org_number_checks c
  where c.client_key = record_org_number_check.client_key
    and c.checked_at <= now() - pg_catalog.make_interval(secs => window_seconds);
  select count(*) into used
  from private.org_number_checks c
  where c.client_key = record_org_number_check.client_key;
  if used >= max_checks then
    return false;
  end if;
  insert into private.org_number_checks (client_key) values (record_org_number_check.client_key);
  return true;
end;
$$;

comment on function public.record_org_number_check(text, integer, integer) is
  'Per-address budget of check-company-registered (service role only): true while within it.';

revoke all on function public.record_org_number_check(text, integer, integer) from public, anon, authenticated;
grant execute on function public.record_org_number_check(text, integer, integer) to service_role;
