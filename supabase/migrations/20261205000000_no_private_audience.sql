-- =============================================================================
-- The audience 'private' is gone (issue 27). The offers table's check already
-- allows only business, individual and both, but a trigger still rewrote
-- 'private' to 'individual' before that check ran, and save_offer accepted it:
-- both now refuse it like any other unknown audience.
-- =============================================================================

-- The trigger did nothing else, so it and its function go.
drop trigger offers_normalise_audience on public.offers;
drop function private.normalise_offer_audience();

-- =============================================================================
-- save_offer as before (20261127020300_offer_size_limits.sql), with 'private'
-- no longer among the audiences it accepts. create or replace keeps its grants
-- (execute for authenticated only, 20261125160000_save_offer.sql) and comment.
-- =============================================================================

create or replace function public.save_offer(
  p_offer_id uuid,
  p_offer jsonb,
  p_secrets jsonb,
  p_category_ids uuid[]
)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  text_keys constant text[] := array[
    'company', 'title', 'description', 'detailed_description', 'image', 'discount', 'target_audience'
  ];
  secret_keys constant text[] := array['discount_code', 'website', 'offer_url', 'offer_email'];
  entry record;
  secrets jsonb := coalesce(p_secrets, '{}'::jsonb);
  saved_id uuid := p_offer_id;
  old_company_id uuid;
  new_company_id uuid;
  new_title text;
  new_images text[];
  new_category_ids uuid[];
  failed_constraint text;
  failed_detail text;
