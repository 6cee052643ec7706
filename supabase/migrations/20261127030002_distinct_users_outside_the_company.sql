-- =============================================================================
-- The distinct-user threshold counts only people outside the offer's company
-- (issue 22, finding 5). A day's distinct-user figure was shown from 3
-- signed-in users, counting the partner's own accounts: the owner and a
-- second account each revealing once lifted it, and subtracting them told
-- the owner that exactly one other person used the offer. Now a day's figure
-- is shown only when at least 3 people who are not members (employees rows)
-- of the offer's company acted on it; the figure shown is still everyone.
-- Membership is today's. Offers with no company (curated by the platform)
-- have no insiders. Only days that reach 3 at all are looked into, over the
-- roll-up's (offer, day, user) pairs.
-- =============================================================================

create or replace function public.offer_daily_stats(p_company_id uuid, p_from date, p_to date)
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
         case
           when d.distinct_users >= 3 and (
             select count(*)
             from private.offer_event_day_users u
             where u.offer_id = d.offer_id
               and u.day = d.day
               and not exists (
                 select 1 from public.employees e
                 where e.company_id = o.company_id and e.user_id = u.user_id
               )
           ) >= 3
           then d.distinct_users
         end
  from public.offers o
  join private.offer_event_days d on d.offer_id = o.id
  where (p_company_id is null or o.company_id = p_company_id)
    and d.day between p_from and p_to
  order by d.day, d.offer_id;
end;
$$;

comment on function public.offer_daily_stats(uuid, date, date) is
  'Events per offer and Oslo day for a company (null: every offer, admins only). distinct_users is null unless 3 people outside the offer''s company acted that day. 400 bad period, 403 not allowed.';
