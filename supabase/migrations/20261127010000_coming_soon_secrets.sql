-- =============================================================================
-- Coming-soon offers keep their code to themselves (issue 21).
--
-- An offer that is not active ('Kommer snart') would otherwise hand its code to
-- every signed-in user, whose device keeps it in the vault and shows it at the
-- till before the shop accepts it. Now the secrets of an inactive offer are
-- read only by the people who manage it (that company's owners and admins,
-- platform admins), who edit them. Activating the offer is an update, which
-- draws it a new revision, so every device's next delta sync re-reads its
-- secrets (src/offline/vault.ts refreshChangedSecrets) and
-- the code arrives then; deactivating it takes the code off the devices the
-- same way.
-- =============================================================================

drop policy "Secrets of visible offers are viewable by signed-in users" on public.offer_secrets;

create policy "Signed-in users view secrets of visible active offers" on public.offer_secrets
  for select to authenticated
  using (exists (select 1 from public.offers o where o.id = offer_id and o.offer_active));
create policy "Offer managers can view their offers' secrets" on public.offer_secrets
  for select to authenticated using (private.can_manage_offer(offer_id));
