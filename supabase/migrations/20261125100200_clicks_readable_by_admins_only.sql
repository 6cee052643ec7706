-- =============================================================================
-- Click rows carry user ids, user agents and referrers: no partner (a
-- company's owner or admin) reads them any more, only platform admins. Partners
-- will get aggregates from a server function instead.
-- =============================================================================

drop policy "Clicks are viewable by the offer's managers" on public.offer_clicks;

create policy "Admins can view all clicks" on public.offer_clicks
  for select to authenticated using ((select private.is_admin()));
