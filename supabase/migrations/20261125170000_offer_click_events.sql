-- =============================================================================
-- offer_clicks becomes the offer's event log. Besides the spec's clicks
-- (e-mail copy, e-mail send, offer-link open) it records offer detail views,
-- code reveals, code copies and till-mode opens, each with its kind, the time
-- it happened on the device (an event made offline arrives later) and a
-- client-generated event id, so that a retried event is stored only once.
--
-- Rows written before this migration, and clicks sent by an app version that
-- predates it (its offline queue may still hold some), carry no kind: they
-- get 'click', a spec click of unknown type, and no event id.
-- =============================================================================

alter table public.offer_clicks
  add column kind text not null default 'click'
    constraint offer_clicks_kind_check check (
      kind in ('click', 'email_copy', 'email_send', 'link_open', 'view', 'code_reveal', 'code_copy', 'till_open')
    ),
  add column event_id uuid constraint offer_clicks_event_id_key unique,
  add column occurred_at timestamptz;

update public.offer_clicks set occurred_at = created_at;

alter table public.offer_clicks
  alter column occurred_at set default now(),
  alter column occurred_at set not null;

comment on column public.offer_clicks.kind is
  'click (legacy spec click of unknown type), email_copy, email_send, link_open, view, code_reveal, code_copy, till_open';
comment on column public.offer_clicks.event_id is
  'Client-generated id of the event: a retried insert of the same event is refused with 23505 (409).';
comment on column public.offer_clicks.occurred_at is
  'When the event happened on the device; from API clients at most 30 days old, a future time is clamped to now.';

-- The daily roll-up (next migration) recomputes an offer's days from its
-- rows in a time range when events are deleted; a user's rows are found when
-- the account is deleted (user_id set null) or a platform day is recomputed.
-- The old (offer_id, created_at) index served only that order and is replaced.
drop index public.offer_clicks_offer_id_idx;
create index offer_clicks_offer_time_idx on public.offer_clicks (offer_id, occurred_at);
create index offer_clicks_user_time_idx on public.offer_clicks (user_id, occurred_at);

-- =============================================================================
-- What an API client (anon or signed in) may claim about an event. Trusted
-- writers (the database owner, the service role: seeds, imports, benchmarks)
-- are left alone.
--   * created_at is the server's receipt time, always now().
--   * occurred_at: missing means now; more than five minutes ahead (a device
--     clock running fast) is clamped to now, since the event itself is real;
--     older than 30 days is refused (23514, HTTP 400): the queue drops it,
--     and the figures partners have already read do not change under them.
--   * Every kind but the legacy 'click' needs an event id.
-- =============================================================================

create function private.check_click_event()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_client() then
    return new;
  end if;
  new.created_at := now();
  if new.occurred_at is null or new.occurred_at > now() + interval '5 minutes' then
    new.occurred_at := now();
  end if;
  if new.occurred_at < now() - interval '30 days' then
    raise exception 'The event is too old to be recorded'
      using errcode = 'check_violation',
            detail = 'Events are accepted up to 30 days after they happened.';
  end if;
  if new.kind <> 'click' and new.event_id is null then
    raise exception 'An event needs its event_id'
      using errcode = 'check_violation',
            hint = 'Generate one uuid per event on the device and send it with every try.';
  end if;
  return new;
end;
$$;

create trigger offer_clicks_check_event
  before insert on public.offer_clicks
  for each row execute function private.check_click_event();

-- =============================================================================
-- The per-address limit, in two budgets. Views come in bursts that are not
-- abuse: a visitor browsing offer after offer, an office behind one address,
-- a device sending what it recorded offline. They get 120 a minute. The
-- spec's clicks and the code and till events stay at 30 a minute, as before.
-- A refused event is not lost: the app keeps it queued and sends it again
-- later. Still one event per request.
-- =============================================================================

alter table private.click_rate_windows add column budget text not null default 'click';
alter table private.click_rate_windows drop constraint click_rate_windows_pkey;
alter table private.click_rate_windows add primary key (client_address, budget, window_start);

create or replace function private.limit_click_inserts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  inserted bigint;
  address text;
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

  address := private.request_client_address();
  if address is null then
    return null;
  end if;
  budget_limit := case event_budget when 'view' then 120 else 30 end;
  delete from private.click_rate_windows where window_start <= now() - interval '1 minute';
  insert into private.click_rate_windows as counted (client_address, budget, window_start, clicks)
  values (address, event_budget, date_trunc('second', now()), 1)
  on conflict (client_address, budget, window_start) do update set clicks = counted.clicks + 1;
  select sum(clicks) into events_this_minute
  from private.click_rate_windows
  where client_address = address and budget = event_budget and window_start > now() - interval '1 minute';
  -- PT429 is PostgREST's way to answer with HTTP 429 Too Many Requests.
  if events_this_minute > budget_limit then
    raise exception 'Too many clicks from this address; try again in a minute'
      using errcode = 'PT429',
            detail = format('At most %s %s events a minute are recorded from one address.', budget_limit, event_budget);
  end if;
  return null;
end;
$$;
