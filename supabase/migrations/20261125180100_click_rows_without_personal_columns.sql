-- =============================================================================
-- No API persona reads who clicked. offer_clicks rows carry personal columns
-- (user_id, user_agent, referrer, ip_address); since 20261125100200 platform
-- admins could select them, which nothing in the product needs: partners and
-- admins see counts through offer_daily_stats and platform_click_totals
-- (security definer, over the private daily roll-up, which the roll-up
-- triggers keep as the table owner), never the rows.
--
-- Least privilege, by column grants: anon and authenticated lose SELECT on
-- the table and get it back on the event's own, non-personal columns only.
-- What keeps working:
--   * recording events: INSERT is a table privilege of its own; the app
--     inserts with return=minimal (no RETURNING), and the insert policy's
--     check on user_id and ip_address needs no SELECT right;
--   * the row policy "Admins can view all clicks": admins still read an
--     event's id, offer, kind, event id and times (support, deletions), and
--     nobody else reads a row at all;
--   * "Admins can delete clicks": deleting by id, offer, kind or time (a
--     filter needs SELECT on the columns it names);
--   * the aggregates and the roll-up, which run as the table owner.
-- Selecting a personal column (or select=*) is refused with 42501 (HTTP 403)
-- for every API persona. The service role and the database owner keep every
-- column (seeds, imports, benchmarks, the account deletion's set null).
-- =============================================================================

revoke select on public.offer_clicks from anon, authenticated;
revoke select (user_id, user_agent, referrer, ip_address) on public.offer_clicks from anon, authenticated;

grant select (id, offer_id, kind, event_id, occurred_at, created_at) on public.offer_clicks to authenticated;

comment on column public.offer_clicks.user_id is
  'Personal: readable by no API persona (no column grant to anon or authenticated); the aggregates count distinct users.';
comment on column public.offer_clicks.user_agent is 'Personal: readable by no API persona.';
comment on column public.offer_clicks.referrer is 'Personal: readable by no API persona.';
comment on column public.offer_clicks.ip_address is 'Personal: readable by no API persona; always null from API clients.';
