-- =============================================================================
-- Event limits per person, not per office (issue 22, finding 10). An office
-- behind one NAT address is one address: the old 30 clicks and 120 views a
-- minute per address refused it as soon as one person browsed about 30
-- offers a minute. Now:
--   * signed-in people are counted per person (their user id): 120 clicks
--     and 600 views a minute, four and five times what a person browsing
--     fast (about 30 offers a minute) or a phone sending a day's offline
--     queue needs, and still a hard cap on what one account can fake;
--   * visitors (anon) are counted per address: 300 clicks and 1,200 views a
--     minute, room for some 40 people on one address browsing 30 offers a
--     minute at the same time (clicks are about a quarter of the views).
-- A refused event is not lost: the app keeps it queued and retries later.
-- The window table keeps its shape: a person's windows are keyed
-- 'user:<uuid>' in client_address, which no address can collide with.
-- =============================================================================

create or replace function private.limit_click_inserts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  inserted bigint;
  window_key text;
  per_user boolean;
  event_budget text;
  budget_limit integer;
  events_this_minute integer;
begin
  -- Server-side writers (service role, the database owner) are not capped.
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*), case when bool_and(kind = 'view') then 'view' else 'click' end
  into inserted, event_budget
  from new_clicks;
  if inserted = 0 then
    return null;
  end if;
  if inserted > 1 then
    raise exception 'Only one click can be recorded per request'
      using errcode = 'check_violation',
            detail = format('The request inserted %s clicks.', inserted),
            hint = 'Send each click in its own request.';
  end if;

  per_user := auth.role() = 'authenticated' and auth.uid() is not null;
  window_key := case when per_user then 'user:' || auth.uid()::text else private.request_client_address() end;
  if window_key is null then
    return null;
  end if;
  budget_limit := case
    when per_user and event_budget = 'view' then 600
    when per_user then 120
    when event_budget = 'view' then 1200
    else 300
  end;
  delete from private.click_rate_windows where window_start <= now() - interval '1 minute';
  insert into private.click_rate_windows as counted (client_address, budget, window_start, clicks)
  values (window_key, event_budget, date_trunc('second', now()), 1)
  on conflict (client_address, budget, window_start) do update set clicks = counted.clicks + 1;
  select sum(clicks) into events_this_minute
  from private.click_rate_windows
  where client_address = window_key and budget = event_budget and window_start > now() - interval '1 minute';
  -- PT429 is PostgREST's way to answer with HTTP 429 Too Many Requests.
  if events_this_minute > budget_limit then
    if per_user then
      raise exception 'Too many events from this account; try again in a minute'
        using errcode = 'PT429',
              detail = format('At most %s %s events a minute are recorded per user.', budget_limit, event_budget);
    end if;
    raise exception 'Too many clicks from this address; try again in a minute'
      using errcode = 'PT429',
            detail = format('At most %s %s events a minute are recorded from one address.', budget_limit, event_budget);
  end if;
  return null;
end;
$$;
