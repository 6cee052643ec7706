-- =============================================================================
-- Issue 23: look-alike and recycled subdomains.
--
-- - Reserved by pattern, all in private.is_reserved_subdomain (the one place;
--   the constraint companies_subdomain_not_reserved, the trigger's message
--   and is_subdomain_available all ask it): anything containing the
--   platform's name 'ordning'; labels that start with a word people trust
--   for sign-in, mail or the platform itself (sso, secure, login, auth,
--   oauth, account, admin, mail, status, support, www, ...), so 'auth1',
--   'mail1' and 'status-page' are refused as well as 'sso'; short words
--   that would also start ordinary names ('id' in 'idrett') only when the
--   label is that word alone or the word then a digit or a hyphen ('id',
--   'id2', 'id-portal'); and the old exact list.
-- - A released subdomain is held for its company for 30 days
--   (private.subdomain_hold_period) before another company may take it, so
--   installed apps on it never show a new company at once.
-- =============================================================================

create or replace function private.is_reserved_subdomain(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
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
$$;

comment on function private.is_reserved_subdomain(text) is
  'The reserved subdomain patterns, defined here only: the platform name, trusted prefixes, short words, exact labels.';

-- =============================================================================
-- Holds on released subdomains.
-- =============================================================================

create function private.subdomain_hold_period()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days';
$$;

create table private.subdomain_holds (
  subdomain text primary key,
  company_id uuid not null,
  released_at timestamptz not null default now()
);

comment on table private.subdomain_holds is
  'Subdomains a company gave up, kept for that company for private.subdomain_hold_period().';

-- Null when free for this company; otherwise when the hold ends.
create function private.subdomain_held_until(value text, for_company_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select h.released_at + private.subdomain_hold_period()
    from private.subdomain_holds h
   where h.subdomain = value
     and h.company_id is distinct from for_company_id
     and h.released_at + private.subdomain_hold_period() > now();
$$;

create function private.hold_released_subdomain()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create trigger companies_hold_released_subdomain
  after insert or update of subdomain or delete on public.companies
  for each row execute function private.hold_released_subdomain();

-- Same checks as 20261125130100_company_subdomains.sql, plus the hold.
create or replace function private.check_company_subdomain()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create or replace function public.is_subdomain_available(subdomain text, own_company_id uuid default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
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
