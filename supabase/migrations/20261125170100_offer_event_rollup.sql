-- =============================================================================
-- Daily roll-up of offer_clicks, kept by triggers, so a partner's screen reads
-- a few hundred rows (offers x days) instead of every event: aggregating
-- 140,000 raw rows for one company's 90 days took over a second on the
-- embedded backend. One row per offer and Oslo calendar day with its counts by
-- kind and its distinct signed-in users; the (offer, day, user) and
-- (day, user) pairs exist only to count distinct users incrementally. All of
-- it is private: only the security definer functions of the next migration
-- read it.
-- =============================================================================

create function private.oslo_day(at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
  select (at at time zone 'Europe/Oslo')::date;
$$;

create table private.offer_event_days (
  offer_id uuid not null references public.offers (id) on delete cascade,
  day date not null,
  views integer not null default 0,
  code_reveals integer not null default 0,
  code_copies integer not null default 0,
  till_opens integer not null default 0,
  link_opens integer not null default 0,
  email_copies integer not null default 0,
  email_sends integer not null default 0,
  other_clicks integer not null default 0,
  distinct_users integer not null default 0,
  primary key (offer_id, day)
);

create table private.offer_event_day_users (
  offer_id uuid not null references public.offers (id) on delete cascade,
  day date not null,
  -- A deleted account leaves its past counts but not its id.
  user_id uuid not null references auth.users (id) on delete cascade,
  primary key (offer_id, day, user_id)
);

create table private.platform_event_day_users (
  day date not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  primary key (day, user_id)
);

-- The platform totals read every offer's days in a period.
create index offer_event_days_day_idx on private.offer_event_days (day);

revoke all on private.offer_event_days, private.offer_event_day_users, private.platform_event_day_users
  from public, anon, authenticated;

-- =============================================================================
-- Adding events: their counts to their offer's day, and their users to the
-- pairs; a pair that is new raises the day's distinct users by one.
-- =============================================================================

create function private.roll_up_new_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.offer_event_days as t (
    offer_id, day, views, code_reveals, code_copies, till_opens, link_opens, email_copies, email_sends, other_clicks
  )
  select e.offer_id, private.oslo_day(e.occurred_at),
         count(*) filter (where e.kind = 'view'),
         count(*) filter (where e.kind = 'code_reveal'),
         count(*) filter (where e.kind = 'code_copy'),
         count(*) filter (where e.kind = 'till_open'),
         count(*) filter (where e.kind = 'link_open'),
         count(*) filter (where e.kind = 'email_copy'),
         count(*) filter (where e.kind = 'email_send'),
         count(*) filter (where e.kind = 'click')
  from new_events e
  group by 1, 2
  on conflict (offer_id, day) do update set
    views = t.views + excluded.views,
    code_reveals = t.code_reveals + excluded.code_reveals,
    code_copies = t.code_copies + excluded.code_copies,
    till_opens = t.till_opens + excluded.till_opens,
    link_opens = t.link_opens + excluded.link_opens,
    email_copies = t.email_copies + excluded.email_copies,
    email_sends = t.email_sends + excluded.email_sends,
    other_clicks = t.other_clicks + excluded.other_clicks;

  with added as (
    insert into private.offer_event_day_users (offer_id, day, user_id)
    select distinct e.offer_id, private.oslo_day(e.occurred_at), e.user_id
    from new_events e
    where e.user_id is not null
    on conflict do nothing
    returning offer_id, day
  )
  update private.offer_event_days t
  set distinct_users = t.distinct_users + a.users
  from (select offer_id, day, count(*)::integer as users from added group by 1, 2) a
  where t.offer_id = a.offer_id and t.day = a.day;

  insert into private.platform_event_day_users (day, user_id)
  select distinct private.oslo_day(e.occurred_at), e.user_id
  from new_events e
  where e.user_id is not null
  on conflict do nothing;
  return null;
end;
$$;

create trigger offer_clicks_roll_up_inserts
  after insert on public.offer_clicks
  referencing new table as new_events
  for each statement execute function private.roll_up_new_events();

-- =============================================================================
-- Removing events (an admin deleting clicks, an offer's deletion cascading):
-- the touched offer days and platform days are computed again from what is
-- left. Rare, and bounded by the touched days.
-- =============================================================================

create function private.roll_up_removed_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.offer_event_day_users u
  using (select distinct e.offer_id, private.oslo_day(e.occurred_at) as day from old_events e) d
  where u.offer_id = d.offer_id and u.day = d.day;
  delete from private.offer_event_days t
  using (select distinct e.offer_id, private.oslo_day(e.occurred_at) as day from old_events e) d
  where t.offer_id = d.offer_id and t.day = d.day;

  insert into private.offer_event_days (
    offer_id, day, views, code_reveals, code_copies, till_opens, link_opens, email_copies, email_sends,
    other_clicks, distinct_users
  )
  select c.offer_id, d.day,
         count(*) filter (where c.kind = 'view'),
         count(*) filter (where c.kind = 'code_reveal'),
         count(*) filter (where c.kind = 'code_copy'),
         count(*) filter (where c.kind = 'till_open'),
         count(*) filter (where c.kind = 'link_open'),
         count(*) filter (where c.kind = 'email_copy'),
         count(*) filter (where c.kind = 'email_send'),
         count(*) filter (where c.kind = 'click'),
         count(distinct c.user_id)
  from (select distinct e.offer_id, private.oslo_day(e.occurred_at) as day from old_events e) d
  join public.offer_clicks c
    on c.offer_id = d.offer_id
   and c.occurred_at >= d.day::timestamp at time zone 'Europe/Oslo'
   and c.occurred_at < (d.day + 1)::timestamp at time zone 'Europe/Oslo'
  where exists (select 1 from public.offers o where o.id = d.offer_id)
  group by 1, 2;

  insert into private.offer_event_day_users (offer_id, day, user_id)
  select distinct c.offer_id, d.day, c.user_id
  from (select distinct e.offer_id, private.oslo_day(e.occurred_at) as day from old_events e) d
  join public.offer_clicks c
    on c.offer_id = d.offer_id
   and c.occurred_at >= d.day::timestamp at time zone 'Europe/Oslo'
   and c.occurred_at < (d.day + 1)::timestamp at time zone 'Europe/Oslo'
  where c.user_id is not null and exists (select 1 from public.offers o where o.id = d.offer_id);

  delete from private.platform_event_day_users p
  where p.day in (select private.oslo_day(e.occurred_at) from old_events e)
    and not exists (
      select 1 from public.offer_clicks c
      where c.user_id = p.user_id
        and c.occurred_at >= p.day::timestamp at time zone 'Europe/Oslo'
        and c.occurred_at < (p.day + 1)::timestamp at time zone 'Europe/Oslo'
    );

  return null;
end;
$$;

create trigger offer_clicks_roll_up_deletes
  after delete on public.offer_clicks
  referencing old table as old_events
  for each statement execute function private.roll_up_removed_events();

-- Events are never edited through the API; the database's own update (a
-- deleted account's user_id set to null) leaves the day's figures as they were.

-- =============================================================================
-- The events recorded so far.
-- =============================================================================

insert into private.offer_event_days (
  offer_id, day, views, code_reveals, code_copies, till_opens, link_opens, email_copies, email_sends,
  other_clicks, distinct_users
)
select c.offer_id, private.oslo_day(c.occurred_at),
       count(*) filter (where c.kind = 'view'),
       count(*) filter (where c.kind = 'code_reveal'),
       count(*) filter (where c.kind = 'code_copy'),
       count(*) filter (where c.kind = 'till_open'),
       count(*) filter (where c.kind = 'link_open'),
       count(*) filter (where c.kind = 'email_copy'),
       count(*) filter (where c.kind = 'email_send'),
       count(*) filter (where c.kind = 'click'),
       count(distinct c.user_id)
from public.offer_clicks c
group by 1, 2;

insert into private.offer_event_day_users (offer_id, day, user_id)
select distinct c.offer_id, private.oslo_day(c.occurred_at), c.user_id
from public.offer_clicks c
where c.user_id is not null;

insert into private.platform_event_day_users (day, user_id)
select distinct private.oslo_day(c.occurred_at), c.user_id
from public.offer_clicks c
where c.user_id is not null;
