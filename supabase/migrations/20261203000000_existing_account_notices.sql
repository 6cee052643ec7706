-- =============================================================================
-- Issue 26: registering with an address that already has an account. With
-- confirmations on, the auth service answers as for a new address and sends
-- nothing (hosted GoTrue does the same), so the owner of the address never
-- learns why no confirmation came. The public edge function
-- notify-existing-account mails that owner instead; these are its two ways
-- into the database, both for the service role only.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Whether an address belongs to a confirmed account. auth.users is not exposed
-- to the API; an unconfirmed account needs no notice, because signing up again
-- already resends its confirmation mail.
-- -----------------------------------------------------------------------------
create function public.confirmed_account_exists(address text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    where lower(u.email) = lower(pg_catalog.btrim(address))
      and u.email_confirmed_at is not null
  );
$$;

comment on function public.confirmed_account_exists(text) is
  'Whether a confirmed account has this e-mail address (service role only: it would enumerate users).';

revoke all on function public.confirmed_account_exists(text) from public, anon, authenticated;
grant execute on function public.confirmed_account_exists(text) to service_role;

-- -----------------------------------------------------------------------------
-- The function's budget, so it cannot be used to flood an inbox or to mail a
-- list of addresses: calls per client address and per e-mail address within a
-- window. Both are stored only as the function's keyed hashes, and only for the
-- window, in `private`, which no API role can reach.
-- -----------------------------------------------------------------------------
create table private.existing_account_notices (
  id bigint generated always as identity primary key,
  client_key text not null check (length(client_key) between 16 and 128),
  address_key text not null check (length(address_key) between 16 and 128),
  asked_at timestamptz not null default now()
);

comment on table private.existing_account_notices is
  'One row per counted notify-existing-account call within the window, by keyed hashes of the caller and the address.';

create index existing_account_notices_client_idx
  on private.existing_account_notices (client_key, asked_at);
create index existing_account_notices_address_idx
  on private.existing_account_notices (address_key, asked_at);

alter table private.existing_account_notices enable row level security;
revoke all on private.existing_account_notices from public, anon, authenticated, service_role;

-- Counts one call. 'client_limited' (not counted) when the caller has used its
-- budget; otherwise counted, and 'address_limited' when the e-mail address had
-- its budget of notices already, 'ok' when a notice may go. Calls are
-- serialised per caller and per address, so concurrent calls cannot overdraw;
-- rows older than the window are dropped on the way.
create function public.record_existing_account_notice(
  client_key text,
  address_key text,
  max_per_client integer,
  max_per_address integer,
  window_seconds integer
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  by_client integer;
  by_address integer;
begin
  if client_key is null or address_key is null or max_per_client is null or max_per_client < 1
     or max_per_address is null or max_per_address < 1 or window_seconds is null or window_seconds < 1 then
    raise exception 'keys, limits and window_seconds are required' using errcode = 'invalid_parameter_value';
  end if;
  -- Always the client's lock first, then the address's, so two calls cannot deadlock.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('existing_account_notices:c:' || client_key));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('existing_account_notices:a:' || address_key));
  since := now() - pg_catalog.make_interval(secs => window_seconds);
  delete from private.existing_account_notices n
  where (n.client_key = record_existing_account_notice.client_key
         or n.address_key = record_existing_account_notice.address_key)
    and n.asked_at <= since;
  select count(*) into by_client from private.existing_account_notices n
  where n.client_key = record_existing_account_notice.client_key;
  if by_client >= max_per_client then
    return 'client_limited';
  end if;
  select count(*) into by_address from private.existing_account_notices n
  where n.address_key = record_existing_account_notice.address_key;
  insert into private.existing_account_notices (client_key, address_key)
  values (record_existing_account_notice.client_key, record_existing_account_notice.address_key);
  if by_address >= max_per_address then
    return 'address_limited';
  end if;
  return 'ok';
end;
$$;

comment on function public.record_existing_account_notice(text, text, integer, integer, integer) is
  'Budget of notify-existing-account (service role only): ok, address_limited or client_limited.';

revoke all on function public.record_existing_account_notice(text, text, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.record_existing_account_notice(text, text, integer, integer, integer)
  to service_role;
