-- =============================================================================
-- Company registration on the server. A company row and its owner's
-- employees row are only ever created here, by the database, from what the
-- server knows about the caller; the browser never inserts either.
--
-- Two ways in:
-- 1. Sign-up with the spec's metadata (user_type 'company', company_name,
--    org_no, address): the company is created when the account's e-mail is
--    confirmed (or at once when the account is created already confirmed:
--    autoconfirm, an admin-created user, seed data). Waiting for the
--    confirmation means nobody can hold an organisation number with an
--    address they do not own. The invoice e-mail is the account's e-mail.
-- 2. public.register_company(...), an RPC for a signed-in user (the
--    attach-company-to-user function calls it with the caller's session).
--
-- An organisation number belongs to one company only (companies_org_no_key).
-- Error codes, as PostgREST turns them into HTTP statuses:
--   42501 not signed in (401 for anon, 403 otherwise), 22023 bad argument (400),
--   23505 organisation number already registered (409), PT429 too many (429).
-- =============================================================================

-- =============================================================================
-- Organisation numbers: nine digits whose last is a mod-11 check digit over
-- the first eight with weights 3 2 7 6 5 4 3 2 (remainder 0 gives 0,
-- remainder 1 is never assigned). Mirrors supabase/functions/_shared/org-number.ts.
-- =============================================================================

create function private.is_valid_org_no(value text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
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
$$;

-- People write "914 563 720"; only the digits are stored.
create function private.normalize_org_no(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(value, '\s+', '', 'g');
$$;

grant execute on function private.is_valid_org_no(text), private.normalize_org_no(text)
  to anon, authenticated, service_role;

-- =============================================================================
-- The one place a company is registered: validates every argument, creates
-- the company, makes the user its owner and gives them the global role
-- 'company'. Not granted to any API role: only the security-definer entry
-- points below (which run as the owner of these functions) call it.
-- =============================================================================

create function private.register_company_for_user(
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

  -- The invoice e-mail falls back to the account's own address.
  clean_invoice_email := coalesce(clean_invoice_email, (select email from auth.users where id = owner_id));
  if clean_invoice_email is null
     or length(clean_invoice_email) > 254
     or clean_invoice_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception 'Faktura-e-post må være en gyldig e-postadresse' using errcode = 'invalid_parameter_value';
  end if;

  -- Anyone signed in may register a company they claim, so bound how many
  -- organisation numbers one account can take in a day.
  if (select count(*) from public.employees e join public.companies c on c.id = e.company_id
      where e.user_id = owner_id and e.role = 'owner' and c.created_at > now() - interval '1 day') >= 5 then
    raise exception 'For mange bedrifter registrert på kort tid. Prøv igjen senere.' using errcode = 'PT429';
  end if;

  begin
    insert into public.companies (name, org_no, address, invoice_email)
    values (clean_name, clean_org_no, clean_address, clean_invoice_email)
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

-- =============================================================================
-- RPC: register a company for the signed-in caller. Returns the company id.
-- =============================================================================

create function public.register_company(
  company_name text,
  org_no text,
  address text,
  invoice_email text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
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

comment on function public.register_company(text, text, text, text) is
  'Registers a company with the caller as owner. 400 bad argument, 409 organisation number taken, 429 too many.';

revoke all on function public.register_company(text, text, text, text) from public, anon, service_role;
grant execute on function public.register_company(text, text, text, text) to authenticated;

-- =============================================================================
-- Sign-up: a confirmed company account gets its company from its metadata.
-- Deferred constraint triggers run at the end of the transaction that
-- confirmed (or created) the account, so they see the final row, and seed
-- scripts that add the company themselves later in the same transaction win.
-- Nothing here may fail the sign-up or the confirmation: an organisation
-- number that is taken by then, or metadata that does not validate, leaves the
-- account without a company (it keeps the global role 'company' from
-- handle_new_user and may register one later) and logs a warning.
-- =============================================================================

create function private.register_company_from_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account record;
  metadata jsonb;
  wanted_org_no text;
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
  if exists (select 1 from public.companies where org_no = wanted_org_no) then
    raise log 'register_company_from_signup: organisation number of user % is already registered', new.id;
    return null;
  end if;

  begin
    perform private.register_company_for_user(
      new.id,
      metadata ->> 'company_name',
      wanted_org_no,
      metadata ->> 'address',
      account.email
    );
  exception when others then
    raise warning 'register_company_from_signup: no company for user %: % (%)', new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

create constraint trigger on_auth_user_created_confirmed_register_company
  after insert on auth.users
  deferrable initially deferred
  for each row
  when (new.email_confirmed_at is not null)
  execute function private.register_company_from_signup();

create constraint trigger on_auth_user_confirmed_register_company
  after update of email_confirmed_at on auth.users
  deferrable initially deferred
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.register_company_from_signup();
