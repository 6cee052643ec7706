-- =============================================================================
-- Offer images live in folders: `{company_id}/…` for a company's uploads,
-- `admin/…` for the platform admins' own (the local seed's admin-curated
-- images sit in `seed/…`, an admin folder too). Who may write an object is
-- decided by its folder alone. The first release also trusted the URLs in
-- offers.image/images, which are free text: a manager could point their own
-- offer at another company's picture and then replace or delete it.
-- =============================================================================

drop policy "Company owners and admins can upload offer images" on storage.objects;
drop policy "Offer images can be replaced by their uploader or their offer's managers" on storage.objects;
drop policy "Offer images can be removed by their uploader or their offer's managers" on storage.objects;

-- The old helper looked at offers' URLs and the uploader; same name, new rule.
drop function private.can_change_offer_image(text, text);

-- Platform admins write anywhere; a company's owners and admins write inside
-- the folder named by that company's id (subfolders included), nowhere else.
-- storage.foldername is hosted Storage's own helper: the object's folders.
create function private.can_change_offer_image(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin() or exists (
    select 1 from public.employees
    where user_id = (select auth.uid())
      and role in ('owner', 'admin')
      and company_id::text = (storage.foldername(object_name))[1]
  );
$$;

grant execute on function private.can_change_offer_image(text) to anon, authenticated, service_role;

-- update checks both names: the object's current folder and, for a move, the new one.
create policy "Offer images can be uploaded into the caller's company folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'offer-images' and private.can_change_offer_image(name));
create policy "Offer images can be replaced in the caller's company folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'offer-images' and private.can_change_offer_image(name))
  with check (bucket_id = 'offer-images' and private.can_change_offer_image(name));
create policy "Offer images can be removed from the caller's company folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'offer-images' and private.can_change_offer_image(name));

-- =============================================================================
-- An offer shows only images from its own folder of the offer-images bucket:
-- its company's, or for an admin-curated offer (company_id null) the admins'
-- (`admin`, `seed`). Accepted: the public URL, absolute
-- (`https://host/storage/v1/object/public/offer-images/{folder}/{file}`) or
-- root-relative (`/storage/v1/object/public/offer-images/{folder}/{file}`);
-- no query or fragment, no empty, `.` or `..` segments, no encoded dots,
-- slashes or backslashes. The host of an absolute URL cannot be checked here
-- (the database does not know the project's URL). Null and '' mean no image.
-- =============================================================================

-- The folder an offer-image URL names, or null when the URL is not one.
create function private.offer_image_folder(url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when url ~ '\.\.|/\.(/|$)|%2[eEfF]|%5[cC]|\\' then null
    else substring(
      url from '^(?:https?://[^/?#\s]+)?/storage/v1/object/public/offer-images/([^/?#\s]+)(?:/[^/?#\s]+)+$'
    )
  end;
$$;

-- The folders whose images an offer of this company (null: admin-curated) may show.
create function private.offer_image_folders(offer_company_id uuid)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case when offer_company_id is null then array['admin', 'seed'] else array[offer_company_id::text] end;
$$;

create function private.check_offer_images()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  url text;
begin
  -- Leave alone what did not change: edits of an older offer's other fields,
  -- and the foreign key setting company_id null when its company is deleted
  -- (the images stay where they are).
  if tg_op = 'UPDATE'
     and new.image is not distinct from old.image
     and new.images is not distinct from old.images
     and (new.company_id is not distinct from old.company_id
          or (new.company_id is null
              and not exists (select 1 from public.companies where id = old.company_id))) then
    return new;
  end if;
  foreach url in array coalesce(new.images, '{}') || new.image loop
    continue when coalesce(url, '') = '';
    if coalesce(private.offer_image_folder(url) = any (private.offer_image_folders(new.company_id)), false) then
      continue;
    end if;
    raise exception 'Offer images must come from the offer''s own folder of the offer-images bucket'
      using errcode = 'check_violation',
            detail = format('Refused image URL: %s', url),
            hint = format(
              'Upload the image to offer-images/%s/ and use its public URL (/storage/v1/object/public/offer-images/%s/...).',
              coalesce(new.company_id::text, 'admin'), coalesce(new.company_id::text, 'admin'));
  end loop;
  return new;
end;
$$;

create trigger offers_check_images
  before insert or update of image, images, company_id on public.offers
  for each row execute function private.check_offer_images();
