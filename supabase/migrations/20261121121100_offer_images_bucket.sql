-- =============================================================================
-- Storage: the public offer-images bucket (10 MB, image types only).
-- =============================================================================

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'offer-images',
  'offer-images',
  true,
  10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
)
on conflict (id) do nothing;

-- =============================================================================
-- Who may replace or remove an image: platform admins; the owner or admin of
-- a company for their own uploads and for any image used by one of their
-- company's offers (offers store the object's public URL, absolute or
-- root-relative). Any company's owners and admins may upload, but never touch
-- another company's pictures.
-- =============================================================================

create function private.can_change_offer_image(object_name text, object_owner_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin() or (
    private.can_upload_offer_images() and (
      object_owner_id = (select auth.uid())::text
      or exists (
        select 1
        from public.offers o
        cross join lateral unnest(coalesce(o.images, '{}') || o.image) as url
        where private.is_company_manager(o.company_id)
          and right(url, length('/object/public/offer-images/' || object_name))
              = '/object/public/offer-images/' || object_name
      )
    )
  );
$$;

grant execute on function private.can_change_offer_image(text, text) to anon, authenticated, service_role;

-- =============================================================================
-- Object policies: everyone reads (and lists) the bucket; platform admins and
-- owners or admins of any company upload; replacing and removing follow
-- can_change_offer_image.
-- =============================================================================

create policy "Offer images are viewable by everyone" on storage.objects
  for select to anon, authenticated using (bucket_id = 'offer-images');
create policy "Company owners and admins can upload offer images" on storage.objects
  for insert to authenticated with check (bucket_id = 'offer-images' and private.can_upload_offer_images());
create policy "Offer images can be replaced by their uploader or their offer's managers" on storage.objects
  for update to authenticated
  using (bucket_id = 'offer-images' and private.can_change_offer_image(name, owner_id))
  with check (bucket_id = 'offer-images' and private.can_upload_offer_images());
create policy "Offer images can be removed by their uploader or their offer's managers" on storage.objects
  for delete to authenticated using (bucket_id = 'offer-images' and private.can_change_offer_image(name, owner_id));
