-- =============================================================================
-- Partner analytics: what each offer brings, computed by the database from
-- offer_clicks through its daily roll-up (private.offer_event_days, kept by
-- triggers: a screen reads offers x days, never the raw events). Partners never read click rows (only platform admins do);
-- these functions hand them counts per offer and day, and never a user id, a
-- user agent or a referrer. Days are calendar days in Norway (Europe/Oslo).
--
-- Privacy: a day on which fewer than 3 distinct signed-in users acted shows
-- its counts but not the distinct-user figure (null), so a partner cannot
-- single out the one colleague who used the offer that day. Anonymous
-- visitors have no user id and are never counted as users.
-- =============================================================================

-- Refuses a period the aggregates will not compute: missing, reversed or
-- longer than a year and a day (22023, HTTP 400).
create function private.check_stats_period(p_from date, p_to date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 366 then
    raise exception 'The period must run from p_from to p_to, at most 367 days'
      using errcode = 'invalid_parameter_value';
  end if;
end;
$$;

-- =============================================================================
-- offer_daily_stats: one row per offer and day with at least one event.
-- p_company_id: the offers of that company (its owners and admins, and
-- platform admins); null: every offer (platform admins only). Anyone else is
-- refused with 42501 (HTTP 403), so a partner learns nothing, not even
-- whether another company's offers had events.
-- =============================================================================

create function public.offer_daily_stats(p_company_id uuid, p_from date, p_to date)
returns table (
  offer_id uuid,
  offer_title text,
  day date,
  views integer,
  code_reveals integer,
  code_copies integer,
  till_opens integer,
  link_opens integer,
  email_copies integer,
  email_sends integer,
  other_clicks integer,
  distinct_users integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_company_id is null then
    if not private.is_admin() then
      raise exception 'Only platform administrators see the figures of every offer'
        using errcode = 'insufficient_privilege';
    end if;
  elsif not (private.is_admin() or private.is_company_manager(p_company_id)) then
    raise exception 'Only the company''s owners and administrators see its figures'
      using errcode = 'insufficient_privilege';
  end if;
  perform private.check_stats_period(p_from, p_to);

  return query
  select d.offer_id, o.title, d.day, d.views, d.code_reveals, d.code_copies, d.till_opens,
         d.link_opens, d.email_copies, d.email_sends, d.other_clicks,
         case when d.distinct_users >= 3 then d.distinct_users end
  from public.offers o
  join private.offer_event_days d on d.offer_id = o.id
  where (p_company_id is null or o.company_id = p_company_id)
    and d.day between p_from and p_to
  order by d.day, d.offer_id;
end;
$$;

comment on function public.offer_daily_stats(uuid, date, date) is
  'Events per offer and Oslo day for a company (null: every offer, admins only). distinct_users is null below 3. 400 bad period, 403 not allowed.';

revoke all on function public.offer_daily_stats(uuid, date, date) from public, anon, service_role;
grant execute on function public.offer_daily_stats(uuid, date, date) to authenticated;

-- =============================================================================
-- platform_click_totals: the whole platform's events in a period, one row,
-- with the distinct users over the whole period (not a sum of days). Platform
-- admins only.
-- =============================================================================

create function public.platform_click_totals(p_from date, p_to date)
returns table (
  views integer,
  code_reveals integer,
  code_copies integer,
  till_opens integer,
  link_opens integer,
  email_copies integer,
  email_sends integer,
  other_clicks integer,
  distinct_users integer,
  offers_with_events integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.is_admin() then
    raise exception 'Only platform administrators see the platform totals'
      using errcode = 'insufficient_privilege';
  end if;
  perform private.check_stats_period(p_from, p_to);

  return query
  with days as (
    select coalesce(sum(d.views), 0)::integer as views,
           coalesce(sum(d.code_reveals), 0)::integer as code_reveals,
           coalesce(sum(d.code_copies), 0)::integer as code_copies,
           coalesce(sum(d.till_opens), 0)::integer as till_opens,
           coalesce(sum(d.link_opens), 0)::integer as link_opens,
           coalesce(sum(d.email_copies), 0)::integer as email_copies,
           coalesce(sum(d.email_sends), 0)::integer as email_sends,
           coalesce(sum(d.other_clicks), 0)::integer as other_clicks,
           count(distinct d.offer_id)::integer as offers_with_events
    from private.offer_event_days d
    where d.day between p_from and p_to
  ),
  users as (
    select count(distinct u.user_id)::integer as users
    from private.platform_event_day_users u
    where u.day between p_from and p_to
  )
  select days.views, days.code_reveals, days.code_copies, days.till_opens, days.link_opens,
         days.email_copies, days.email_sends, days.other_clicks,
         case when users.users >= 3 then users.users end,
         days.offers_with_events
  from days, users;
end;
$$;

comment on function public.platform_click_totals(date, date) is
  'Events of every offer in an Oslo-day period, one row; distinct_users is null below 3. Admins only (403 otherwise).';

revoke all on function public.platform_click_totals(date, date) from public, anon, service_role;
grant execute on function public.platform_click_totals(date, date) to authenticated;
