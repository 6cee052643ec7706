-- =============================================================================
-- Backdated events (issue 22, finding 5). Anyone could claim an event
-- happened up to 30 days ago, on any company's offer, and so rewrite a
-- month of figures partners had already read. A past occurred_at exists for
-- one reason: a signed-in employee's phone queued the event offline (to copy
-- a code at a till with no signal) and sends it later. So:
--   * a visitor's event, and a signed-in caller's event not in their own
--     name, is stamped now: occurred_at from them is ignored;
--   * a signed-in user's own event keeps its time up to 7 days back, the
--     offline queue's own retention (src/offline/click-queue.ts drops what is
--     older unsent): a week offline (a cabin, a trip) still counts, and a
--     day's figures stop changing a week after it;
--   * older is refused (23514, HTTP 400); a future time is clamped to now.
-- =============================================================================

create or replace function private.check_click_event()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_client() then
    return new;
  end if;
  new.created_at := now();
  if new.occurred_at is null
     or new.occurred_at > now() + interval '5 minutes'
     or coalesce(auth.role(), '') <> 'authenticated'
     or auth.uid() is null
     or new.user_id is distinct from auth.uid() then
    new.occurred_at := now();
  end if;
  if new.occurred_at < now() - interval '7 days' then
    raise exception 'The event is too old to be recorded'
      using errcode = 'check_violation',
            detail = 'A signed-in user''s events are accepted up to 7 days after they happened.';
  end if;
  if new.kind <> 'click' and new.event_id is null then
    raise exception 'An event needs its event_id'
      using errcode = 'check_violation',
            hint = 'Generate one uuid per event on the device and send it with every try.';
  end if;
  return new;
end;
$$;

comment on column public.offer_clicks.occurred_at is
  'When the event happened: from a signed-in user''s own events at most 7 days back (their offline queue), from anyone else the server''s time; a future time is clamped to now.';
