-- =============================================================================
-- Click statistics must not be faked in bulk. Clients (anon and signed-in)
-- record one click per request, and at most 30 a minute from one address.
-- The address is the first one of x-forwarded-for, as the API gateway passes
-- it to PostgREST in request.headers; a request without one (none is known)
-- is still allowed its one click.
-- =============================================================================

-- Clicks counted per client address and second, so the last minute is a
-- sliding window of at most 60 rows per address; rows that left it are pruned
-- as new clicks arrive. Only the trigger below touches the table.
create table private.click_rate_windows (
  client_address text not null,
  window_start timestamptz not null,
  clicks integer not null,
  primary key (client_address, window_start)
);

create index click_rate_windows_window_start_idx on private.click_rate_windows (window_start);

revoke all on private.click_rate_windows from public, anon, authenticated;

-- The caller's address as the gateway reports it: the first entry of
-- x-forwarded-for, or null. request.headers reads '' (not null) in a session
-- where an earlier transaction had set it.
create function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(
    left(btrim(split_part(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1
    )), 100),
    ''
  );
$$;

create function private.limit_click_inserts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  inserted bigint;
  address text;
  clicks_this_minute integer;
begin
  -- Server-side writers (service role, the database owner) are not capped.
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*) into inserted from new_clicks;
  if inserted = 0 then
    return null;
  end if;
  if inserted > 1 then
    raise exception 'Only one click can be recorded per request'
      using errcode = 'check_violation',
            detail = format('The request inserted %s clicks.', inserted),
            hint = 'Send each click in its own request.';
  end if;

  address := private.request_client_address();
  if address is null then
    return null;
  end if;
  delete from private.click_rate_windows where window_start <= now() - interval '1 minute';
  insert into private.click_rate_windows as counted (client_address, window_start, clicks)
  values (address, date_trunc('second', now()), 1)
  on conflict (client_address, window_start) do update set clicks = counted.clicks + 1;
  select sum(clicks) into clicks_this_minute
  from private.click_rate_windows
  where client_address = address and window_start > now() - interval '1 minute';
  -- PT429 is PostgREST's way to answer with HTTP 429 Too Many Requests.
  if clicks_this_minute > 30 then
    raise exception 'Too many clicks from this address; try again in a minute'
      using errcode = 'PT429',
            detail = 'At most 30 clicks a minute are recorded from one address.';
  end if;
  return null;
end;
$$;

create trigger offer_clicks_limit_inserts
  after insert on public.offer_clicks
  referencing new table as new_clicks
  for each statement execute function private.limit_click_inserts();
