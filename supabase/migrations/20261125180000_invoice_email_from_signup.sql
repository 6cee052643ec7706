-- =============================================================================
-- Company sign-up keeps the invoice e-mail typed on the register page.
--
-- The register page sends the spec's section-3 metadata plus invoice_email
-- (left out when the field is blank). Until now the confirmation trigger
-- always stored the account's e-mail as the company's invoice e-mail, so
-- what the user typed in 'Faktura-e-post' was lost. The trigger now takes
-- invoice_email from the metadata when it is a string shaped like an e-mail
-- address (the same shape and length register_company_for_user accepts) and
-- falls back to the account's e-mail otherwise: metadata is whatever the
-- caller sent, and a junk value must neither fail the confirmation nor leave
-- the account without its company.
--
-- Everything else is as in 20261125130000_company_registration.sql: same
-- triggers, security definer with a pinned search_path, never failing the
-- sign-up or the confirmation.
-- =============================================================================

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
  if exists (select 1 from public.companies where org_no = wanted_org_no) then
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
