-- supabase/schema.sql: the public and private schemas after every migration.
-- GENERATED, do not edit by hand: run `npm run schema:dump` after changing a migration.
--
-- pg_dump --schema-only --schema=public --schema=private --no-owner (PostgreSQL 15)
-- of a database laid out as a hosted project, with every migration applied as postgres
-- (tests/integration/postgres/hosted-database.ts); pg_dump's version lines, restrict
-- tokens and SET lines are left out. For reading and review: supabase/migrations/ is what
-- deploys. The PostgreSQL test run fails while this file is stale (schema-dump.test.ts).

--
-- PostgreSQL database dump
--


--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;


--
-- Name: public; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA public;


--
-- Name: SCHEMA public; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON SCHEMA public IS 'standard public schema';


--
-- Name: can_assign_employee_role(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.can_assign_employee_role(target_company_id uuid, assigned_role text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_company_manager(target_company_id)
    and (assigned_role is distinct from 'owner' or private.is_company_owner(target_company_id));
$$;


--
-- Name: can_change_offer_image(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.can_change_offer_image(object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_admin() or exists (
    select 1 from public.employees
    where user_id = (select auth.uid())
      and role in ('owner', 'admin')
      and company_id::text = (storage.foldername(object_name))[1]
  );
$$;


--
-- Name: can_manage_offer(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.can_manage_offer(target_offer_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_admin() or exists (
    select 1 from public.offers
    where id = target_offer_id and private.is_company_manager(company_id)
  );
$$;


--
-- Name: can_upload_offer_images(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.can_upload_offer_images() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_admin() or exists (
    select 1 from public.employees
    where user_id = (select auth.uid()) and role in ('owner', 'admin')
  );
$$;


--
-- Name: check_category(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_category() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  new.key := btrim(new.key);
  new.name := btrim(new.name);
  if new.key = '' or new.name = '' then
    raise exception 'Både nøkkel og navn er påkrevd.'
      using errcode = 'check_violation',
            constraint = case when new.key = '' then 'categories_key_check' else 'categories_name_check' end;
  end if;
  if new.key !~ '^[a-z0-9]+(-[a-z0-9]+)*$' then
    raise exception 'Nøkkelen kan bare ha små bokstaver (a-z), tall og bindestrek mellom ord, for eksempel food-drink.'
      using errcode = 'check_violation', constraint = 'categories_key_slug';
  end if;
  if length(new.key) > 50 then
    raise exception 'Nøkkelen kan være høyst 50 tegn.'
      using errcode = 'check_violation', constraint = 'categories_key_slug';
  end if;
  if exists (select 1 from public.categories c where c.key = new.key and c.id <> new.id) then
    raise exception 'Nøkkelen «%» er allerede i bruk.', new.key
      using errcode = 'unique_violation', constraint = 'categories_key_key';
  end if;
  if length(new.name) > 100 then
    raise exception 'Navnet kan være høyst 100 tegn.'
      using errcode = 'check_violation', constraint = 'categories_name_length';
  end if;
  return new;
end;
$_$;


--
-- Name: check_click_event(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_click_event() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not private.is_api_client() then
    return new;
  end if;
  new.created_at := now();
  if new.occurred_at is null
     or new.occurred_at > now() + interval '5 minutes'
     or coalesce(auth.role(), '') <> 'authenticated'
     or auth.uid() is null
     or new.user_id is distinct from auth.uid() then
    new.occurred_at := now();
  end if;
  if new.occurred_at < now() - interval '7 days' then
    raise exception 'The event is too old to be recorded'
      using errcode = 'check_violation',
            detail = 'A signed-in user''s events are accepted up to 7 days after they happened.';
  end if;
  if new.kind <> 'click' and new.event_id is null then
    raise exception 'An event needs its event_id'
      using errcode = 'check_violation',
            hint = 'Generate one uuid per event on the device and send it with every try.';
  end if;
  return new;
end;
$$;


--
-- Name: check_company_subdomain(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_company_subdomain() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  problem text;
  held_until timestamptz;
begin
  if new.subdomain is null or (tg_op = 'UPDATE' and new.subdomain is not distinct from old.subdomain) then
    return new;
  end if;
  problem := private.subdomain_problem(new.subdomain);
  if problem is not null then
    raise exception '%', problem
      using errcode = 'check_violation',
            constraint = case when private.is_reserved_subdomain(new.subdomain)
                              then 'companies_subdomain_not_reserved' else 'companies_subdomain_check' end;
  end if;
  if exists (select 1 from public.companies where subdomain = new.subdomain and id <> new.id) then
    raise exception 'Subdomenet «%» er allerede i bruk', new.subdomain
      using errcode = 'unique_violation', constraint = 'companies_subdomain_key';
  end if;
  held_until := private.subdomain_held_until(new.subdomain, new.id);
  if held_until is not null then
    raise exception 'Subdomenet «%» ble nylig frigitt og er holdt av til %', new.subdomain,
      to_char(held_until at time zone 'Europe/Oslo', 'DD.MM.YYYY')
      using errcode = 'unique_violation', constraint = 'companies_subdomain_key',
            hint = 'Et frigitt subdomene kan tas av en annen bedrift etter 30 dager.';
  end if;
  return new;
end;
$$;


--
-- Name: check_company_verified_powers(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_company_verified_powers() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.verification_status is distinct from 'verified'
     and (new.subdomain is not null or new.is_white_label_enabled) then
    raise exception 'Bedriften må være godkjent før den kan få subdomene eller eget design (white label)'
      using errcode = 'check_violation', constraint = 'companies_only_verified_hold_subdomain',
            hint = 'Bedriften venter på godkjenning.';
  end if;
  return new;
end;
$$;


--
-- Name: check_offer_images(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_offer_images() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: check_offers_per_company(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_offers_per_company() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.company_id is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.company_id is not distinct from old.company_id then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('offers_per_company:' || new.company_id::text));
  if (select count(*) from public.offers o where o.company_id = new.company_id) >= 200 then
    raise exception 'Bedriften kan ha maksimalt 200 tilbud.'
      using errcode = 'check_violation', constraint = 'offers_per_company_limit';
  end if;
  return new;
end;
$$;


--
-- Name: check_stats_period(date, date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_stats_period(p_from date, p_to date) RETURNS void
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 366 then
    raise exception 'The period must run from p_from to p_to, at most 367 days'
      using errcode = 'invalid_parameter_value';
  end if;
end;
$$;


--
-- Name: confirmed_email(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.confirmed_email() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select lower(email) from auth.users
  where id = (select auth.uid()) and email_confirmed_at is not null and deleted_at is null;
$$;


--
-- Name: enforce_employee_rules(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.enforce_employee_rules() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  from_api boolean := private.is_api_client();
  platform_admin boolean := false;
  removing boolean := tg_op = 'DELETE';
  role_changes boolean := tg_op = 'UPDATE' and new.role is distinct from old.role;
begin
  if from_api then
    platform_admin := private.is_admin();
    if not platform_admin and not private.is_company_manager(old.company_id) then
      raise exception 'Bare eiere og administratorer i bedriften kan endre eller fjerne ansatte'
        using errcode = 'insufficient_privilege';
    end if;
  end if;

  -- The last owner stays, for every caller. Checked before the caller's own
  -- row, so an only owner who tries to step down learns the real reason.
  if old.role = 'owner'
     and (removing or new.role is distinct from 'owner' or new.company_id is distinct from old.company_id) then
    -- Lock the company so two concurrent demotions cannot both see a co-owner.
    perform 1 from public.companies where id = old.company_id for update;
    -- A company that is being deleted (or an owner whose account is) takes its rows along.
    if found
       and exists (select 1 from auth.users where id = old.user_id)
       and not exists (
         select 1 from public.employees
         where company_id = old.company_id and role = 'owner' and id <> old.id
       ) then
      raise exception 'Bedriften må ha minst én eier'
        using errcode = 'check_violation',
              hint = 'Gjør en annen ansatt til eier før du endrer eller fjerner den siste eieren.';
    end if;
  end if;

  if from_api then
    if old.user_id = caller and (removing or role_changes) then
      if removing then
        raise exception 'Du kan ikke fjerne deg selv fra bedriften' using errcode = 'insufficient_privilege';
      end if;
      raise exception 'Du kan ikke endre din egen rolle' using errcode = 'insufficient_privilege';
    end if;
    if not platform_admin
       and not private.is_company_owner(old.company_id)
       and (old.role = 'owner' or (not removing and new.role = 'owner')) then
      raise exception 'Bare en eier kan gi eller fjerne eierrollen, eller endre en eier'
        using errcode = 'insufficient_privilege';
    end if;
  end if;

  if removing then
    return old;
  end if;
  return new;
end;
$$;


--
-- Name: grant_employee_role_to_member(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.grant_employee_role_to_member() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.user_roles (user_id, role)
  values (new.user_id, 'employee')
  on conflict (user_id, role) do nothing;
  return null;
end;
$$;


--
-- Name: handle_new_user(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  metadata jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  first_name text := nullif(btrim(metadata ->> 'firstname'), '');
  last_name text := nullif(btrim(metadata ->> 'lastname'), '');
  phone_number text := nullif(btrim(metadata ->> 'phone'), '');
  signup_type text := metadata ->> 'user_type';
begin
  if first_name is not null or last_name is not null then
    insert into public.auth_user_profiles (user_id, firstname, lastname, phone)
    values (new.id, first_name, last_name, phone_number)
    on conflict (user_id) do nothing;
  end if;

  -- 'company' lets a new company account register its company; it gives no
  -- access to any company by itself. 'employee' and 'admin' are never taken
  -- from metadata, which the user writes.
  if signup_type = 'company' then
    insert into public.user_roles (user_id, role)
    values (new.id, 'company')
    on conflict (user_id, role) do nothing;
  end if;
  return new;
end;
$$;


--
-- Name: has_role(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.has_role(wanted_role text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role = wanted_role
  );
$$;


--
-- Name: hold_released_subdomain(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.hold_released_subdomain() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.subdomain is not null
     and (tg_op = 'DELETE' or new.subdomain is distinct from old.subdomain) then
    insert into private.subdomain_holds (subdomain, company_id, released_at)
    values (old.subdomain, old.id, now())
    on conflict (subdomain) do update set company_id = excluded.company_id, released_at = excluded.released_at;
  end if;
  -- Taking a subdomain back (or a new one) ends any hold on it.
  if tg_op in ('INSERT', 'UPDATE') and new.subdomain is not null then
    delete from private.subdomain_holds where subdomain = new.subdomain;
  end if;
  return null;
end;
$$;


--
-- Name: invitation_limits(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.invitation_limits() RETURNS TABLE(scope text, per_period interval, max_mails integer)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  values
    ('company', interval '1 hour', 500),
    ('company', interval '1 day', 1000),
    ('inviter', interval '1 hour', 500),
    ('inviter', interval '1 day', 1000);
$$;


--
-- Name: FUNCTION invitation_limits(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.invitation_limits() IS 'Invitation mails allowed per company and per inviting user in each period: the one definition of the quotas.';


--
-- Name: invitation_token_hash(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.invitation_token_hash(p_token text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex');
$$;


--
-- Name: is_admin(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.has_role('admin');
$$;


--
-- Name: is_api_client(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_api_client() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated')
    or current_user in ('anon', 'authenticated');
$$;


--
-- Name: is_colleague(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_colleague(other_user_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1
    from public.employees mine
    join public.employees theirs on theirs.company_id = mine.company_id
    where mine.user_id = (select auth.uid()) and theirs.user_id = other_user_id
  );
$$;


--
-- Name: is_company_manager(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_company_manager(target_company_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.employees
    where company_id = target_company_id and user_id = (select auth.uid()) and role in ('owner', 'admin')
  );
$$;


--
-- Name: is_company_member(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_company_member(target_company_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.employees
    where company_id = target_company_id and user_id = (select auth.uid())
  );
$$;


--
-- Name: is_company_owner(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_company_owner(target_company_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.employees
    where company_id = target_company_id and user_id = (select auth.uid()) and role = 'owner'
  );
$$;


--
-- Name: is_reserved_subdomain(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_reserved_subdomain(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value is not null and (
    -- The platform's own name anywhere: ordning-admin, login-ordning, minordning.
    position('ordning' in value) > 0
    -- Punycode labels (xn--...) could imitate another company's name.
    or value like 'xn--%'
    -- Trusted words as a prefix: sso, secure-pay, login-x, oauth, auth1, mail1, status-page.
    or value ~ ('^(' || array_to_string(array[
         'sso', 'secure', 'login', 'logon', 'signin', 'signup', 'auth', 'oauth', 'openid', 'account',
         'admin', 'mail', 'webmail', 'smtp', 'imap', 'status', 'support', 'www', 'verify', 'password',
         'billing', 'payment', 'security', 'helpdesk', 'api', 'cdn', 'static', 'storage'
       ], '|') || ')')
    -- Short words only on their own or followed by a digit or a hyphen: id, id2, id-portal, app-1.
    or value ~ ('^(' || array_to_string(array[
         'id', 'app', 'my', 'pay', 'mx', 'ns', 'pop', 'ftp', 'vpn', 'git', 'dev', 'test', 'beta', 'demo',
         'help', 'docs'
       ], '|') || ')([0-9-].*)?$')
    or value in (
      'assets', 'media', 'img', 'images', 'files', 'blog', 'logout', 'register', 'accounts', 'dashboard',
      'rest', 'functions', 'realtime', 'graphql', 'db', 'localhost', 'autoconfig', 'autodiscover', 'abuse',
      'postmaster', 'hostmaster', 'root', 'email', 'staging', 'pop3', 'ns1', 'ns2'
    )
  );
$_$;


--
-- Name: FUNCTION is_reserved_subdomain(value text); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.is_reserved_subdomain(value text) IS 'The reserved subdomain patterns, defined here only: the platform name, trusted prefixes, short words, exact labels.';


--
-- Name: is_valid_branding_config(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_valid_branding_config(config jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  entry record;
  value text;
begin
  if config is null or jsonb_typeof(config) = 'null' then
    return true;
  end if;
  if jsonb_typeof(config) <> 'object' then
    return false;
  end if;
  for entry in select key, jsonb_typeof(config -> key) as kind from jsonb_object_keys(config) as key loop
    if entry.key not in ('title', 'meta_description', 'og_image', 'favicon_url', 'logo_url',
                         'primary_hsl', 'secondary_hsl', 'accent_hsl', 'theme') then
      return false;
    end if;
    continue when entry.kind = 'null';
    if entry.kind <> 'string' then
      return false;
    end if;
    value := config ->> entry.key;
    continue when value = '';
    if length(value) > 2048 then
      return false;
    end if;
    if entry.key in ('primary_hsl', 'secondary_hsl', 'accent_hsl')
       and value !~ '^\d{1,3}(\.\d+)? \d{1,3}(\.\d+)?% \d{1,3}(\.\d+)?%$' then
      return false;
    end if;
    if entry.key = 'theme' and value not in ('light', 'dark') then
      return false;
    end if;
    if entry.key in ('og_image', 'favicon_url', 'logo_url')
       and value !~* '^(https?://[^\s/]+\S*|/[^/\s]\S*)$' then
      return false;
    end if;
  end loop;
  return true;
end;
$_$;


--
-- Name: is_valid_org_no(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_valid_org_no(value text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  weights constant int[] := array[3, 2, 7, 6, 5, 4, 3, 2];
  total int := 0;
  remainder int;
begin
  -- [0-9], not \d: only ASCII digits may reach the integer casts below.
  if value is null or value !~ '^[0-9]{9}$' then
    return false;
  end if;
  for position in 1..8 loop
    total := total + weights[position] * substr(value, position, 1)::int;
  end loop;
  remainder := total % 11;
  if remainder = 1 then
    return false;
  end if;
  return (case when remainder = 0 then 0 else 11 - remainder end) = substr(value, 9, 1)::int;
end;
$_$;


--
-- Name: is_verified_company(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_verified_company(target_company_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select target_company_id is null
    or exists (
      select 1 from public.companies c
      where c.id = target_company_id and c.verification_status = 'verified'
    );
$$;


--
-- Name: limit_click_inserts(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.limit_click_inserts() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  inserted bigint;
  window_key text;
  per_user boolean;
  event_budget text;
  budget_limit integer;
  events_this_minute integer;
begin
  -- Server-side writers (service role, the database owner) are not capped.
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*), case when bool_and(kind = 'view') then 'view' else 'click' end
  into inserted, event_budget
  from new_clicks;
  if inserted = 0 then
    return null;
  end if;
  if inserted > 1 then
    raise exception 'Only one click can be recorded per request'
      using errcode = 'check_violation',
            detail = format('The request inserted %s clicks.', inserted),
            hint = 'Send each click in its own request.';
  end if;

  per_user := auth.role() = 'authenticated' and auth.uid() is not null;
  window_key := case when per_user then 'user:' || auth.uid()::text else private.request_client_address() end;
  if window_key is null then
    return null;
  end if;
  budget_limit := case
    when per_user and event_budget = 'view' then 600
    when per_user then 120
    when event_budget = 'view' then 1200
    else 300
  end;
  delete from private.click_rate_windows where window_start <= now() - interval '1 minute';
  insert into private.click_rate_windows as counted (client_address, budget, window_start, clicks)
  values (window_key, event_budget, date_trunc('second', now()), 1)
  on conflict (client_address, budget, window_start) do update set clicks = counted.clicks + 1;
  select sum(clicks) into events_this_minute
  from private.click_rate_windows
  where client_address = window_key and budget = event_budget and window_start > now() - interval '1 minute';
  -- PT429 is PostgREST's way to answer with HTTP 429 Too Many Requests.
  if events_this_minute > budget_limit then
    if per_user then
      raise exception 'Too many events from this account; try again in a minute'
        using errcode = 'PT429',
              detail = format('At most %s %s events a minute are recorded per user.', budget_limit, event_budget);
    end if;
    raise exception 'Too many clicks from this address; try again in a minute'
      using errcode = 'PT429',
            detail = format('At most %s %s events a minute are recorded from one address.', budget_limit, event_budget);
  end if;
  return null;
end;
$$;


--
-- Name: limit_favourites_per_user(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.limit_favourites_per_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if (select count(*) from public.favourites where user_id = new.user_id) >= 500 then
    raise exception 'Du kan lagre opptil 500 tilbud'
      using errcode = 'check_violation',
            detail = 'At most 500 favourites are kept per user.';
  end if;
  new.created_at := now();
  return new;
end;
$$;


--
-- Name: mark_company_verified(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.mark_company_verified(target_company_id uuid, method text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  target record;
  superseded jsonb;
begin
  select c.id, c.org_no, c.verification_status into target
    from public.companies c where c.id = target_company_id for update;
  if not found then
    raise exception 'Fant ikke bedriften' using errcode = 'no_data_found';
  end if;
  if target.verification_status <> 'pending' then
    raise exception 'Bedriften venter ikke på godkjenning' using errcode = 'invalid_parameter_value';
  end if;
  if exists (select 1 from public.companies c
             where c.org_no = target.org_no and c.verification_status = 'verified') then
    raise exception 'Organisasjonsnummeret er allerede registrert på en godkjent bedrift'
      using errcode = 'unique_violation', constraint = 'companies_org_no_key';
  end if;

  update public.companies
     set verification_status = 'verified', verified_at = now(), verification_method = method
   where id = target_company_id;

  with losers as (
    update public.companies c
       set verification_status = 'rejected', rejected_at = now(), rejection_reason = 'superseded'
     where c.org_no = target.org_no and c.verification_status = 'pending' and c.id <> target_company_id
     returning c.name, c.registered_by
  )
  select coalesce(jsonb_agg(jsonb_build_object('email', u.email, 'company_name', l.name)), '[]'::jsonb)
    into superseded
    from losers l join auth.users u on u.id = l.registered_by;

  -- Public now: a new revision for each of its offers (as a rename does).
  update public.offers set company = company where company_id = target_company_id;
  return superseded;
end;
$$;


--
-- Name: may_invite(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.may_invite(p_company_id uuid, p_role text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (select auth.uid()) is not null
     and (private.is_admin()
          or (private.is_company_manager(p_company_id)
              and (p_role is distinct from 'owner' or private.is_company_owner(p_company_id))));
$$;


--
-- Name: new_company_starts_pending(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.new_company_starts_pending() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated') then
    new.verification_status := 'pending';
    new.verified_at := null;
    new.verification_method := null;
    new.rejected_at := null;
    new.rejection_reason := null;
    new.registry_evidence := null;
    new.registered_by := (select auth.uid());
  end if;
  return new;
end;
$$;


--
-- Name: new_invitation_token(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.new_invitation_token(OUT token text, OUT token_hash text) RETURNS record
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  token_hash := encode(sha256(convert_to(token, 'UTF8')), 'hex');
end;
$$;


--
-- Name: next_catalogue_revision(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.next_catalogue_revision() RETURNS bigint
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select nextval('private.catalogue_revision');
$$;


--
-- Name: normalize_org_no(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.normalize_org_no(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select regexp_replace(value, '\s+', '', 'g');
$$;


--
-- Name: offer_image_folder(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.offer_image_folder(url text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case
    when url ~ '\.\.|/\.(/|$)|%2[eEfF]|%5[cC]|\\' then null
    else substring(
      url from '^(?:https?://[^/?#\s]+)?/storage/v1/object/public/offer-images/([^/?#\s]+)(?:/[^/?#\s]+)+$'
    )
  end;
$_$;


--
-- Name: offer_image_folders(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.offer_image_folders(offer_company_id uuid) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when offer_company_id is null then array['admin', 'seed'] else array[offer_company_id::text] end;
$$;


--
-- Name: oslo_day(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.oslo_day(at timestamp with time zone) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (at at time zone 'Europe/Oslo')::date;
$$;


--
-- Name: company_invitations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.company_invitations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    company_id uuid NOT NULL,
    email text NOT NULL,
    role text DEFAULT 'employee'::text NOT NULL,
    firstname text NOT NULL,
    lastname text NOT NULL,
    phone text,
    invited_by uuid,
    status text DEFAULT 'pending'::text NOT NULL,
    token_hash text NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '14 days'::interval) NOT NULL,
    sent_count integer DEFAULT 1 NOT NULL,
    last_sent_at timestamp with time zone DEFAULT now() NOT NULL,
    responded_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT company_invitations_email_check CHECK (((email = lower(btrim(email))) AND (length(email) <= 254) AND (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'::text))),
    CONSTRAINT company_invitations_firstname_check CHECK (((length(btrim(firstname)) >= 1) AND (length(btrim(firstname)) <= 100))),
    CONSTRAINT company_invitations_lastname_check CHECK (((length(btrim(lastname)) >= 1) AND (length(btrim(lastname)) <= 100))),
    CONSTRAINT company_invitations_phone_check CHECK (((phone IS NULL) OR (length(phone) <= 40))),
    CONSTRAINT company_invitations_role_check CHECK ((role = ANY (ARRAY['employee'::text, 'admin'::text, 'owner'::text]))),
    CONSTRAINT company_invitations_sent_count_check CHECK ((sent_count >= 1)),
    CONSTRAINT company_invitations_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'accepted'::text, 'declined'::text, 'revoked'::text, 'expired'::text])))
);


--
-- Name: TABLE company_invitations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.company_invitations IS 'Invitations to join a company; a membership exists only after the invited person accepts.';


--
-- Name: own_open_invitation(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.own_open_invitation(p_invitation_id uuid) RETURNS public.company_invitations
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invitation public.company_invitations;
  own_email text := private.confirmed_email();
begin
  select * into invitation from public.company_invitations where id = p_invitation_id for update;
  if invitation.id is null or own_email is null or invitation.email <> own_email then
    raise exception 'Fant ikke invitasjonen' using errcode = 'PT404';
  end if;
  if invitation.status <> 'pending' or invitation.expires_at <= now() then
    raise exception 'Invitasjonen er ikke lenger gyldig' using errcode = 'PT409';
  end if;
  return invitation;
end;
$$;


--
-- Name: person_name_key(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.person_name_key(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select nullif(lower(regexp_replace(btrim(coalesce(value, '')), '\s+', ' ', 'g')), '');
$$;


--
-- Name: record_offer_tombstone(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_offer_tombstone() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' then
    insert into public.offer_tombstones (offer_id, removed_at)
    values (old.id, now())
    on conflict (offer_id) do update set removed_at = excluded.removed_at;
    return old;
  end if;

  if new.hidden and (tg_op = 'UPDATE' and not old.hidden) then
    insert into public.offer_tombstones (offer_id, removed_at)
    values (new.id, now())
    on conflict (offer_id) do update set removed_at = excluded.removed_at;
  elsif not new.hidden then
    delete from public.offer_tombstones where offer_id = new.id;
  end if;
  return new;
end;
$$;


--
-- Name: register_company_for_user(uuid, text, text, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.register_company_for_user(owner_id uuid, company_name text, org_no text, address text, invoice_email text) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  clean_name text := btrim(company_name);
  clean_org_no text := private.normalize_org_no(org_no);
  clean_address text := btrim(address);
  clean_invoice_email text := nullif(btrim(invoice_email), '');
  new_company_id uuid;
begin
  if owner_id is null or not exists (select 1 from auth.users where id = owner_id) then
    raise exception 'Du må være logget inn for å registrere en bedrift'
      using errcode = 'insufficient_privilege';
  end if;
  if clean_name is null or clean_name = '' then
    raise exception 'Firmanavn er påkrevd' using errcode = 'invalid_parameter_value';
  end if;
  if length(clean_name) > 200 then
    raise exception 'Firmanavnet kan være høyst 200 tegn' using errcode = 'invalid_parameter_value';
  end if;
  if clean_org_no is null or clean_org_no !~ '^[0-9]{9}$' then
    raise exception 'Organisasjonsnummer må bestå av nøyaktig 9 siffer' using errcode = 'invalid_parameter_value';
  end if;
  if not private.is_valid_org_no(clean_org_no) then
    raise exception 'Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)'
      using errcode = 'invalid_parameter_value';
  end if;
  if clean_address is null or clean_address = '' then
    raise exception 'Adresse er påkrevd' using errcode = 'invalid_parameter_value';
  end if;
  if length(clean_address) > 300 then
    raise exception 'Adressen kan være høyst 300 tegn' using errcode = 'invalid_parameter_value';
  end if;

  clean_invoice_email := coalesce(clean_invoice_email, (select email from auth.users where id = owner_id));
  if clean_invoice_email is null
     or length(clean_invoice_email) > 254
     or clean_invoice_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception 'Faktura-e-post må være en gyldig e-postadresse' using errcode = 'invalid_parameter_value';
  end if;

  if (select count(*) from public.employees e join public.companies c on c.id = e.company_id
      where e.user_id = owner_id and e.role = 'owner' and c.created_at > now() - interval '1 day') >= 5 then
    raise exception 'For mange bedrifter registrert på kort tid. Prøv igjen senere.' using errcode = 'PT429';
  end if;

  if exists (select 1 from public.companies c
             where c.org_no = clean_org_no
               and (c.verification_status = 'verified'
                    or (c.verification_status = 'pending' and c.registered_by = owner_id))) then
    raise exception 'Organisasjonsnummeret er allerede registrert'
      using errcode = 'unique_violation', constraint = 'companies_org_no_key',
            hint = 'Logg inn med kontoen som registrerte bedriften, eller kontakt support.';
  end if;

  begin
    insert into public.companies (name, org_no, address, invoice_email, verification_status, registered_by)
    values (clean_name, clean_org_no, clean_address, clean_invoice_email, 'pending', owner_id)
    returning id into new_company_id;
  exception when unique_violation then
    raise exception 'Organisasjonsnummeret er allerede registrert'
      using errcode = 'unique_violation', constraint = 'companies_org_no_key',
            hint = 'Logg inn med kontoen som registrerte bedriften, eller kontakt support.';
  end;

  insert into public.employees (user_id, company_id, role) values (owner_id, new_company_id, 'owner');
  insert into public.user_roles (user_id, role) values (owner_id, 'company')
  on conflict (user_id, role) do nothing;
  return new_company_id;
end;
$_$;


--
-- Name: register_company_from_signup(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.register_company_from_signup() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  account record;
  metadata jsonb;
  wanted_org_no text;
  wanted_invoice_email text;
begin
  select u.email, u.email_confirmed_at, u.raw_user_meta_data
    into account
    from auth.users u
    where u.id = new.id;
  if not found or account.email_confirmed_at is null then
    return null;
  end if;

  metadata := coalesce(account.raw_user_meta_data, '{}'::jsonb);
  if jsonb_typeof(metadata) <> 'object'
     or metadata ->> 'user_type' is distinct from 'company'
     or nullif(btrim(metadata ->> 'company_name'), '') is null
     or nullif(btrim(metadata ->> 'org_no'), '') is null then
    return null;
  end if;

  wanted_org_no := private.normalize_org_no(metadata ->> 'org_no');
  if exists (select 1 from public.companies c
             where c.org_no = wanted_org_no
               and (c.verification_status = 'verified' or c.registered_by = new.id)) then
    raise log 'register_company_from_signup: organisation number of user % is already registered', new.id;
    return null;
  end if;

  -- The typed invoice e-mail when it is one; otherwise the account's own address.
  if jsonb_typeof(metadata -> 'invoice_email') = 'string' then
    wanted_invoice_email := btrim(metadata ->> 'invoice_email');
  end if;
  if wanted_invoice_email is null
     or length(wanted_invoice_email) > 254
     or wanted_invoice_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    wanted_invoice_email := account.email;
  end if;

  begin
    perform private.register_company_for_user(
      new.id,
      metadata ->> 'company_name',
      wanted_org_no,
      metadata ->> 'address',
      wanted_invoice_email
    );
  exception when others then
    raise warning 'register_company_from_signup: no company for user %: % (%)', new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$_$;


--
-- Name: registry_roles_that_verify(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.registry_roles_that_verify() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['DAGL', 'LEDE', 'SIGN', 'SIFE', 'SIHV', 'PROK', 'POFE', 'POHV'];
$$;


--
-- Name: rename_company_offers(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.rename_company_offers() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.offers set company = new.name
  where company_id = new.id and company is distinct from new.name;
  return null;
end;
$$;


--
-- Name: request_client_address(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_client_address() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select nullif(
    left(btrim(split_part(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1
    )), 100),
    ''
  );
$$;


--
-- Name: roll_up_new_events(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.roll_up_new_events() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.offer_event_days as t (
    offer_id, day, views, code_reveals, code_copies, till_opens, link_opens, email_copies, email_sends, other_clicks
  )
  select e.offer_id, private.oslo_day(e.occurred_at),
         count(*) filter (where e.kind = 'view'),
         count(*) filter (where e.kind = 'code_reveal'),
         count(*) filter (where e.kind = 'code_copy'),
         count(*) filter (where e.kind = 'till_open'),
         count(*) filter (where e.kind = 'link_open'),
         count(*) filter (where e.kind = 'email_copy'),
         count(*) filter (where e.kind = 'email_send'),
         count(*) filter (where e.kind = 'click')
  from new_events e
  group by 1, 2
  on conflict (offer_id, day) do update set
    views = t.views + excluded.views,
    code_reveals = t.code_reveals + excluded.code_reveals,
    code_copies = t.code_copies + excluded.code_copies,
    till_opens = t.till_opens + excluded.till_opens,
    link_opens = t.link_opens + excluded.link_opens,
    email_copies = t.email_copies + excluded.email_copies,
    email_sends = t.email_sends + excluded.email_sends,
    other_clicks = t.other_clicks + excluded.other_clicks;

  with added as (
    insert into private.offer_event_day_users (offer_id, day, user_id)
    select distinct e.offer_id, private.oslo_day(e.occurred_at), e.user_id
    from new_events e
    where e.user_id is not null
    on conflict do nothing
    returning offer_id, day
  )
  update private.offer_event_days t
  set distinct_users = t.distinct_users + a.users
  from (select offer_id, day, count(*)::integer as users from added group by 1, 2) a
  where t.offer_id = a.offer_id and t.day = a.day;

  insert into private.platform_event_day_users (day, user_id)
  select distinct private.oslo_day(e.occurred_at), e.user_id
  from new_events e
  where e.user_id is not null
  on conflict do nothing;
  return null;
end;
$$;


--
-- Name: roll_up_removed_events(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.roll_up_removed_events() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from private.offer_event_day_users u
  using (select distinct e.offer_id, private.oslo_day(e.occurred_at) as day from old_events e) d
  where u.offer_id = d.offer_id and u.day = d.day;
  delete from private.offer_event_days t
  using (select distinct e.offer_id, private.oslo_day(e.occurred_at) as day from old_events e) d
  where t.offer_id = d.offer_id and t.day = d.day;

  insert into private.offer_event_days (
    offer_id, day, views, code_reveals, code_copies, till_opens, link_opens, email_copies, email_sends,
    other_clicks, distinct_users
  )
  select c.offer_id, d.day,
         count(*) filter (where c.kind = 'view'),
         count(*) filter (where c.kind = 'code_reveal'),
         count(*) filter (where c.kind = 'code_copy'),
         count(*) filter (where c.kind = 'till_open'),
         count(*) filter (where c.kind = 'link_open'),
         count(*) filter (where c.kind = 'email_copy'),
         count(*) filter (where c.kind = 'email_send'),
         count(*) filter (where c.kind = 'click'),
         count(distinct c.user_id)
  from (select distinct e.offer_id, private.oslo_day(e.occurred_at) as day from old_events e) d
  join public.offer_clicks c
    on c.offer_id = d.offer_id
   and c.occurred_at >= d.day::timestamp at time zone 'Europe/Oslo'
   and c.occurred_at < (d.day + 1)::timestamp at time zone 'Europe/Oslo'
  where exists (select 1 from public.offers o where o.id = d.offer_id)
  group by 1, 2;

  insert into private.offer_event_day_users (offer_id, day, user_id)
  select distinct c.offer_id, d.day, c.user_id
  from (select distinct e.offer_id, private.oslo_day(e.occurred_at) as day from old_events e) d
  join public.offer_clicks c
    on c.offer_id = d.offer_id
   and c.occurred_at >= d.day::timestamp at time zone 'Europe/Oslo'
   and c.occurred_at < (d.day + 1)::timestamp at time zone 'Europe/Oslo'
  where c.user_id is not null and exists (select 1 from public.offers o where o.id = d.offer_id);

  delete from private.platform_event_day_users p
  where p.day in (select private.oslo_day(e.occurred_at) from old_events e)
    and not exists (
      select 1 from public.offer_clicks c
      where c.user_id = p.user_id
        and c.occurred_at >= p.day::timestamp at time zone 'Europe/Oslo'
        and c.occurred_at < (p.day + 1)::timestamp at time zone 'Europe/Oslo'
    );

  return null;
end;
$$;


--
-- Name: set_catalogue_revision(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.set_catalogue_revision() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.revision := private.next_catalogue_revision();
  return new;
end;
$$;


--
-- Name: set_offer_company_name(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.set_offer_company_name() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.company_id is not null then
    new.company := (select c.name from public.companies c where c.id = new.company_id);
  end if;
  return new;
end;
$$;


--
-- Name: set_updated_at(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;


--
-- Name: spend_invitation_quota(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.spend_invitation_quota(p_company_id uuid, p_invited_by uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  limit_row record;
  used integer;
begin
  -- One company's invitations are counted one at a time, so two racing calls cannot both see room.
  perform 1 from public.companies where id = p_company_id for update;
  for limit_row in select * from private.invitation_limits() loop
    if limit_row.scope = 'company' then
      select count(*) into used from private.invitation_mail_log
      where company_id = p_company_id and sent_at > now() - limit_row.per_period;
    else
      select count(*) into used from private.invitation_mail_log
      where invited_by = p_invited_by and sent_at > now() - limit_row.per_period;
    end if;
    if used >= limit_row.max_mails then
      raise exception 'For mange invitasjoner på kort tid. Prøv igjen senere.'
        using errcode = 'PT429',
              detail = format('%s: %s per %s', limit_row.scope, limit_row.max_mails, limit_row.per_period);
    end if;
  end loop;
  insert into private.invitation_mail_log (company_id, invited_by) values (p_company_id, p_invited_by);
end;
$$;


--
-- Name: stamp_server_times(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stamp_server_times() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not private.is_api_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;


--
-- Name: subdomain_held_until(text, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.subdomain_held_until(value text, for_company_id uuid) RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select h.released_at + private.subdomain_hold_period()
    from private.subdomain_holds h
   where h.subdomain = value
     and h.company_id is distinct from for_company_id
     and h.released_at + private.subdomain_hold_period() > now();
$$;


--
-- Name: subdomain_hold_period(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.subdomain_hold_period() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '30 days';
$$;


--
-- Name: subdomain_problem(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.subdomain_problem(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case
    when value is null then null
    when length(value) not between 3 and 63 then 'Subdomenet må være mellom 3 og 63 tegn'
    when value !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$' then
      'Subdomenet kan bare ha små bokstaver (a–z), tall og bindestrek, og kan ikke starte eller slutte med bindestrek'
    when private.is_reserved_subdomain(value) then 'Subdomenet «' || value || '» er reservert'
  end;
$_$;


--
-- Name: touch_parent_offer(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.touch_parent_offer() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.offers set updated_at = now() where id = old.offer_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.offer_id is distinct from old.offer_id) then
    update public.offers set updated_at = now() where id = new.offer_id;
  end if;
  return null;
end;
$$;


--
-- Name: accept_company_invitation(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.accept_company_invitation(p_invitation_id uuid) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invitation public.company_invitations := private.own_open_invitation(p_invitation_id);
  caller uuid := (select auth.uid());
begin
  insert into public.employees (user_id, company_id, role)
  values (caller, invitation.company_id, invitation.role)
  on conflict (user_id, company_id) do nothing;

  insert into public.user_roles (user_id, role) values (caller, 'employee')
  on conflict (user_id, role) do nothing;

  update public.company_invitations set status = 'accepted', responded_at = now() where id = invitation.id;
  return invitation.company_id;
end;
$$;


--
-- Name: catalogue_changes(bigint, bigint, text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.catalogue_changes(offers_after bigint DEFAULT NULL::bigint, tombstones_after bigint DEFAULT NULL::bigint, recheck text DEFAULT ''::text, page_size integer DEFAULT 1000) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  rechecked int8multirange := '{}';
begin
  -- The length first, so a megabyte is refused before any pattern runs over it.
  if recheck is not null and recheck <> '' and (
    length(recheck) > 100 * 40
    or recheck !~ '^[0-9]{1,18}-[0-9]{1,18}(,[0-9]{1,18}-[0-9]{1,18}){0,99}$'
  ) then
    raise exception 'recheck must be at most 100 revision ranges "from-to", separated by commas'
      using errcode = 'invalid_parameter_value';
  end if;
  if recheck is not null and recheck <> '' then
    select coalesce(range_agg(int8range(
             split_part(item, '-', 1)::bigint, split_part(item, '-', 2)::bigint, '[]'))
           filter (where split_part(item, '-', 1)::bigint <= split_part(item, '-', 2)::bigint), '{}')
      into rechecked
      from unnest(string_to_array(recheck, ',')) as item;
  end if;
  return (
      with changed_offers as (
        select o.id, o.company_id, o.company, o.title, o.description, o.detailed_description, o.image,
          o.images, o.discount, o.target_audience, o.offer_active, o.created_at, o.revision
        from public.offers o
        where not o.hidden
          and (offers_after is null
            or o.revision > offers_after
            or o.revision <@ rechecked)
        order by o.revision
        limit least(greatest(page_size, 0), 10000)
      ),
      changed_tombstones as (
        select t.offer_id, t.revision
        from public.offer_tombstones t
        where tombstones_after is null
          or t.revision > tombstones_after
          or t.revision <@ rechecked
        order by t.revision
        limit least(greatest(page_size, 0), 10000)
      )
      select jsonb_build_object(
        'page_size', least(greatest(page_size, 0), 10000),
        'offers', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', o.id,
            'company_id', o.company_id,
            'company', o.company,
            'title', o.title,
            'description', o.description,
            'detailed_description', o.detailed_description,
            'image', o.image,
            'images', o.images,
            'discount', o.discount,
            'target_audience', o.target_audience,
            'offer_active', o.offer_active,
            'created_at', o.created_at,
            'revision', o.revision,
            'offer_categories', coalesce((
              select jsonb_agg(jsonb_build_object('category_id', oc.category_id))
              from public.offer_categories oc
              where oc.offer_id = o.id
            ), '[]'::jsonb)
          ) order by o.revision)
          from changed_offers o
        ), '[]'::jsonb),
        'tombstones', coalesce((
          select jsonb_agg(jsonb_build_object('offer_id', t.offer_id, 'revision', t.revision) order by t.revision)
          from changed_tombstones t
        ), '[]'::jsonb),
        'categories', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', c.id, 'key', c.key, 'name', c.name, 'display_order', c.display_order, 'revision', c.revision
          ) order by c.display_order)
          from public.categories c
        ), '[]'::jsonb)
      )
  );
end;
$_$;


--
-- Name: company_employees(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.company_employees(p_company_id uuid) RETURNS TABLE(id uuid, user_id uuid, company_id uuid, role text, created_at timestamp with time zone, updated_at timestamp with time zone, email text, firstname text, lastname text, phone text, status text, invited_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_company_id is null
     or not (private.is_company_member(p_company_id) or private.is_admin()) then
    raise exception 'Du har ikke tilgang til denne bedriftens ansatte'
      using errcode = 'insufficient_privilege';
  end if;

  return query
    select e.id, e.user_id, e.company_id, e.role, e.created_at, e.updated_at,
           u.email::text, p.firstname, p.lastname, p.phone,
           case when u.email_confirmed_at is not null or u.last_sign_in_at is not null
                then 'accepted' else 'invited' end,
           u.invited_at
    from public.employees e
    join auth.users u on u.id = e.user_id
    left join public.auth_user_profiles p on p.user_id = e.user_id
    where e.company_id = p_company_id
    order by e.created_at, e.id;
end;
$$;


--
-- Name: FUNCTION company_employees(p_company_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.company_employees(p_company_id uuid) IS 'Employees of a company with e-mail, profile and status (invited|accepted); members and platform admins only (else 403).';


--
-- Name: company_verification_queue(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.company_verification_queue() RETURNS TABLE(id uuid, name text, org_no text, address text, created_at timestamp with time zone, registrant_email text, registrant_name text, email_domain text, registry_evidence jsonb, other_claims integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_admin() then
    raise exception 'Bare plattformadministratorer ser godkjenningskøen' using errcode = 'insufficient_privilege';
  end if;
  return query
    select c.id, c.name, c.org_no, c.address, c.created_at,
           u.email::text,
           nullif(btrim(coalesce(p.firstname, '') || ' ' || coalesce(p.lastname, '')), ''),
           lower(split_part(u.email, '@', 2)),
           c.registry_evidence,
           (select count(*)::int from public.companies o
             where o.org_no = c.org_no and o.verification_status = 'pending' and o.id <> c.id)
      from public.companies c
      left join auth.users u on u.id = c.registered_by
      left join public.auth_user_profiles p on p.user_id = c.registered_by
     where c.verification_status = 'pending'
     order by c.created_at, c.id
     limit 200;
end;
$$;


--
-- Name: confirmed_account_exists(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.confirmed_account_exists(address text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from auth.users u
    where lower(u.email) = lower(pg_catalog.btrim(address))
      and u.email_confirmed_at is not null
  );
$$;


--
-- Name: FUNCTION confirmed_account_exists(address text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.confirmed_account_exists(address text) IS 'Whether a confirmed account has this e-mail address (service role only: it would enumerate users).';


--
-- Name: decline_company_invitation(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.decline_company_invitation(p_invitation_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invitation public.company_invitations := private.own_open_invitation(p_invitation_id);
begin
  update public.company_invitations set status = 'declined', responded_at = now() where id = invitation.id;
end;
$$;


--
-- Name: invitation_by_token(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.invitation_by_token(p_token text) RETURNS TABLE(id uuid, company_name text, role text, email text, status text, expires_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select i.id, c.name, i.role, i.email,
         case when i.status = 'pending' and i.expires_at <= now() then 'expired' else i.status end,
         i.expires_at
  from public.company_invitations i
  join public.companies c on c.id = i.company_id
  where i.token_hash = private.invitation_token_hash(p_token);
$$;


--
-- Name: invite_to_company(uuid, text, text, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.invite_to_company(p_company_id uuid, p_email text, p_role text, p_firstname text, p_lastname text, p_phone text DEFAULT NULL::text) RETURNS TABLE(invitation_id uuid, token text, company_name text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  clean_email text := lower(btrim(coalesce(p_email, '')));
  clean_firstname text := nullif(btrim(p_firstname), '');
  clean_lastname text := nullif(btrim(p_lastname), '');
  clean_phone text := nullif(btrim(p_phone), '');
  new_token record;
  new_id uuid;
  found_name text;
begin
  if p_role is null or p_role not in ('employee', 'admin', 'owner') then
    raise exception 'Rollen må være employee, admin eller owner' using errcode = 'invalid_parameter_value';
  end if;
  if p_company_id is null or not private.may_invite(p_company_id, p_role) then
    raise exception 'not_authorized' using errcode = 'insufficient_privilege';
  end if;
  select name into found_name from public.companies where id = p_company_id;
  if found_name is null then
    raise exception 'Fant ikke bedriften' using errcode = 'PT404';
  end if;
  if length(clean_email) > 254 or clean_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception 'E-post må være en gyldig e-postadresse' using errcode = 'invalid_parameter_value';
  end if;
  if clean_firstname is null or clean_lastname is null then
    raise exception 'Fornavn og etternavn er påkrevd' using errcode = 'invalid_parameter_value';
  end if;
  if length(clean_firstname) > 100 or length(clean_lastname) > 100 or length(coalesce(clean_phone, '')) > 40 then
    raise exception 'Navn eller telefon er for langt' using errcode = 'invalid_parameter_value';
  end if;

  if exists (
    select 1 from public.employees e join auth.users u on u.id = e.user_id
    where e.company_id = p_company_id and lower(u.email) = clean_email
  ) then
    raise exception 'User already registered'
      using errcode = 'unique_violation', hint = 'Personen er allerede ansatt i bedriften.';
  end if;

  -- An open invitation past its expiry gives way to the new one.
  update public.company_invitations set status = 'expired'
  where company_id = p_company_id and email = clean_email and status = 'pending' and expires_at <= now();

  perform private.spend_invitation_quota(p_company_id, (select auth.uid()));

  select * into new_token from private.new_invitation_token();
  begin
    insert into public.company_invitations
      (company_id, email, role, firstname, lastname, phone, invited_by, token_hash)
    values
      (p_company_id, clean_email, p_role, clean_firstname, clean_lastname, clean_phone,
       (select auth.uid()), new_token.token_hash)
    returning id into new_id;
  exception when unique_violation then
    raise exception 'Invitasjonen er allerede sendt'
      using errcode = 'unique_violation',
            hint = 'Send den ventende invitasjonen på nytt fra listen i stedet.';
  end;

  return query select new_id, new_token.token, found_name;
end;
$_$;


--
-- Name: is_subdomain_available(text, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_subdomain_available(subdomain text, own_company_id uuid DEFAULT NULL::uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with own as (
    select case when private.is_company_manager(own_company_id) or private.is_admin() then own_company_id end as id
  )
  select private.subdomain_problem(is_subdomain_available.subdomain) is null
    and not exists (
      select 1 from public.companies c, own
      where c.subdomain = is_subdomain_available.subdomain and c.id is distinct from own.id
    )
    and (select private.subdomain_held_until(is_subdomain_available.subdomain, own.id) from own) is null;
$$;


--
-- Name: FUNCTION is_subdomain_available(subdomain text, own_company_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.is_subdomain_available(subdomain text, own_company_id uuid) IS 'True when the subdomain is well-formed, not reserved and not used by a company other than own_company_id.';


--
-- Name: latest_catalogue_revision(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.latest_catalogue_revision() RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case when is_called then last_value else 0 end from private.catalogue_revision;
$$;


--
-- Name: my_company_invitations(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.my_company_invitations() RETURNS TABLE(id uuid, company_id uuid, company_name text, role text, created_at timestamp with time zone, expires_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select i.id, i.company_id, c.name, i.role, i.created_at, i.expires_at
  from public.company_invitations i
  join public.companies c on c.id = i.company_id
  where i.email = private.confirmed_email()
    and i.status = 'pending'
    and i.expires_at > now()
  order by i.created_at, i.id;
$$;


--
-- Name: offer_daily_stats(uuid, date, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.offer_daily_stats(p_company_id uuid, p_from date, p_to date) RETURNS TABLE(offer_id uuid, offer_title text, day date, views integer, code_reveals integer, code_copies integer, till_opens integer, link_opens integer, email_copies integer, email_sends integer, other_clicks integer, distinct_users integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: FUNCTION offer_daily_stats(p_company_id uuid, p_from date, p_to date); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.offer_daily_stats(p_company_id uuid, p_from date, p_to date) IS 'Events per offer and Oslo day for a company (null: every offer, admins only). distinct_users is null unless 3 people outside the offer''s company acted that day. 400 bad period, 403 not allowed.';


--
-- Name: platform_click_totals(date, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.platform_click_totals(p_from date, p_to date) RETURNS TABLE(views integer, code_reveals integer, code_copies integer, till_opens integer, link_opens integer, email_copies integer, email_sends integer, other_clicks integer, distinct_users integer, offers_with_events integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  if not private.is_admin() then
    raise exception 'Only platform administrators see the platform totals'
      using errcode = 'insufficient_privilege';
  end if;
  perform private.check_stats_period(p_from, p_to);

  return query
  with days as (
    select coalesce(sum(d.views), 0)::integer as views,
           coalesce(sum(d.code_reveals), 0)::integer as code_reveals,
           coalesce(sum(d.code_copies), 0)::integer as code_copies,
           coalesce(sum(d.till_opens), 0)::integer as till_opens,
           coalesce(sum(d.link_opens), 0)::integer as link_opens,
           coalesce(sum(d.email_copies), 0)::integer as email_copies,
           coalesce(sum(d.email_sends), 0)::integer as email_sends,
           coalesce(sum(d.other_clicks), 0)::integer as other_clicks,
           count(distinct d.offer_id)::integer as offers_with_events
    from private.offer_event_days d
    where d.day between p_from and p_to
  ),
  users as (
    select count(distinct u.user_id)::integer as users
    from private.platform_event_day_users u
    where u.day between p_from and p_to
  )
  select days.views, days.code_reveals, days.code_copies, days.till_opens, days.link_opens,
         days.email_copies, days.email_sends, days.other_clicks,
         case when users.users >= 3 then users.users end,
         days.offers_with_events
  from days, users;
end;
$$;


--
-- Name: FUNCTION platform_click_totals(p_from date, p_to date); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.platform_click_totals(p_from date, p_to date) IS 'Events of every offer in an Oslo-day period, one row; distinct_users is null below 3. Admins only (403 otherwise).';


--
-- Name: record_existing_account_notice(text, text, integer, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_existing_account_notice(client_key text, address_key text, max_per_client integer, max_per_address integer, window_seconds integer) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  since timestamptz;
  by_client integer;
  by_address integer;
begin
  if client_key is null or address_key is null or max_per_client is null or max_per_client < 1
     or max_per_address is null or max_per_address < 1 or window_seconds is null or window_seconds < 1 then
    raise exception 'keys, limits and window_seconds are required' using errcode = 'invalid_parameter_value';
  end if;
  -- Always the client's lock first, then the address's, so two calls cannot deadlock.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('existing_account_notices:c:' || client_key));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('existing_account_notices:a:' || address_key));
  since := now() - pg_catalog.make_interval(secs => window_seconds);
  delete from private.existing_account_notices n
  where (n.client_key = record_existing_account_notice.client_key
         or n.address_key = record_existing_account_notice.address_key)
    and n.asked_at <= since;
  select count(*) into by_client from private.existing_account_notices n
  where n.client_key = record_existing_account_notice.client_key;
  if by_client >= max_per_client then
    return 'client_limited';
  end if;
  select count(*) into by_address from private.existing_account_notices n
  where n.address_key = record_existing_account_notice.address_key;
  insert into private.existing_account_notices (client_key, address_key)
  values (record_existing_account_notice.client_key, record_existing_account_notice.address_key);
  if by_address >= max_per_address then
    return 'address_limited';
  end if;
  return 'ok';
end;
$$;


--
-- Name: FUNCTION record_existing_account_notice(client_key text, address_key text, max_per_client integer, max_per_address integer, window_seconds integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.record_existing_account_notice(client_key text, address_key text, max_per_client integer, max_per_address integer, window_seconds integer) IS 'Budget of notify-existing-account (service role only): ok, address_limited or client_limited.';


--
-- Name: record_org_number_check(text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_org_number_check(client_key text, max_checks integer, window_seconds integer) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  used integer;
begin
  if client_key is null or max_checks is null or max_checks < 1
     or window_seconds is null or window_seconds < 1 then
    raise exception 'client_key, max_checks and window_seconds are required' using errcode = 'invalid_parameter_value';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('org_number_checks:' || client_key));
  delete from private.org_number_checks c
  where c.client_key = record_org_number_check.client_key
    and c.checked_at <= now() - pg_catalog.make_interval(secs => window_seconds);
  select count(*) into used
  from private.org_number_checks c
  where c.client_key = record_org_number_check.client_key;
  if used >= max_checks then
    return false;
  end if;
  insert into private.org_number_checks (client_key) values (record_org_number_check.client_key);
  return true;
end;
$$;


--
-- Name: FUNCTION record_org_number_check(client_key text, max_checks integer, window_seconds integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.record_org_number_check(client_key text, max_checks integer, window_seconds integer) IS 'Per-address budget of check-company-registered (service role only): true while within it.';


--
-- Name: record_registry_check(uuid, jsonb, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_registry_check(company_id uuid, roles jsonb, website text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target record;
  registrant_name text;
  matched boolean := false;
  superseded jsonb := '[]'::jsonb;
begin
  if jsonb_typeof(roles) is distinct from 'array' or jsonb_array_length(roles) > 200 then
    raise exception 'roles må være en liste' using errcode = 'invalid_parameter_value';
  end if;
  select c.id, c.verification_status, c.registered_by into target
    from public.companies c where c.id = record_registry_check.company_id;
  if not found then
    raise exception 'Fant ikke bedriften' using errcode = 'no_data_found';
  end if;

  select private.person_name_key(p.firstname || ' ' || p.lastname) into registrant_name
    from public.auth_user_profiles p where p.user_id = target.registered_by;

  matched := registrant_name is not null and exists (
    select 1 from jsonb_array_elements(roles) as r
    where jsonb_typeof(r) = 'object'
      and r ->> 'code' = any (private.registry_roles_that_verify())
      and registrant_name in (private.person_name_key(r ->> 'name'), private.person_name_key(r ->> 'fullName'))
  );

  update public.companies c
     set registry_evidence = jsonb_build_object(
           'roles', roles,
           'website', nullif(btrim(website), ''),
           'checked_at', now(),
           'matched', matched)
   where c.id = target.id;

  if matched and target.verification_status = 'pending'
     and not exists (select 1 from public.companies c
                     where c.org_no = (select org_no from public.companies where id = target.id)
                       and c.verification_status = 'verified') then
    superseded := private.mark_company_verified(target.id, 'registry');
  end if;

  return jsonb_build_object(
    'status', (select c.verification_status from public.companies c where c.id = target.id),
    'matched', matched,
    'superseded', superseded
  );
end;
$$;


--
-- Name: register_company(text, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.register_company(company_name text, org_no text, address text, invoice_email text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Du må være logget inn for å registrere en bedrift'
      using errcode = 'insufficient_privilege';
  end if;
  return private.register_company_for_user(
    caller,
    register_company.company_name,
    register_company.org_no,
    register_company.address,
    register_company.invoice_email
  );
end;
$$;


--
-- Name: FUNCTION register_company(company_name text, org_no text, address text, invoice_email text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.register_company(company_name text, org_no text, address text, invoice_email text) IS 'Registers a company with the caller as owner. 400 bad argument, 409 organisation number taken, 429 too many.';


--
-- Name: resend_company_invitation(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.resend_company_invitation(p_invitation_id uuid) RETURNS TABLE(invitation_id uuid, token text, company_name text, email text, role text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invitation public.company_invitations;
  new_token record;
begin
  select * into invitation from public.company_invitations where id = p_invitation_id;
  if invitation.id is null or not private.may_invite(invitation.company_id, 'employee') then
    raise exception 'Fant ikke invitasjonen' using errcode = 'PT404';
  end if;
  if not private.may_invite(invitation.company_id, invitation.role) then
    raise exception 'not_authorized' using errcode = 'insufficient_privilege';
  end if;
  if invitation.status <> 'pending' then
    raise exception 'Invitasjonen er ikke lenger ventende' using errcode = 'PT409';
  end if;

  perform private.spend_invitation_quota(invitation.company_id, (select auth.uid()));

  select * into new_token from private.new_invitation_token();
  update public.company_invitations
  set token_hash = new_token.token_hash,
      expires_at = now() + interval '14 days',
      sent_count = sent_count + 1,
      last_sent_at = now()
  where id = invitation.id;

  return query
    select invitation.id, new_token.token, c.name, invitation.email, invitation.role
    from public.companies c where c.id = invitation.company_id;
end;
$$;


--
-- Name: review_company(uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.review_company(company_id uuid, approve boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  superseded jsonb := '[]'::jsonb;
begin
  if not private.is_admin() then
    raise exception 'Bare plattformadministratorer kan godkjenne bedrifter' using errcode = 'insufficient_privilege';
  end if;
  if approve is null then
    raise exception 'approve må være true eller false' using errcode = 'invalid_parameter_value';
  end if;
  if approve then
    superseded := private.mark_company_verified(review_company.company_id, 'admin');
  else
    update public.companies c
       set verification_status = 'rejected', rejected_at = now(), rejection_reason = 'admin'
     where c.id = review_company.company_id and c.verification_status = 'pending';
    if not found then
      raise exception 'Bedriften venter ikke på godkjenning' using errcode = 'invalid_parameter_value';
    end if;
  end if;
  return jsonb_build_object(
    'status', (select c.verification_status from public.companies c where c.id = review_company.company_id),
    'superseded', superseded
  );
end;
$$;


--
-- Name: revoke_company_invitation(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.revoke_company_invitation(p_invitation_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invitation public.company_invitations;
begin
  select * into invitation from public.company_invitations where id = p_invitation_id for update;
  if invitation.id is null or not private.may_invite(invitation.company_id, 'employee') then
    raise exception 'Fant ikke invitasjonen' using errcode = 'PT404';
  end if;
  if not private.may_invite(invitation.company_id, invitation.role) then
    raise exception 'not_authorized' using errcode = 'insufficient_privilege';
  end if;
  if invitation.status <> 'pending' then
    raise exception 'Invitasjonen er ikke lenger ventende' using errcode = 'PT409';
  end if;
  update public.company_invitations set status = 'revoked', responded_at = now() where id = invitation.id;
end;
$$;


--
-- Name: save_offer(uuid, jsonb, jsonb, uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_offer(p_offer_id uuid, p_offer jsonb, p_secrets jsonb, p_category_ids uuid[]) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
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
$_$;


--
-- Name: FUNCTION save_offer(p_offer_id uuid, p_offer jsonb, p_secrets jsonb, p_category_ids uuid[]); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.save_offer(p_offer_id uuid, p_offer jsonb, p_secrets jsonb, p_category_ids uuid[]) IS 'Creates (p_offer_id null) or updates an offer with its secrets and category links in one transaction, under the caller''s RLS.';


--
-- Name: catalogue_revision; Type: SEQUENCE; Schema: private; Owner: -
--

CREATE SEQUENCE private.catalogue_revision
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: click_rate_windows; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.click_rate_windows (
    client_address text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    clicks integer NOT NULL,
    budget text DEFAULT 'click'::text NOT NULL
);


--
-- Name: existing_account_notices; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.existing_account_notices (
    id bigint NOT NULL,
    client_key text NOT NULL,
    address_key text NOT NULL,
    asked_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT existing_account_notices_address_key_check CHECK (((length(address_key) >= 16) AND (length(address_key) <= 128))),
    CONSTRAINT existing_account_notices_client_key_check CHECK (((length(client_key) >= 16) AND (length(client_key) <= 128)))
);


--
-- Name: TABLE existing_account_notices; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.existing_account_notices IS 'One row per counted notify-existing-account call within the window, by keyed hashes of the caller and the address.';


--
-- Name: existing_account_notices_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.existing_account_notices ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.existing_account_notices_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: invitation_mail_log; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.invitation_mail_log (
    id bigint NOT NULL,
    company_id uuid NOT NULL,
    invited_by uuid,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: invitation_mail_log_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.invitation_mail_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.invitation_mail_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: offer_event_day_users; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.offer_event_day_users (
    offer_id uuid NOT NULL,
    day date NOT NULL,
    user_id uuid NOT NULL
);


--
-- Name: offer_event_days; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.offer_event_days (
    offer_id uuid NOT NULL,
    day date NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    code_reveals integer DEFAULT 0 NOT NULL,
    code_copies integer DEFAULT 0 NOT NULL,
    till_opens integer DEFAULT 0 NOT NULL,
    link_opens integer DEFAULT 0 NOT NULL,
    email_copies integer DEFAULT 0 NOT NULL,
    email_sends integer DEFAULT 0 NOT NULL,
    other_clicks integer DEFAULT 0 NOT NULL,
    distinct_users integer DEFAULT 0 NOT NULL
);


--
-- Name: org_number_checks; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.org_number_checks (
    id bigint NOT NULL,
    client_key text NOT NULL,
    checked_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT org_number_checks_client_key_check CHECK (((length(client_key) >= 16) AND (length(client_key) <= 128)))
);


--
-- Name: TABLE org_number_checks; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.org_number_checks IS 'One row per check-company-registered call within the window, by the HMAC of the caller''s address.';


--
-- Name: org_number_checks_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.org_number_checks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.org_number_checks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: platform_event_day_users; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.platform_event_day_users (
    day date NOT NULL,
    user_id uuid NOT NULL
);


--
-- Name: subdomain_holds; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.subdomain_holds (
    subdomain text NOT NULL,
    company_id uuid NOT NULL,
    released_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE subdomain_holds; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.subdomain_holds IS 'Subdomains a company gave up, kept for that company for private.subdomain_hold_period().';


--
-- Name: auth_user_profiles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.auth_user_profiles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    firstname text,
    lastname text,
    phone text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: categories; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    key text NOT NULL,
    name text NOT NULL,
    display_order integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    revision bigint DEFAULT private.next_catalogue_revision() NOT NULL,
    CONSTRAINT categories_key_check CHECK ((btrim(key) <> ''::text)),
    CONSTRAINT categories_key_slug CHECK (((key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(key) <= 50))),
    CONSTRAINT categories_name_check CHECK ((btrim(name) <> ''::text)),
    CONSTRAINT categories_name_length CHECK ((length(name) <= 100))
);


--
-- Name: COLUMN categories.revision; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.categories.revision IS 'Server-assigned change number from the same sequence as offers.revision.';


--
-- Name: companies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.companies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    org_no text NOT NULL,
    invoice_email text,
    address text,
    phone text,
    subdomain text,
    is_white_label_enabled boolean DEFAULT false NOT NULL,
    branding_config jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    verification_status text DEFAULT 'pending'::text NOT NULL,
    verified_at timestamp with time zone,
    verification_method text,
    rejected_at timestamp with time zone,
    rejection_reason text,
    registered_by uuid,
    registry_evidence jsonb,
    CONSTRAINT companies_branding_config_check CHECK (private.is_valid_branding_config(branding_config)),
    CONSTRAINT companies_name_check CHECK ((btrim(name) <> ''::text)),
    CONSTRAINT companies_only_verified_hold_subdomain CHECK (((verification_status = 'verified'::text) OR ((subdomain IS NULL) AND (NOT is_white_label_enabled)))),
    CONSTRAINT companies_org_no_check CHECK ((org_no ~ '^\d{9}$'::text)),
    CONSTRAINT companies_rejection_reason_check CHECK ((rejection_reason = ANY (ARRAY['admin'::text, 'superseded'::text]))),
    CONSTRAINT companies_subdomain_check CHECK ((((length(subdomain) >= 3) AND (length(subdomain) <= 63)) AND (subdomain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'::text))),
    CONSTRAINT companies_subdomain_not_reserved CHECK ((NOT private.is_reserved_subdomain(subdomain))),
    CONSTRAINT companies_verification_method_check CHECK ((verification_method = ANY (ARRAY['registry'::text, 'admin'::text]))),
    CONSTRAINT companies_verification_status_check CHECK ((verification_status = ANY (ARRAY['pending'::text, 'verified'::text, 'rejected'::text])))
);


--
-- Name: COLUMN companies.branding_config; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.companies.branding_config IS 'title, meta_description, og_image, favicon_url, logo_url, primary_hsl, secondary_hsl, accent_hsl (''200 50% 50%''), theme (light|dark)';


--
-- Name: COLUMN companies.verification_status; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.companies.verification_status IS 'pending until the registry''s roles or a platform admin verify the company; rejected when refused or superseded.';


--
-- Name: COLUMN companies.registry_evidence; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.companies.registry_evidence IS 'What Enhetsregisteret said at the last check: {roles: [{code, description, name}], website, checked_at, matched}.';


--
-- Name: employees; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.employees (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    company_id uuid NOT NULL,
    role text DEFAULT 'employee'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT employees_role_check CHECK ((role = ANY (ARRAY['employee'::text, 'admin'::text, 'owner'::text])))
);


--
-- Name: favourites; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.favourites (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    offer_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE favourites; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.favourites IS 'Offers a person saved (''Lagre''); each person reads and writes only their own rows.';


--
-- Name: lead_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.lead_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    idempotency_key text NOT NULL,
    status text DEFAULT 'received'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    mailed_at timestamp with time zone,
    attempt_started_at timestamp with time zone DEFAULT now() NOT NULL,
    client_key text,
    contact_email text,
    CONSTRAINT lead_requests_client_key_check CHECK (((client_key IS NULL) OR ((length(client_key) >= 16) AND (length(client_key) <= 128)))),
    CONSTRAINT lead_requests_contact_email_check CHECK (((contact_email IS NULL) OR (contact_email = lower(contact_email)))),
    CONSTRAINT lead_requests_idempotency_key_check CHECK (((length(idempotency_key) >= 8) AND (length(idempotency_key) <= 200))),
    CONSTRAINT lead_requests_kind_check CHECK ((kind = ANY (ARRAY['partoutcar'::text, 'eiendomsdrift'::text]))),
    CONSTRAINT lead_requests_payload_check CHECK ((jsonb_typeof(payload) = 'object'::text)),
    CONSTRAINT lead_requests_status_check CHECK ((status = ANY (ARRAY['received'::text, 'mailed'::text, 'failed'::text])))
);


--
-- Name: COLUMN lead_requests.attempt_started_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lead_requests.attempt_started_at IS 'Start of the current mail attempt; a ''received'' row whose attempt is older than the mail timeout may be claimed by a retry.';


--
-- Name: COLUMN lead_requests.client_key; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lead_requests.client_key IS 'HMAC of the sender''s address (x-forwarded-for), for the per-address rate limit; never the address itself.';


--
-- Name: COLUMN lead_requests.contact_email; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lead_requests.contact_email IS 'The lead''s contact e-mail, lower-cased, for the per-address rate limit.';


--
-- Name: offer_categories; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.offer_categories (
    offer_id uuid NOT NULL,
    category_id uuid NOT NULL
);


--
-- Name: offer_clicks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.offer_clicks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    offer_id uuid NOT NULL,
    user_id uuid,
    user_agent text,
    referrer text,
    ip_address inet,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    kind text DEFAULT 'click'::text NOT NULL,
    event_id uuid,
    occurred_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT offer_clicks_kind_check CHECK ((kind = ANY (ARRAY['click'::text, 'email_copy'::text, 'email_send'::text, 'link_open'::text, 'view'::text, 'code_reveal'::text, 'code_copy'::text, 'till_open'::text])))
);


--
-- Name: COLUMN offer_clicks.user_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.offer_clicks.user_id IS 'Personal: readable by no API persona (no column grant to anon or authenticated); the aggregates count distinct users.';


--
-- Name: COLUMN offer_clicks.user_agent; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.offer_clicks.user_agent IS 'Personal: readable by no API persona.';


--
-- Name: COLUMN offer_clicks.referrer; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.offer_clicks.referrer IS 'Personal: readable by no API persona.';


--
-- Name: COLUMN offer_clicks.ip_address; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.offer_clicks.ip_address IS 'Personal: readable by no API persona; always null from API clients.';


--
-- Name: COLUMN offer_clicks.kind; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.offer_clicks.kind IS 'click (legacy spec click of unknown type), email_copy, email_send, link_open, view, code_reveal, code_copy, till_open';


--
-- Name: COLUMN offer_clicks.event_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.offer_clicks.event_id IS 'Client-generated id of the event: a retried insert of the same event is refused with 23505 (409).';


--
-- Name: COLUMN offer_clicks.occurred_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.offer_clicks.occurred_at IS 'When the event happened: from a signed-in user''s own events at most 7 days back (their offline queue), from anyone else the server''s time; a future time is clamped to now.';


--
-- Name: offer_secrets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.offer_secrets (
    offer_id uuid NOT NULL,
    discount_code text,
    offer_email text,
    offer_url text,
    website text,
    CONSTRAINT offer_secrets_offer_email_check CHECK (((offer_email IS NULL) OR (offer_email = ''::text) OR (offer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT offer_secrets_offer_url_check CHECK (((offer_url IS NULL) OR (offer_url = ''::text) OR (offer_url ~* '^https?://\S+$'::text))),
    CONSTRAINT offer_secrets_website_check CHECK (((website IS NULL) OR (website = ''::text) OR (website ~* '^https?://\S+$'::text)))
);


--
-- Name: offer_tombstones; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.offer_tombstones (
    offer_id uuid NOT NULL,
    removed_at timestamp with time zone DEFAULT now() NOT NULL,
    revision bigint DEFAULT private.next_catalogue_revision() NOT NULL
);


--
-- Name: COLUMN offer_tombstones.revision; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.offer_tombstones.revision IS 'Server-assigned change number from the same sequence as offers.revision; the tombstone feed''s cursor.';


--
-- Name: offers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.offers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    company_id uuid,
    company text,
    title text NOT NULL,
    description text,
    detailed_description text,
    image text,
    images text[],
    discount text,
    target_audience text DEFAULT 'both'::text NOT NULL,
    offer_active boolean DEFAULT true NOT NULL,
    hidden boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    revision bigint DEFAULT private.next_catalogue_revision() NOT NULL,
    CONSTRAINT offers_description_length CHECK ((char_length(description) <= 20000)),
    CONSTRAINT offers_detailed_description_length CHECK ((char_length(detailed_description) <= 20000)),
    CONSTRAINT offers_target_audience_check CHECK ((target_audience = ANY (ARRAY['business'::text, 'individual'::text, 'both'::text]))),
    CONSTRAINT offers_title_check CHECK ((btrim(title) <> ''::text)),
    CONSTRAINT offers_title_length CHECK ((char_length(title) <= 120))
);


--
-- Name: COLUMN offers.revision; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.offers.revision IS 'Server-assigned change number (private.catalogue_revision), new on every insert and update; the sync cursor.';


--
-- Name: public_company_branding; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.public_company_branding WITH (security_invoker='false', security_barrier='true') AS
 SELECT companies.id,
    companies.name,
    companies.subdomain,
    companies.is_white_label_enabled,
    companies.branding_config
   FROM public.companies
  WHERE (companies.is_white_label_enabled AND (companies.verification_status = 'verified'::text));


--
-- Name: VIEW public_company_branding; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.public_company_branding IS 'Public branding of white-label companies; look up by subdomain. Never exposes contact or invoice details.';


--
-- Name: user_roles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    role text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_roles_role_check CHECK ((role = ANY (ARRAY['company'::text, 'employee'::text, 'admin'::text])))
);


--
-- Name: click_rate_windows click_rate_windows_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.click_rate_windows
    ADD CONSTRAINT click_rate_windows_pkey PRIMARY KEY (client_address, budget, window_start);


--
-- Name: existing_account_notices existing_account_notices_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.existing_account_notices
    ADD CONSTRAINT existing_account_notices_pkey PRIMARY KEY (id);


--
-- Name: invitation_mail_log invitation_mail_log_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.invitation_mail_log
    ADD CONSTRAINT invitation_mail_log_pkey PRIMARY KEY (id);


--
-- Name: offer_event_day_users offer_event_day_users_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.offer_event_day_users
    ADD CONSTRAINT offer_event_day_users_pkey PRIMARY KEY (offer_id, day, user_id);


--
-- Name: offer_event_days offer_event_days_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.offer_event_days
    ADD CONSTRAINT offer_event_days_pkey PRIMARY KEY (offer_id, day);


--
-- Name: org_number_checks org_number_checks_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.org_number_checks
    ADD CONSTRAINT org_number_checks_pkey PRIMARY KEY (id);


--
-- Name: platform_event_day_users platform_event_day_users_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.platform_event_day_users
    ADD CONSTRAINT platform_event_day_users_pkey PRIMARY KEY (day, user_id);


--
-- Name: subdomain_holds subdomain_holds_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.subdomain_holds
    ADD CONSTRAINT subdomain_holds_pkey PRIMARY KEY (subdomain);


--
-- Name: auth_user_profiles auth_user_profiles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_user_profiles
    ADD CONSTRAINT auth_user_profiles_pkey PRIMARY KEY (id);


--
-- Name: auth_user_profiles auth_user_profiles_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_user_profiles
    ADD CONSTRAINT auth_user_profiles_user_id_key UNIQUE (user_id);


--
-- Name: categories categories_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.categories
    ADD CONSTRAINT categories_key_key UNIQUE (key);


--
-- Name: categories categories_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.categories
    ADD CONSTRAINT categories_pkey PRIMARY KEY (id);


--
-- Name: companies companies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_pkey PRIMARY KEY (id);


--
-- Name: companies companies_subdomain_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_subdomain_key UNIQUE (subdomain);


--
-- Name: company_invitations company_invitations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company_invitations
    ADD CONSTRAINT company_invitations_pkey PRIMARY KEY (id);


--
-- Name: company_invitations company_invitations_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company_invitations
    ADD CONSTRAINT company_invitations_token_hash_key UNIQUE (token_hash);


--
-- Name: employees employees_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_pkey PRIMARY KEY (id);


--
-- Name: employees employees_user_id_company_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_user_id_company_id_key UNIQUE (user_id, company_id);


--
-- Name: favourites favourites_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.favourites
    ADD CONSTRAINT favourites_pkey PRIMARY KEY (user_id, offer_id);


--
-- Name: lead_requests lead_requests_idempotency_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.lead_requests
    ADD CONSTRAINT lead_requests_idempotency_key_key UNIQUE (idempotency_key);


--
-- Name: lead_requests lead_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.lead_requests
    ADD CONSTRAINT lead_requests_pkey PRIMARY KEY (id);


--
-- Name: offer_categories offer_categories_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_categories
    ADD CONSTRAINT offer_categories_pkey PRIMARY KEY (offer_id, category_id);


--
-- Name: offer_clicks offer_clicks_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_clicks
    ADD CONSTRAINT offer_clicks_event_id_key UNIQUE (event_id);


--
-- Name: offer_clicks offer_clicks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_clicks
    ADD CONSTRAINT offer_clicks_pkey PRIMARY KEY (id);


--
-- Name: offer_secrets offer_secrets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_secrets
    ADD CONSTRAINT offer_secrets_pkey PRIMARY KEY (offer_id);


--
-- Name: offer_tombstones offer_tombstones_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_tombstones
    ADD CONSTRAINT offer_tombstones_pkey PRIMARY KEY (offer_id);


--
-- Name: offers offers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers
    ADD CONSTRAINT offers_pkey PRIMARY KEY (id);


--
-- Name: user_roles user_roles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_pkey PRIMARY KEY (id);


--
-- Name: user_roles user_roles_user_id_role_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_user_id_role_key UNIQUE (user_id, role);


--
-- Name: click_rate_windows_window_start_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX click_rate_windows_window_start_idx ON private.click_rate_windows USING btree (window_start);


--
-- Name: existing_account_notices_address_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX existing_account_notices_address_idx ON private.existing_account_notices USING btree (address_key, asked_at);


--
-- Name: existing_account_notices_client_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX existing_account_notices_client_idx ON private.existing_account_notices USING btree (client_key, asked_at);


--
-- Name: invitation_mail_log_company; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX invitation_mail_log_company ON private.invitation_mail_log USING btree (company_id, sent_at);


--
-- Name: invitation_mail_log_inviter; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX invitation_mail_log_inviter ON private.invitation_mail_log USING btree (invited_by, sent_at);


--
-- Name: offer_event_days_day_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX offer_event_days_day_idx ON private.offer_event_days USING btree (day);


--
-- Name: org_number_checks_client_key_checked_at_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX org_number_checks_client_key_checked_at_idx ON private.org_number_checks USING btree (client_key, checked_at);


--
-- Name: categories_display_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX categories_display_order_idx ON public.categories USING btree (display_order);


--
-- Name: companies_org_no_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX companies_org_no_key ON public.companies USING btree (org_no) WHERE (verification_status = 'verified'::text);


--
-- Name: companies_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX companies_pending_idx ON public.companies USING btree (created_at) WHERE (verification_status = 'pending'::text);


--
-- Name: company_invitations_by_email; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX company_invitations_by_email ON public.company_invitations USING btree (email) WHERE (status = 'pending'::text);


--
-- Name: company_invitations_one_pending; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX company_invitations_one_pending ON public.company_invitations USING btree (company_id, email) WHERE (status = 'pending'::text);


--
-- Name: employees_company_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX employees_company_id_idx ON public.employees USING btree (company_id);


--
-- Name: employees_user_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX employees_user_id_idx ON public.employees USING btree (user_id);


--
-- Name: lead_requests_client_key_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX lead_requests_client_key_created_at_idx ON public.lead_requests USING btree (client_key, created_at) WHERE (client_key IS NOT NULL);


--
-- Name: lead_requests_contact_email_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX lead_requests_contact_email_created_at_idx ON public.lead_requests USING btree (contact_email, created_at) WHERE (contact_email IS NOT NULL);


--
-- Name: offer_categories_category_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX offer_categories_category_id_idx ON public.offer_categories USING btree (category_id);


--
-- Name: offer_clicks_offer_time_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX offer_clicks_offer_time_idx ON public.offer_clicks USING btree (offer_id, occurred_at);


--
-- Name: offer_clicks_user_time_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX offer_clicks_user_time_idx ON public.offer_clicks USING btree (user_id, occurred_at);


--
-- Name: offer_tombstones_revision_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX offer_tombstones_revision_idx ON public.offer_tombstones USING btree (revision);


--
-- Name: offers_company_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX offers_company_id_idx ON public.offers USING btree (company_id);


--
-- Name: offers_hidden_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX offers_hidden_created_at_idx ON public.offers USING btree (hidden, created_at DESC);


--
-- Name: offers_revision_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX offers_revision_idx ON public.offers USING btree (revision);


--
-- Name: auth_user_profiles auth_user_profiles_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER auth_user_profiles_set_updated_at BEFORE UPDATE ON public.auth_user_profiles FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();


--
-- Name: auth_user_profiles auth_user_profiles_stamp_server_times; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER auth_user_profiles_stamp_server_times BEFORE INSERT OR UPDATE ON public.auth_user_profiles FOR EACH ROW EXECUTE FUNCTION private.stamp_server_times();


--
-- Name: categories categories_check; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER categories_check BEFORE INSERT OR UPDATE OF key, name ON public.categories FOR EACH ROW EXECUTE FUNCTION private.check_category();


--
-- Name: categories categories_set_revision; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER categories_set_revision BEFORE INSERT OR UPDATE ON public.categories FOR EACH ROW EXECUTE FUNCTION private.set_catalogue_revision();


--
-- Name: categories categories_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER categories_set_updated_at BEFORE UPDATE ON public.categories FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();


--
-- Name: categories categories_stamp_server_times; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER categories_stamp_server_times BEFORE INSERT OR UPDATE ON public.categories FOR EACH ROW EXECUTE FUNCTION private.stamp_server_times();


--
-- Name: companies companies_check_subdomain; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_check_subdomain BEFORE INSERT OR UPDATE OF subdomain ON public.companies FOR EACH ROW EXECUTE FUNCTION private.check_company_subdomain();


--
-- Name: companies companies_check_verified_powers; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_check_verified_powers BEFORE INSERT OR UPDATE OF subdomain, is_white_label_enabled ON public.companies FOR EACH ROW EXECUTE FUNCTION private.check_company_verified_powers();


--
-- Name: companies companies_hold_released_subdomain; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_hold_released_subdomain AFTER INSERT OR DELETE OR UPDATE OF subdomain ON public.companies FOR EACH ROW EXECUTE FUNCTION private.hold_released_subdomain();


--
-- Name: companies companies_new_starts_pending; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_new_starts_pending BEFORE INSERT ON public.companies FOR EACH ROW EXECUTE FUNCTION private.new_company_starts_pending();


--
-- Name: companies companies_rename_offers; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_rename_offers AFTER UPDATE OF name ON public.companies FOR EACH ROW WHEN ((new.name IS DISTINCT FROM old.name)) EXECUTE FUNCTION private.rename_company_offers();


--
-- Name: companies companies_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_set_updated_at BEFORE UPDATE ON public.companies FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();


--
-- Name: companies companies_stamp_server_times; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_stamp_server_times BEFORE INSERT OR UPDATE ON public.companies FOR EACH ROW EXECUTE FUNCTION private.stamp_server_times();


--
-- Name: company_invitations company_invitations_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER company_invitations_set_updated_at BEFORE UPDATE ON public.company_invitations FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();


--
-- Name: employees employees_enforce_employee_rules; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER employees_enforce_employee_rules BEFORE DELETE OR UPDATE ON public.employees FOR EACH ROW EXECUTE FUNCTION private.enforce_employee_rules();


--
-- Name: employees employees_grant_employee_role; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER employees_grant_employee_role AFTER INSERT ON public.employees FOR EACH ROW WHEN ((new.role = 'employee'::text)) EXECUTE FUNCTION private.grant_employee_role_to_member();


--
-- Name: employees employees_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER employees_set_updated_at BEFORE UPDATE ON public.employees FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();


--
-- Name: employees employees_stamp_server_times; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER employees_stamp_server_times BEFORE INSERT OR UPDATE ON public.employees FOR EACH ROW EXECUTE FUNCTION private.stamp_server_times();


--
-- Name: favourites favourites_limit_per_user; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER favourites_limit_per_user BEFORE INSERT ON public.favourites FOR EACH ROW EXECUTE FUNCTION private.limit_favourites_per_user();


--
-- Name: offer_categories offer_categories_touch_offer; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offer_categories_touch_offer AFTER INSERT OR DELETE OR UPDATE ON public.offer_categories FOR EACH ROW EXECUTE FUNCTION private.touch_parent_offer();


--
-- Name: offer_clicks offer_clicks_check_event; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offer_clicks_check_event BEFORE INSERT ON public.offer_clicks FOR EACH ROW EXECUTE FUNCTION private.check_click_event();


--
-- Name: offer_clicks offer_clicks_limit_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offer_clicks_limit_inserts AFTER INSERT ON public.offer_clicks REFERENCING NEW TABLE AS new_clicks FOR EACH STATEMENT EXECUTE FUNCTION private.limit_click_inserts();


--
-- Name: offer_clicks offer_clicks_roll_up_deletes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offer_clicks_roll_up_deletes AFTER DELETE ON public.offer_clicks REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION private.roll_up_removed_events();


--
-- Name: offer_clicks offer_clicks_roll_up_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offer_clicks_roll_up_inserts AFTER INSERT ON public.offer_clicks REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION private.roll_up_new_events();


--
-- Name: offer_secrets offer_secrets_touch_offer; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offer_secrets_touch_offer AFTER INSERT OR DELETE OR UPDATE ON public.offer_secrets FOR EACH ROW EXECUTE FUNCTION private.touch_parent_offer();


--
-- Name: offer_tombstones offer_tombstones_set_revision; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offer_tombstones_set_revision BEFORE INSERT OR UPDATE ON public.offer_tombstones FOR EACH ROW EXECUTE FUNCTION private.set_catalogue_revision();


--
-- Name: offers offers_check_images; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offers_check_images BEFORE INSERT OR UPDATE OF image, images, company_id ON public.offers FOR EACH ROW EXECUTE FUNCTION private.check_offer_images();


--
-- Name: offers offers_per_company_limit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offers_per_company_limit BEFORE INSERT OR UPDATE OF company_id ON public.offers FOR EACH ROW EXECUTE FUNCTION private.check_offers_per_company();


--
-- Name: offers offers_record_tombstone; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offers_record_tombstone AFTER INSERT OR DELETE OR UPDATE OF hidden ON public.offers FOR EACH ROW EXECUTE FUNCTION private.record_offer_tombstone();


--
-- Name: offers offers_set_company_name; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offers_set_company_name BEFORE INSERT OR UPDATE OF company_id, company ON public.offers FOR EACH ROW EXECUTE FUNCTION private.set_offer_company_name();


--
-- Name: offers offers_set_revision; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offers_set_revision BEFORE INSERT OR UPDATE ON public.offers FOR EACH ROW EXECUTE FUNCTION private.set_catalogue_revision();


--
-- Name: offers offers_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offers_set_updated_at BEFORE UPDATE ON public.offers FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();


--
-- Name: offers offers_stamp_server_times; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER offers_stamp_server_times BEFORE INSERT OR UPDATE ON public.offers FOR EACH ROW EXECUTE FUNCTION private.stamp_server_times();


--
-- Name: invitation_mail_log invitation_mail_log_company_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.invitation_mail_log
    ADD CONSTRAINT invitation_mail_log_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: offer_event_day_users offer_event_day_users_offer_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.offer_event_day_users
    ADD CONSTRAINT offer_event_day_users_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.offers(id) ON DELETE CASCADE;


--
-- Name: offer_event_day_users offer_event_day_users_user_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.offer_event_day_users
    ADD CONSTRAINT offer_event_day_users_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: offer_event_days offer_event_days_offer_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.offer_event_days
    ADD CONSTRAINT offer_event_days_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.offers(id) ON DELETE CASCADE;


--
-- Name: platform_event_day_users platform_event_day_users_user_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.platform_event_day_users
    ADD CONSTRAINT platform_event_day_users_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: auth_user_profiles auth_user_profiles_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_user_profiles
    ADD CONSTRAINT auth_user_profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: companies companies_registered_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_registered_by_fkey FOREIGN KEY (registered_by) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: company_invitations company_invitations_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company_invitations
    ADD CONSTRAINT company_invitations_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: company_invitations company_invitations_invited_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company_invitations
    ADD CONSTRAINT company_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: employees employees_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: employees employees_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: favourites favourites_offer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.favourites
    ADD CONSTRAINT favourites_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.offers(id) ON DELETE CASCADE;


--
-- Name: favourites favourites_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.favourites
    ADD CONSTRAINT favourites_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: offer_categories offer_categories_category_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_categories
    ADD CONSTRAINT offer_categories_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.categories(id) ON DELETE CASCADE;


--
-- Name: offer_categories offer_categories_offer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_categories
    ADD CONSTRAINT offer_categories_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.offers(id) ON DELETE CASCADE;


--
-- Name: offer_clicks offer_clicks_offer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_clicks
    ADD CONSTRAINT offer_clicks_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.offers(id) ON DELETE CASCADE;


--
-- Name: offer_clicks offer_clicks_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_clicks
    ADD CONSTRAINT offer_clicks_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: offer_secrets offer_secrets_offer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offer_secrets
    ADD CONSTRAINT offer_secrets_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.offers(id) ON DELETE CASCADE;


--
-- Name: offers offers_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers
    ADD CONSTRAINT offers_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE SET NULL;


--
-- Name: user_roles user_roles_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: existing_account_notices; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.existing_account_notices ENABLE ROW LEVEL SECURITY;

--
-- Name: org_number_checks; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.org_number_checks ENABLE ROW LEVEL SECURITY;

--
-- Name: employees Admins can change any employee's role; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can change any employee's role" ON public.employees FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: offer_clicks Admins can delete clicks; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can delete clicks" ON public.offer_clicks FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: companies Admins can manage all companies; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can manage all companies" ON public.companies TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: offers Admins can manage all offers; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can manage all offers" ON public.offers TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: categories Admins can manage categories; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can manage categories" ON public.categories TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: user_roles Admins can manage user roles; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can manage user roles" ON public.user_roles TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: employees Admins can remove any employee; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can remove any employee" ON public.employees FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: offer_clicks Admins can view all clicks; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can view all clicks" ON public.offer_clicks FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: employees Admins can view all employees; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can view all employees" ON public.employees FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: auth_user_profiles Admins can view all profiles; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins can view all profiles" ON public.auth_user_profiles FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: offer_clicks Anyone can record their own click on a visible offer; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Anyone can record their own click on a visible offer" ON public.offer_clicks FOR INSERT TO anon, authenticated WITH CHECK ((((user_id IS NULL) OR (user_id = ( SELECT auth.uid() AS uid))) AND (ip_address IS NULL) AND (EXISTS ( SELECT 1
   FROM public.offers o
  WHERE (o.id = offer_clicks.offer_id)))));


--
-- Name: categories Categories are viewable by everyone; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Categories are viewable by everyone" ON public.categories FOR SELECT TO anon, authenticated USING (true);


--
-- Name: offer_categories Category links of visible offers are viewable by everyone; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Category links of visible offers are viewable by everyone" ON public.offer_categories FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.offers o
  WHERE (o.id = offer_categories.offer_id))));


--
-- Name: companies Companies are viewable by their members; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Companies are viewable by their members" ON public.companies FOR SELECT TO authenticated USING (private.is_company_member(id));


--
-- Name: companies Companies can be updated by their owners and admins; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Companies can be updated by their owners and admins" ON public.companies FOR UPDATE TO authenticated USING (private.is_company_manager(id)) WITH CHECK (private.is_company_manager(id));


--
-- Name: company_invitations Company managers can view their company's invitations; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Company managers can view their company's invitations" ON public.company_invitations FOR SELECT TO authenticated USING ((( SELECT private.is_company_manager(company_invitations.company_id) AS is_company_manager) OR ( SELECT private.is_admin() AS is_admin)));


--
-- Name: offers Company owners and admins can create offers for their company; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Company owners and admins can create offers for their company" ON public.offers FOR INSERT TO authenticated WITH CHECK (private.is_company_manager(company_id));


--
-- Name: offers Company owners and admins can delete their company's offers; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Company owners and admins can delete their company's offers" ON public.offers FOR DELETE TO authenticated USING (private.is_company_manager(company_id));


--
-- Name: offers Company owners and admins can update their company's offers; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Company owners and admins can update their company's offers" ON public.offers FOR UPDATE TO authenticated USING (private.is_company_manager(company_id)) WITH CHECK (private.is_company_manager(company_id));


--
-- Name: offers Company owners and admins can view all their company's offers; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Company owners and admins can view all their company's offers" ON public.offers FOR SELECT TO authenticated USING (private.is_company_manager(company_id));


--
-- Name: employees Employees are viewable by their colleagues; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Employees are viewable by their colleagues" ON public.employees FOR SELECT TO authenticated USING (private.is_company_member(company_id));


--
-- Name: company_invitations Invited people can view invitations to their own e-mail; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Invited people can view invitations to their own e-mail" ON public.company_invitations FOR SELECT TO authenticated USING ((email = ( SELECT private.confirmed_email() AS confirmed_email)));


--
-- Name: offer_categories Offer managers can add category links; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Offer managers can add category links" ON public.offer_categories FOR INSERT TO authenticated WITH CHECK (private.can_manage_offer(offer_id));


--
-- Name: offer_secrets Offer managers can add secrets; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Offer managers can add secrets" ON public.offer_secrets FOR INSERT TO authenticated WITH CHECK (private.can_manage_offer(offer_id));


--
-- Name: offer_categories Offer managers can change category links; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Offer managers can change category links" ON public.offer_categories FOR UPDATE TO authenticated USING (private.can_manage_offer(offer_id)) WITH CHECK (private.can_manage_offer(offer_id));


--
-- Name: offer_secrets Offer managers can delete secrets; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Offer managers can delete secrets" ON public.offer_secrets FOR DELETE TO authenticated USING (private.can_manage_offer(offer_id));


--
-- Name: offer_categories Offer managers can remove category links; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Offer managers can remove category links" ON public.offer_categories FOR DELETE TO authenticated USING (private.can_manage_offer(offer_id));


--
-- Name: offer_secrets Offer managers can update secrets; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Offer managers can update secrets" ON public.offer_secrets FOR UPDATE TO authenticated USING (private.can_manage_offer(offer_id)) WITH CHECK (private.can_manage_offer(offer_id));


--
-- Name: offer_secrets Offer managers can view their offers' secrets; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Offer managers can view their offers' secrets" ON public.offer_secrets FOR SELECT TO authenticated USING (private.can_manage_offer(offer_id));


--
-- Name: offer_tombstones Offer tombstones are viewable by everyone; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Offer tombstones are viewable by everyone" ON public.offer_tombstones FOR SELECT TO anon, authenticated USING (true);


--
-- Name: favourites People read their own favourites; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "People read their own favourites" ON public.favourites FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: favourites People remove their own favourites; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "People remove their own favourites" ON public.favourites FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: favourites People save favourites for themselves; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "People save favourites for themselves" ON public.favourites FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: auth_user_profiles Profiles are viewable by colleagues; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Profiles are viewable by colleagues" ON public.auth_user_profiles FOR SELECT TO authenticated USING (private.is_colleague(user_id));


--
-- Name: employees Removals within a company go through the employee rules; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Removals within a company go through the employee rules" ON public.employees FOR DELETE TO authenticated USING (private.is_company_member(company_id));


--
-- Name: employees Role changes within a company go through the employee rules; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Role changes within a company go through the employee rules" ON public.employees FOR UPDATE TO authenticated USING (private.is_company_member(company_id)) WITH CHECK (private.is_company_manager(company_id));


--
-- Name: offer_secrets Signed-in users view secrets of visible active offers; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Signed-in users view secrets of visible active offers" ON public.offer_secrets FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.offers o
  WHERE ((o.id = offer_secrets.offer_id) AND o.offer_active))));


--
-- Name: auth_user_profiles Users can create their own profile; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Users can create their own profile" ON public.auth_user_profiles FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: auth_user_profiles Users can update their own profile; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Users can update their own profile" ON public.auth_user_profiles FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: auth_user_profiles Users can view their own profile; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Users can view their own profile" ON public.auth_user_profiles FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: user_roles Users can view their own roles; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Users can view their own roles" ON public.user_roles FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: offers Visible offers of verified companies are viewable by everyone; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visible offers of verified companies are viewable by everyone" ON public.offers FOR SELECT TO anon, authenticated USING (((NOT hidden) AND private.is_verified_company(company_id)));


--
-- Name: auth_user_profiles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.auth_user_profiles ENABLE ROW LEVEL SECURITY;

--
-- Name: categories; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.categories ENABLE ROW LEVEL SECURITY;

--
-- Name: companies; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.companies ENABLE ROW LEVEL SECURITY;

--
-- Name: company_invitations; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.company_invitations ENABLE ROW LEVEL SECURITY;

--
-- Name: employees; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.employees ENABLE ROW LEVEL SECURITY;

--
-- Name: favourites; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.favourites ENABLE ROW LEVEL SECURITY;

--
-- Name: lead_requests; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.lead_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: offer_categories; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.offer_categories ENABLE ROW LEVEL SECURITY;

--
-- Name: offer_clicks; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.offer_clicks ENABLE ROW LEVEL SECURITY;

--
-- Name: offer_secrets; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.offer_secrets ENABLE ROW LEVEL SECURITY;

--
-- Name: offer_tombstones; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.offer_tombstones ENABLE ROW LEVEL SECURITY;

--
-- Name: offers; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.offers ENABLE ROW LEVEL SECURITY;

--
-- Name: user_roles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.user_roles ENABLE ROW LEVEL SECURITY;

--
-- Name: SCHEMA private; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;


--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: -
--

GRANT ALL ON SCHEMA public TO postgres;
GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;


--
-- Name: FUNCTION can_assign_employee_role(target_company_id uuid, assigned_role text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.can_assign_employee_role(target_company_id uuid, assigned_role text) TO anon;
GRANT ALL ON FUNCTION private.can_assign_employee_role(target_company_id uuid, assigned_role text) TO authenticated;
GRANT ALL ON FUNCTION private.can_assign_employee_role(target_company_id uuid, assigned_role text) TO service_role;


--
-- Name: FUNCTION can_change_offer_image(object_name text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.can_change_offer_image(object_name text) TO anon;
GRANT ALL ON FUNCTION private.can_change_offer_image(object_name text) TO authenticated;
GRANT ALL ON FUNCTION private.can_change_offer_image(object_name text) TO service_role;


--
-- Name: FUNCTION can_manage_offer(target_offer_id uuid); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.can_manage_offer(target_offer_id uuid) TO anon;
GRANT ALL ON FUNCTION private.can_manage_offer(target_offer_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.can_manage_offer(target_offer_id uuid) TO service_role;


--
-- Name: FUNCTION can_upload_offer_images(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.can_upload_offer_images() TO anon;
GRANT ALL ON FUNCTION private.can_upload_offer_images() TO authenticated;
GRANT ALL ON FUNCTION private.can_upload_offer_images() TO service_role;


--
-- Name: FUNCTION confirmed_email(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.confirmed_email() TO authenticated;


--
-- Name: FUNCTION has_role(wanted_role text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.has_role(wanted_role text) TO anon;
GRANT ALL ON FUNCTION private.has_role(wanted_role text) TO authenticated;
GRANT ALL ON FUNCTION private.has_role(wanted_role text) TO service_role;


--
-- Name: FUNCTION is_admin(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_admin() TO anon;
GRANT ALL ON FUNCTION private.is_admin() TO authenticated;
GRANT ALL ON FUNCTION private.is_admin() TO service_role;


--
-- Name: FUNCTION is_api_client(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_api_client() TO anon;
GRANT ALL ON FUNCTION private.is_api_client() TO authenticated;
GRANT ALL ON FUNCTION private.is_api_client() TO service_role;


--
-- Name: FUNCTION is_colleague(other_user_id uuid); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_colleague(other_user_id uuid) TO anon;
GRANT ALL ON FUNCTION private.is_colleague(other_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_colleague(other_user_id uuid) TO service_role;


--
-- Name: FUNCTION is_company_manager(target_company_id uuid); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_company_manager(target_company_id uuid) TO anon;
GRANT ALL ON FUNCTION private.is_company_manager(target_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_company_manager(target_company_id uuid) TO service_role;


--
-- Name: FUNCTION is_company_member(target_company_id uuid); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_company_member(target_company_id uuid) TO anon;
GRANT ALL ON FUNCTION private.is_company_member(target_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_company_member(target_company_id uuid) TO service_role;


--
-- Name: FUNCTION is_company_owner(target_company_id uuid); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_company_owner(target_company_id uuid) TO anon;
GRANT ALL ON FUNCTION private.is_company_owner(target_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_company_owner(target_company_id uuid) TO service_role;


--
-- Name: FUNCTION is_reserved_subdomain(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_reserved_subdomain(value text) TO anon;
GRANT ALL ON FUNCTION private.is_reserved_subdomain(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_reserved_subdomain(value text) TO service_role;


--
-- Name: FUNCTION is_valid_branding_config(config jsonb); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_valid_branding_config(config jsonb) TO anon;
GRANT ALL ON FUNCTION private.is_valid_branding_config(config jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.is_valid_branding_config(config jsonb) TO service_role;


--
-- Name: FUNCTION is_valid_org_no(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_valid_org_no(value text) TO anon;
GRANT ALL ON FUNCTION private.is_valid_org_no(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_valid_org_no(value text) TO service_role;


--
-- Name: FUNCTION is_verified_company(target_company_id uuid); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_verified_company(target_company_id uuid) TO anon;
GRANT ALL ON FUNCTION private.is_verified_company(target_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_verified_company(target_company_id uuid) TO service_role;


--
-- Name: FUNCTION limit_favourites_per_user(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.limit_favourites_per_user() FROM PUBLIC;


--
-- Name: FUNCTION may_invite(p_company_id uuid, p_role text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.may_invite(p_company_id uuid, p_role text) FROM PUBLIC;


--
-- Name: FUNCTION new_invitation_token(OUT token text, OUT token_hash text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.new_invitation_token(OUT token text, OUT token_hash text) FROM PUBLIC;


--
-- Name: FUNCTION next_catalogue_revision(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.next_catalogue_revision() TO anon;
GRANT ALL ON FUNCTION private.next_catalogue_revision() TO authenticated;
GRANT ALL ON FUNCTION private.next_catalogue_revision() TO service_role;


--
-- Name: FUNCTION normalize_org_no(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.normalize_org_no(value text) TO anon;
GRANT ALL ON FUNCTION private.normalize_org_no(value text) TO authenticated;
GRANT ALL ON FUNCTION private.normalize_org_no(value text) TO service_role;


--
-- Name: TABLE company_invitations; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.company_invitations TO service_role;


--
-- Name: COLUMN company_invitations.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.company_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(company_id) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.email; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(email) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.role; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(role) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.firstname; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(firstname) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.lastname; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(lastname) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.phone; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(phone) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.invited_by; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(invited_by) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.status; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(status) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.expires_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(expires_at) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.sent_count; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(sent_count) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.last_sent_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(last_sent_at) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.responded_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(responded_at) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.created_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(created_at) ON TABLE public.company_invitations TO authenticated;


--
-- Name: COLUMN company_invitations.updated_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(updated_at) ON TABLE public.company_invitations TO authenticated;


--
-- Name: FUNCTION own_open_invitation(p_invitation_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.own_open_invitation(p_invitation_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION spend_invitation_quota(p_company_id uuid, p_invited_by uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.spend_invitation_quota(p_company_id uuid, p_invited_by uuid) FROM PUBLIC;


--
-- Name: FUNCTION subdomain_problem(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.subdomain_problem(value text) TO anon;
GRANT ALL ON FUNCTION private.subdomain_problem(value text) TO authenticated;
GRANT ALL ON FUNCTION private.subdomain_problem(value text) TO service_role;


--
-- Name: FUNCTION accept_company_invitation(p_invitation_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.accept_company_invitation(p_invitation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.accept_company_invitation(p_invitation_id uuid) TO authenticated;


--
-- Name: FUNCTION catalogue_changes(offers_after bigint, tombstones_after bigint, recheck text, page_size integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.catalogue_changes(offers_after bigint, tombstones_after bigint, recheck text, page_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.catalogue_changes(offers_after bigint, tombstones_after bigint, recheck text, page_size integer) TO anon;
GRANT ALL ON FUNCTION public.catalogue_changes(offers_after bigint, tombstones_after bigint, recheck text, page_size integer) TO authenticated;
GRANT ALL ON FUNCTION public.catalogue_changes(offers_after bigint, tombstones_after bigint, recheck text, page_size integer) TO service_role;


--
-- Name: FUNCTION company_employees(p_company_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.company_employees(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.company_employees(p_company_id uuid) TO authenticated;


--
-- Name: FUNCTION company_verification_queue(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.company_verification_queue() FROM PUBLIC;
GRANT ALL ON FUNCTION public.company_verification_queue() TO authenticated;


--
-- Name: FUNCTION confirmed_account_exists(address text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.confirmed_account_exists(address text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.confirmed_account_exists(address text) TO service_role;


--
-- Name: FUNCTION decline_company_invitation(p_invitation_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.decline_company_invitation(p_invitation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.decline_company_invitation(p_invitation_id uuid) TO authenticated;


--
-- Name: FUNCTION invitation_by_token(p_token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.invitation_by_token(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.invitation_by_token(p_token text) TO anon;
GRANT ALL ON FUNCTION public.invitation_by_token(p_token text) TO authenticated;


--
-- Name: FUNCTION invite_to_company(p_company_id uuid, p_email text, p_role text, p_firstname text, p_lastname text, p_phone text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.invite_to_company(p_company_id uuid, p_email text, p_role text, p_firstname text, p_lastname text, p_phone text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.invite_to_company(p_company_id uuid, p_email text, p_role text, p_firstname text, p_lastname text, p_phone text) TO authenticated;


--
-- Name: FUNCTION is_subdomain_available(subdomain text, own_company_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_subdomain_available(subdomain text, own_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_subdomain_available(subdomain text, own_company_id uuid) TO authenticated;


--
-- Name: FUNCTION latest_catalogue_revision(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.latest_catalogue_revision() FROM PUBLIC;
GRANT ALL ON FUNCTION public.latest_catalogue_revision() TO anon;
GRANT ALL ON FUNCTION public.latest_catalogue_revision() TO authenticated;
GRANT ALL ON FUNCTION public.latest_catalogue_revision() TO service_role;


--
-- Name: FUNCTION my_company_invitations(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.my_company_invitations() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_company_invitations() TO authenticated;


--
-- Name: FUNCTION offer_daily_stats(p_company_id uuid, p_from date, p_to date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.offer_daily_stats(p_company_id uuid, p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.offer_daily_stats(p_company_id uuid, p_from date, p_to date) TO authenticated;


--
-- Name: FUNCTION platform_click_totals(p_from date, p_to date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.platform_click_totals(p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.platform_click_totals(p_from date, p_to date) TO authenticated;


--
-- Name: FUNCTION record_existing_account_notice(client_key text, address_key text, max_per_client integer, max_per_address integer, window_seconds integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_existing_account_notice(client_key text, address_key text, max_per_client integer, max_per_address integer, window_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_existing_account_notice(client_key text, address_key text, max_per_client integer, max_per_address integer, window_seconds integer) TO service_role;


--
-- Name: FUNCTION record_org_number_check(client_key text, max_checks integer, window_seconds integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_org_number_check(client_key text, max_checks integer, window_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_org_number_check(client_key text, max_checks integer, window_seconds integer) TO service_role;


--
-- Name: FUNCTION record_registry_check(company_id uuid, roles jsonb, website text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_registry_check(company_id uuid, roles jsonb, website text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_registry_check(company_id uuid, roles jsonb, website text) TO service_role;


--
-- Name: FUNCTION register_company(company_name text, org_no text, address text, invoice_email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.register_company(company_name text, org_no text, address text, invoice_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.register_company(company_name text, org_no text, address text, invoice_email text) TO authenticated;


--
-- Name: FUNCTION resend_company_invitation(p_invitation_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.resend_company_invitation(p_invitation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.resend_company_invitation(p_invitation_id uuid) TO authenticated;


--
-- Name: FUNCTION review_company(company_id uuid, approve boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.review_company(company_id uuid, approve boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.review_company(company_id uuid, approve boolean) TO authenticated;


--
-- Name: FUNCTION revoke_company_invitation(p_invitation_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.revoke_company_invitation(p_invitation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.revoke_company_invitation(p_invitation_id uuid) TO authenticated;


--
-- Name: FUNCTION save_offer(p_offer_id uuid, p_offer jsonb, p_secrets jsonb, p_category_ids uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_offer(p_offer_id uuid, p_offer jsonb, p_secrets jsonb, p_category_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_offer(p_offer_id uuid, p_offer jsonb, p_secrets jsonb, p_category_ids uuid[]) TO authenticated;


--
-- Name: COLUMN auth_user_profiles.firstname; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(firstname) ON TABLE public.auth_user_profiles TO authenticated;


--
-- Name: COLUMN auth_user_profiles.lastname; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(lastname) ON TABLE public.auth_user_profiles TO authenticated;


--
-- Name: COLUMN auth_user_profiles.phone; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(phone) ON TABLE public.auth_user_profiles TO authenticated;


--
-- Name: COLUMN companies.name; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(name) ON TABLE public.companies TO authenticated;


--
-- Name: COLUMN companies.invoice_email; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(invoice_email) ON TABLE public.companies TO authenticated;


--
-- Name: COLUMN companies.address; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(address) ON TABLE public.companies TO authenticated;


--
-- Name: COLUMN companies.phone; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(phone) ON TABLE public.companies TO authenticated;


--
-- Name: COLUMN companies.subdomain; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(subdomain) ON TABLE public.companies TO authenticated;


--
-- Name: COLUMN companies.is_white_label_enabled; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(is_white_label_enabled) ON TABLE public.companies TO authenticated;


--
-- Name: COLUMN companies.branding_config; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(branding_config) ON TABLE public.companies TO authenticated;


--
-- Name: COLUMN employees.role; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(role) ON TABLE public.employees TO authenticated;


--
-- Name: TABLE favourites; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE ON TABLE public.favourites TO authenticated;


--
-- Name: TABLE offer_clicks; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT ON TABLE public.offer_clicks TO anon;


--
-- Name: COLUMN offer_clicks.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id) ON TABLE public.offer_clicks TO authenticated;


--
-- Name: COLUMN offer_clicks.offer_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(offer_id) ON TABLE public.offer_clicks TO authenticated;


--
-- Name: COLUMN offer_clicks.created_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(created_at) ON TABLE public.offer_clicks TO authenticated;


--
-- Name: COLUMN offer_clicks.kind; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(kind) ON TABLE public.offer_clicks TO authenticated;


--
-- Name: COLUMN offer_clicks.event_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(event_id) ON TABLE public.offer_clicks TO authenticated;


--
-- Name: COLUMN offer_clicks.occurred_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(occurred_at) ON TABLE public.offer_clicks TO authenticated;


--
-- Name: TABLE public_company_branding; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.public_company_branding TO anon;
GRANT SELECT ON TABLE public.public_company_branding TO authenticated;


--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON SEQUENCES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON SEQUENCES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON SEQUENCES  TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON FUNCTIONS  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON FUNCTIONS  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON FUNCTIONS  TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON TABLES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON TABLES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON TABLES  TO service_role;


--
-- PostgreSQL database dump complete
--
