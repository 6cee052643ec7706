-- =============================================================================
-- Row-level security: offer clicks and lead requests.
-- =============================================================================

alter table public.offer_clicks enable row level security;
alter table public.lead_requests enable row level security;

-- =============================================================================
-- offer_clicks: anyone records a click on an offer they can see, as
-- themselves (anonymously or with their own user id) and without an IP
-- address; the offer's managers and admins read them; admins may delete.
-- Anon only ever inserts (with return=minimal, as the app does).
-- =============================================================================

revoke all on public.offer_clicks from anon;
grant insert on public.offer_clicks to anon;
revoke update on public.offer_clicks from authenticated;

create policy "Anyone can record their own click on a visible offer" on public.offer_clicks
  for insert to anon, authenticated
  with check (
    (user_id is null or user_id = (select auth.uid()))
    and ip_address is null
    and exists (select 1 from public.offers o where o.id = offer_id)
  );
create policy "Clicks are viewable by the offer's managers" on public.offer_clicks
  for select to authenticated using (private.can_manage_offer(offer_id));
create policy "Admins can delete clicks" on public.offer_clicks
  for delete to authenticated using ((select private.is_admin()));

-- =============================================================================
-- lead_requests: only the service role (the lead edge functions) reads or
-- writes them. RLS on with no policy, and no grant for the API roles either.
-- =============================================================================

revoke all on public.lead_requests from anon, authenticated;