begin
  if auth.uid() is null then
    raise exception 'Du må være logget inn for å lagre tilbud.' using errcode = 'insufficient_privilege';
  end if;

  -- ---------------------------------------------------------------------------
  -- The shape of the arguments: known keys with values of the right JSON type,
  -- so every cast below is safe and nothing unexpected reaches a column.
  -- ---------------------------------------------------------------------------
  if p_offer is null or jsonb_typeof(p_offer) <> 'object' then
    raise exception 'Tilbudet mangler.' using errcode = 'invalid_parameter_value';
  end if;
  for entry in select key, value, jsonb_typeof(value) as kind from jsonb_each(p_offer) loop
    if entry.key = 'company_id' then
      if entry.kind <> 'null' and (entry.kind <> 'string' or entry.value #>> '{}' !~*
          '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
        raise exception 'Ugyldig bedrift.' using errcode = 'invalid_parameter_value';
      end if;
    elsif entry.key = any (text_keys) then
      if entry.kind not in ('null', 'string') then
        raise exception 'Feltet % må være tekst.', entry.key using errcode = 'invalid_parameter_value';
      end if;
    elsif entry.key = 'images' then
      if entry.kind <> 'null' and (entry.kind <> 'array' or exists (
          select 1 from jsonb_array_elements(entry.value) as element
          where jsonb_typeof(element) <> 'string')) then
        raise exception 'Bildene må være en liste med adresser.' using errcode = 'invalid_parameter_value';
      end if;
    elsif entry.key in ('offer_active', 'hidden') then
      if entry.kind <> 'boolean' then
        raise exception 'Feltet % må være sant eller usant.', entry.key using errcode = 'invalid_parameter_value';
      end if;
    else
      raise exception 'Ukjent felt i tilbudet: %', entry.key using errcode = 'invalid_parameter_value';
    end if;
  end loop;

  if jsonb_typeof(secrets) <> 'object' then
    raise exception 'Ugyldige kontaktopplysninger.' using errcode = 'invalid_parameter_value';
  end if;
  for entry in select key, jsonb_typeof(value) as kind from jsonb_each(secrets) loop
    if not entry.key = any (secret_keys) then
      raise exception 'Ukjent felt i tilbudet: %', entry.key using errcode = 'invalid_parameter_value';
    end if;
    if entry.kind not in ('null', 'string') then
      raise exception 'Feltet % må være tekst.', entry.key using errcode = 'invalid_parameter_value';
    end if;
  end loop;

  -- ---------------------------------------------------------------------------
  -- The form rules of spec section 5 (admin create and edit offer forms).
  -- ---------------------------------------------------------------------------
  new_title := btrim(p_offer ->> 'title');
  if (saved_id is null or p_offer ? 'title') and coalesce(new_title, '') = '' then
    raise exception 'Tittel er påkrevd.' using errcode = 'invalid_parameter_value';
  end if;

  if p_offer ? 'images' and jsonb_typeof(p_offer -> 'images') = 'array' then
    new_images := array(select jsonb_array_elements_text(p_offer -> 'images'));
    if cardinality(new_images) > 4 then
      raise exception 'Du kan maksimalt ha 4 bilder totalt.' using errcode = 'invalid_parameter_value';
    end if;
  end if;

  if p_offer ->> 'target_audience' not in ('business', 'individual', 'both') then
    raise exception 'Ugyldig målgruppe.' using errcode = 'invalid_parameter_value';
  end if;

  new_category_ids := array(select distinct id from unnest(p_category_ids) as id where id is not null);
  if cardinality(new_category_ids) = 0 then
    raise exception 'Du må velge minst en kategori.' using errcode = 'invalid_parameter_value';
  end if;

  -- ---------------------------------------------------------------------------
  -- Who may write: the offers policies decide; these checks give their answer
  -- a message. An update locks the offer (only a manager of it finds it here).
  -- ---------------------------------------------------------------------------
  if saved_id is not null then
    select o.company_id into old_company_id from public.offers o where o.id = saved_id for update;
    if not found then
      if exists (select 1 from public.offers o where o.id = saved_id) then
        raise exception 'Du har ikke tilgang til å endre dette tilbudet.' using errcode = 'insufficient_privilege';
      end if;
      raise exception 'Fant ikke tilbudet.' using errcode = 'PT404';
    end if;
  end if;

  new_company_id := case
    when p_offer ? 'company_id' then (p_offer ->> 'company_id')::uuid
    else old_company_id
  end;
  if not private.is_admin() then
    if saved_id is not null and new_company_id is distinct from old_company_id then
      raise exception 'Bare administratorer kan flytte et tilbud til en annen bedrift.'
        using errcode = 'insufficient_privilege';
    end if;
    if not private.is_company_manager(new_company_id) then
      raise exception 'Du har ikke tilgang til å lagre tilbud for denne bedriften.'
        using errcode = 'insufficient_privilege';
    end if;
  end if;
  if new_company_id is not null and not exists (select 1 from public.companies c where c.id = new_company_id) then
    raise exception 'Fant ikke bedriften.' using errcode = 'invalid_parameter_value';
  end if;

  -- ---------------------------------------------------------------------------
  -- The writes. The tables' own rules (the image folder trigger, the secrets'
  -- URL and e-mail checks, the category foreign key) stay the authority; their
  -- failures are given the form's message here, and the whole call rolls back.
  -- ---------------------------------------------------------------------------
  begin
    if saved_id is null then
      saved_id := gen_random_uuid();
      insert into public.offers (
        id, company_id, company, title, description, detailed_description, image, images, discount,
        target_audience, offer_active, hidden
      ) values (
        saved_id,
        new_company_id,
        p_offer ->> 'company',
        new_title,
        p_offer ->> 'description',
        p_offer ->> 'detailed_description',
        p_offer ->> 'image',
        new_images,
        -- Spec section 3: admin-curated offers say 'Spør oss', a company's 'Se tilbud'.
        coalesce(p_offer ->> 'discount', case when new_company_id is null then 'Spør oss' else 'Se tilbud' end),
        coalesce(p_offer ->> 'target_audience', 'both'),
        coalesce((p_offer ->> 'offer_active')::boolean, true),
        coalesce((p_offer ->> 'hidden')::boolean, false)
      );
    else
      update public.offers o set
        company_id = new_company_id,
        company = case when p_offer ? 'company' then p_offer ->> 'company' else o.company end,
        title = case when p_offer ? 'title' then new_title else o.title end,
        description = case when p_offer ? 'description' then p_offer ->> 'description' else o.description end,
        detailed_description = case
          when p_offer ? 'detailed_description' then p_offer ->> 'detailed_description'
          else o.detailed_description
        end,
        image = case when p_offer ? 'image' then p_offer ->> 'image' else o.image end,
        images = case when p_offer ? 'images' then new_images else o.images end,
        discount = case when p_offer ? 'discount' then p_offer ->> 'discount' else o.discount end,
        target_audience = coalesce(p_offer ->> 'target_audience', o.target_audience),
        offer_active = coalesce((p_offer ->> 'offer_active')::boolean, o.offer_active),
        hidden = coalesce((p_offer ->> 'hidden')::boolean, o.hidden)
      where o.id = saved_id;
      if not found then
        raise exception 'Du har ikke tilgang til å endre dette tilbudet.' using errcode = 'insufficient_privilege';
      end if;
    end if;
  exception when check_violation then
    get stacked diagnostics failed_constraint = constraint_name, failed_detail = pg_exception_detail;
    raise exception '%', case failed_constraint
        when 'offers_title_check' then 'Tittel er påkrevd.'
        when 'offers_target_audience_check' then 'Ugyldig målgruppe.'
        when 'offers_title_length' then 'Tittelen kan ha maksimalt 120 tegn.'
        when 'offers_description_length' then 'Beskrivelsen kan ha maksimalt 20 000 tegn.'
        when 'offers_detailed_description_length' then
          'Den detaljerte beskrivelsen kan ha maksimalt 20 000 tegn.'
        when 'offers_per_company_limit' then 'Bedriften kan ha maksimalt 200 tilbud.'
        -- private.check_offer_images names no constraint.
        else 'Bildene må være lastet opp til tilbudets egen mappe.'
      end
      using errcode = 'check_violation', detail = failed_detail;
  end;

  -- Blank contact fields are stored as null: no code, no link.
  begin
    insert into public.offer_secrets as s (offer_id, discount_code, website, offer_url, offer_email)
    values (
      saved_id,
      nullif(btrim(secrets ->> 'discount_code'), ''),
      nullif(btrim(secrets ->> 'website'), ''),
      nullif(btrim(secrets ->> 'offer_url'), ''),
      nullif(btrim(secrets ->> 'offer_email'), '')
    )
    on conflict on constraint offer_secrets_pkey do update set
      discount_code = case when secrets ? 'discount_code' then excluded.discount_code else s.discount_code end,
      website = case when secrets ? 'website' then excluded.website else s.website end,
      offer_url = case when secrets ? 'offer_url' then excluded.offer_url else s.offer_url end,
      offer_email = case when secrets ? 'offer_email' then excluded.offer_email else s.offer_email end;
  exception when check_violation then
    get stacked diagnostics failed_constraint = constraint_name;
    raise exception '%', case failed_constraint
        when 'offer_secrets_website_check' then 'Nettside må være en gyldig HTTP/HTTPS URL.'
        when 'offer_secrets_offer_url_check' then 'Tilbuds-URL må være en gyldig HTTP/HTTPS URL.'
        else 'E-post må være en gyldig adresse.'
      end
      using errcode = 'check_violation';
  end;

  -- Replace the links: remove those no longer chosen, add the new ones.
  delete from public.offer_categories oc
  where oc.offer_id = saved_id and oc.category_id <> all (new_category_ids);
  begin
    insert into public.offer_categories (offer_id, category_id)
    select saved_id, id from unnest(new_category_ids) as id
    on conflict do nothing;
  exception when foreign_key_violation then
    raise exception 'Kategorien finnes ikke.' using errcode = 'invalid_parameter_value';
  end;

  return saved_id;
end;
$$;
