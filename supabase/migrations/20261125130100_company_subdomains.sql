-- =============================================================================
-- Company subdomains (<subdomain>.<app domain>, white-label branding).
-- The format rule already lives in companies_subdomain_check (3-63 of a-z,
-- 0-9 and '-', no hyphen at either end) and uniqueness in
-- companies_subdomain_key. This migration adds:
-- - reserved labels the platform needs for itself or that would mislead
--   users (www, api, admin, mail, ...), as a constraint;
-- - a trigger that reports every refusal with a clear Norwegian message
--   under the same SQLSTATE and constraint name Postgres would use
--   (23514 -> 400, 23505 -> 409 through the REST layer);
-- - public.is_subdomain_available(), so the branding form can say
--   'Subdomain opptatt' without reading other companies' rows.
-- =============================================================================

create function private.is_reserved_subdomain(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is not null and (
    value in (
      'www', 'api', 'admin', 'app', 'mail', 'auth', 'storage', 'static', 'cdn', 'ftp', 'smtp',
      'imap', 'pop', 'pop3', 'mx', 'ns1', 'ns2', 'webmail', 'email', 'support', 'help', 'status',
      'docs', 'dev', 'test', 'staging', 'beta', 'demo', 'ordning', 'assets', 'media', 'img',
      'images', 'files', 'blog', 'login', 'logout', 'register', 'signup', 'account', 'accounts',
      'billing', 'dashboard', 'rest', 'functions', 'realtime', 'graphql', 'db', 'localhost',
      'autoconfig', 'autodiscover', 'security', 'abuse', 'postmaster', 'hostmaster', 'root'
    )
    -- Punycode labels (xn--...) could imitate another company's name.
    or value like 'xn--%'
  );
$$;

-- Null when the value may be used as a subdomain (null itself means "none"),
-- otherwise what is wrong with it, in Norwegian, for the person who typed it.
create function private.subdomain_problem(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when value is null then null
    when length(value) not between 3 and 63 then 'Subdomenet må være mellom 3 og 63 tegn'
    when value !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$' then
      'Subdomenet kan bare ha små bokstaver (a–z), tall og bindestrek, og kan ikke starte eller slutte med bindestrek'
    when private.is_reserved_subdomain(value) then 'Subdomenet «' || value || '» er reservert'
  end;
$$;

grant execute on function private.is_reserved_subdomain(text), private.subdomain_problem(text)
  to anon, authenticated, service_role;

alter table public.companies
  add constraint companies_subdomain_not_reserved check (not private.is_reserved_subdomain(subdomain));

-- =============================================================================
-- Clear refusals. Security definer because a manager cannot see the other
-- companies that might already hold the subdomain; it reveals only "taken".
-- The constraints stay the authority (and catch races between two writers).
-- =============================================================================

create function private.check_company_subdomain()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem text;
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
  return new;
end;
$$;

create trigger companies_check_subdomain
  before insert or update of subdomain on public.companies
  for each row execute function private.check_company_subdomain();

-- =============================================================================
-- RPC: may this company use this subdomain? False when it is malformed,
-- reserved or held by another company. own_company_id (the company being
-- edited) is only excluded when the caller manages it or is a platform admin,
-- so the answer never ties a subdomain to someone else's company id.
-- =============================================================================

create function public.is_subdomain_available(subdomain text, own_company_id uuid default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.subdomain_problem(is_subdomain_available.subdomain) is null
    and not exists (
      select 1 from public.companies c
      where c.subdomain = is_subdomain_available.subdomain
        and c.id is distinct from (
          case when private.is_company_manager(own_company_id) or private.is_admin() then own_company_id end
        )
    );
$$;

comment on function public.is_subdomain_available(text, uuid) is
  'True when the subdomain is well-formed, not reserved and not used by a company other than own_company_id.';

revoke all on function public.is_subdomain_available(text, uuid) from public, anon, service_role;
grant execute on function public.is_subdomain_available(text, uuid) to authenticated;
