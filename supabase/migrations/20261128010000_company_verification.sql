-- =============================================================================
-- Issue 23: companies are verified before they reach others.
--
-- Anyone signed in could register any organisation number (Equinor's, DNB's),
-- become its owner, take a subdomain with white label and publish offers that
-- visitors saw at once, while the real company got 409. Now:
-- - a registered company is 'pending' until verified, either by the registry
--   (the registrant is a person in the organisation's roles in
--   Enhetsregisteret; the edge functions fetch the roles and
--   public.record_registry_check decides here) or by a platform admin
--   (public.review_company);
-- - a pending company blocks no organisation number: several pending claims
--   may exist, only one verified company per number (a partial unique index),
--   and the first verified wins: the other claims are rejected as superseded
--   and their registrants are told by mail (by the function that verified);
-- - offers of a company that is not verified are seen only by the people who
--   manage them and platform admins (the public policy asks for a verified
--   company, and every public read, catalogue_changes and offer secrets
--   included, runs under that policy);
-- - only a verified company holds a subdomain or white label (a constraint).
-- Existing companies (the seed's) are verified.
-- =============================================================================

alter table public.companies
  add column verification_status text not null default 'verified'
    constraint companies_verification_status_check
    check (verification_status in ('pending', 'verified', 'rejected')),
  add column verified_at timestamptz,
  add column verification_method text
    constraint companies_verification_method_check check (verification_method in ('registry', 'admin')),
  add column rejected_at timestamptz,
  add column rejection_reason text
    constraint companies_rejection_reason_check check (rejection_reason in ('admin', 'superseded')),
  add column registered_by uuid references auth.users (id) on delete set null,
  add column registry_evidence jsonb;

-- Rows that exist now were verified by hand; new ones start pending.
update public.companies set verified_at = created_at where verification_status = 'verified';
alter table public.companies alter column verification_status set default 'pending';

comment on column public.companies.verification_status is
  'pending until the registry''s roles or a platform admin verify the company; rejected when refused or superseded.';
comment on column public.companies.registry_evidence is
  'What Enhetsregisteret said at the last check: {roles: [{code, description, name}], website, checked_at, matched}.';

-- =============================================================================
-- One verified company per organisation number; pending claims share it.
-- The index keeps the old constraint's name, which callers and the
-- 409 message already use.
-- =============================================================================

alter table public.companies drop constraint companies_org_no_key;
create unique index companies_org_no_key on public.companies (org_no) where verification_status = 'verified';
create index companies_pending_idx on public.companies (created_at) where verification_status = 'pending';

-- =============================================================================
-- Only a verified company holds a subdomain or white label. The constraint is
-- the authority; the trigger below says why in Norwegian first.
-- =============================================================================

alter table public.companies
  add constraint companies_only_verified_hold_subdomain
  check (verification_status = 'verified' or (subdomain is null and not is_white_label_enabled));

create function private.check_company_verified_powers()
returns trigger
language plpgsql
set search_path = ''
as $$
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

create trigger companies_check_verified_powers
  before insert or update of subdomain, is_white_label_enabled on public.companies
  for each row execute function private.check_company_verified_powers();

-- =============================================================================
-- Verification is never written by a client: a company inserted through the
-- API (platform admins have an insert policy) starts pending, registered by
-- the caller. The update column grants leave the new columns out, so no API
-- role can change them either; only the security-definer functions do.
-- =============================================================================

create function private.new_company_starts_pending()
returns trigger
language plpgsql
set search_path = ''
as $$
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

create trigger companies_new_starts_pending
  before insert on public.companies
  for each row execute function private.new_company_starts_pending();

-- =============================================================================
-- Who may publish: an offer's company must be verified. Offers without a
-- company are the platform admins' own.
-- =============================================================================

create function private.is_verified_company(target_company_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select target_company_id is null
    or exists (
      select 1 from public.companies c
      where c.id = target_company_id and c.verification_status = 'verified'
    );
$$;

grant execute on function private.is_verified_company(uuid) to anon, authenticated, service_role;

drop policy "Offers that are not hidden are viewable by everyone" on public.offers;
create policy "Visible offers of verified companies are viewable by everyone" on public.offers
  for select to anon, authenticated using (not hidden and private.is_verified_company(company_id));

-- Defence in depth: white-label branding is served only for verified companies.
create or replace view public.public_company_branding
with (security_invoker = false, security_barrier = true)
as
  select id, name, subdomain, is_white_label_enabled, branding_config
  from public.companies
  where is_white_label_enabled and verification_status = 'verified';

-- =============================================================================
-- Registration: a pending claim. A number only blocks a new claim when a
-- verified company holds it, or when the same account already claims it.
-- Same checks and messages as before otherwise.
-- =============================================================================

create or replace function private.register_company_for_user(
  owner_id uuid,
  company_name text,
  org_no text,
  address text,
  invoice_email text
)
returns uuid
language plpgsql
set search_path = ''
as $$
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
$$;

-- Sign-up: as in 20261125180000_invoice_email_from_signup.sql, except that only a
-- verified company's number (or the account's own pending claim) stands in the way.
create or replace function private.register_company_from_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
