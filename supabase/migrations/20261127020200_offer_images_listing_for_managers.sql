-- =============================================================================
-- Issue 22, finding 6: visitors could list the offer-images bucket, every
-- company's folder and the images of hidden offers. Select on storage.objects
-- (listing, the authenticated download, info) is now for the folder's managers
-- and the platform admins, the same people who may change the folder
-- (private.can_change_offer_image). Public URLs keep working: a public bucket
-- serves /object/public/... without consulting any policy, on hosted Supabase
-- as in the embedded gateway.
-- =============================================================================

drop policy "Offer images are viewable by everyone" on storage.objects;

create policy "Offer images are visible to their folder's managers" on storage.objects
  for select to authenticated
  using (bucket_id = 'offer-images' and private.can_change_offer_image(name));
