-- =============================================================================
-- Row-level security: categories, offers, offer links, secrets, tombstones.
-- =============================================================================

alter table public.categories enable row level security;
alter table public.offers enable row level security;
alter table public.offer_categories enable row level security;
alter table public.offer_secrets enable row level security;
alter table public.offer_tombstones enable row level security;

-- =============================================================================
-- categories: public catalogue; admins manage.
-- =============================================================================

create policy "Categories are viewable by everyone" on public.categories
  for select to anon, authenticated using (true);
create policy "Admins can manage categories" on public.categories
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- =============================================================================
-- offers: visible ones are public; a company's owners and admins also see and
-- manage that company's hidden ones; admins see and manage everything.
-- An offer with company_id null is admin-curated and only admins manage it.
-- =============================================================================

create policy "Offers that are not hidden are viewable by everyone" on public.offers
  for select to anon, authenticated using (not hidden);
create policy "Company owners and admins can view all their company's offers" on public.offers
  for select to authenticated using (private.is_company_manager(company_id));
create policy "Company owners and admins can create offers for their company" on public.offers
  for insert to authenticated with check (private.is_company_manager(company_id));
create policy "Company owners and admins can update their company's offers" on public.offers
  for update to authenticated
  using (private.is_company_manager(company_id))
  with check (private.is_company_manager(company_id));
create policy "Company owners and admins can delete their company's offers" on public.offers
  for delete to authenticated using (private.is_company_manager(company_id));
create policy "Admins can manage all offers" on public.offers
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- =============================================================================
-- offer_categories: a link is as visible as its offer (the subquery runs under
-- the offers policies above); whoever manages the offer manages its links.
-- =============================================================================

create policy "Category links of visible offers are viewable by everyone" on public.offer_categories
  for select to anon, authenticated using (exists (select 1 from public.offers o where o.id = offer_id));
create policy "Offer managers can add category links" on public.offer_categories
  for insert to authenticated with check (private.can_manage_offer(offer_id));
create policy "Offer managers can change category links" on public.offer_categories
  for update to authenticated using (private.can_manage_offer(offer_id)) with check (private.can_manage_offer(offer_id));
create policy "Offer managers can remove category links" on public.offer_categories
  for delete to authenticated using (private.can_manage_offer(offer_id));

-- =============================================================================
-- offer_secrets: codes and contact links. Signed-in users read the secrets of
-- the offers they can see; anon has no grant at all, so no select=*, embed,
-- view or RPC running as anon can reach a secret even if a policy were wrong.
-- =============================================================================

revoke all on public.offer_secrets from anon;

create policy "Secrets of visible offers are viewable by signed-in users" on public.offer_secrets
  for select to authenticated using (exists (select 1 from public.offers o where o.id = offer_id));
create policy "Offer managers can add secrets" on public.offer_secrets
  for insert to authenticated with check (private.can_manage_offer(offer_id));
create policy "Offer managers can update secrets" on public.offer_secrets
  for update to authenticated using (private.can_manage_offer(offer_id)) with check (private.can_manage_offer(offer_id));
create policy "Offer managers can delete secrets" on public.offer_secrets
  for delete to authenticated using (private.can_manage_offer(offer_id));

-- =============================================================================
-- offer_tombstones: a public feed written only by the offers triggers.
-- =============================================================================

revoke insert, update, delete, truncate on public.offer_tombstones from anon, authenticated;

create policy "Offer tombstones are viewable by everyone" on public.offer_tombstones
  for select to anon, authenticated using (true);
