-- =============================================================================
-- Invitations as their own records (issue 23).
--
-- Until now an invitation was an auth account made by the auth service's
-- admin invite plus a membership made at once: the person was a member
-- before agreeing, an invited address lost its own sign-up (its password,
-- its confirmation link), and a second company's invitation overwrote the
-- first one's names. Now an invitation is a row here; nothing about the
-- invited person changes until they accept it, signed in with a confirmed
-- account of that e-mail address. Only then does the membership exist.
--
-- Status: pending -> accepted | declined | revoked; a pending invitation past
-- expires_at counts as expired (set to 'expired' when a new one replaces it).
-- The link in the mail carries a random token; only its sha256 is stored.
-- =============================================================================

create table public.company_invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  email text not null check (
    email = lower(btrim(email)) and length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'
  ),
  role text not null default 'employee' check (role in ('employee', 'admin', 'owner')),
  -- The names and phone the inviter typed: shown to the company only, never copied into a profile.
  firstname text not null check (length(btrim(firstname)) between 1 and 100),
  lastname text not null check (length(btrim(lastname)) between 1 and 100),
  phone text check (phone is null or length(phone) <= 40),
  invited_by uuid references auth.users (id) on delete set null,
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'declined', 'revoked', 'expired')),
  token_hash text not null unique,
  expires_at timestamptz not null default now() + interval '14 days',
  sent_count integer not null default 1 check (sent_count >= 1),
  last_sent_at timestamptz not null default now(),
  responded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.company_invitations is
  'Invitations to join a company; a membership exists only after the invited person accepts.';

-- One open invitation per company and address; two companies are two rows.
create unique index company_invitations_one_pending
  on public.company_invitations (company_id, email) where status = 'pending';
create index company_invitations_by_email on public.company_invitations (email) where status = 'pending';

create trigger company_invitations_set_updated_at
  before update on public.company_invitations
  for each row execute function private.set_updated_at();

-- =============================================================================
-- Every invitation mail sent (a new invitation or a resend), counted for the
-- quotas below. Not reachable through the API.
-- =============================================================================

create table private.invitation_mail_log (
  id bigint generated always as identity primary key,
  company_id uuid not null references public.companies (id) on delete cascade,
  invited_by uuid,
  sent_at timestamptz not null default now()
);

create index invitation_mail_log_company on private.invitation_mail_log (company_id, sent_at);
create index invitation_mail_log_inviter on private.invitation_mail_log (invited_by, sent_at);

-- =============================================================================
-- The quotas, defined here and nowhere else. Invitation mail goes through the
-- functions' own mail provider, never the auth service's shared mail budget,
-- and is counted per company and per inviting user in the database, so one
-- company spending its quota never stops another company's invitations or
-- anyone's password recovery. A whole CSV import (500 rows) fits in a day.
-- =============================================================================

create function private.invitation_limits()
returns table (scope text, per_period interval, max_mails integer)
language sql
immutable
set search_path = ''
as $$
  values
    ('company', interval '1 day', 500),
    ('inviter', interval '1 day', 500);
$$;

comment on function private.invitation_limits() is
  'Invitation mails allowed per company and per inviting user in each period: the one definition of the quotas.';

-- Raises PT429 (HTTP 429) when one more mail would exceed a quota; else logs it.
create function private.spend_invitation_quota(p_company_id uuid, p_invited_by uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
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

-- A fresh random token (two v4 UUIDs: 244 random bits) and its stored hash.
create function private.new_invitation_token(out token text, out token_hash text)
language plpgsql
volatile
set search_path = ''
as $$
begin
  token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  token_hash := encode(sha256(convert_to(token, 'UTF8')), 'hex');
end;
$$;

create function private.invitation_token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex');
$$;

-- The signed-in user's own address, only once it is confirmed (else null).
create function private.confirmed_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(email) from auth.users
  where id = (select auth.uid()) and email_confirmed_at is not null and deleted_at is null;
$$;

grant execute on function private.confirmed_email() to authenticated;

-- =============================================================================
-- Row-level security: the company's owners and admins (and platform admins)
-- read its invitations; the invited person reads the ones addressed to their
-- confirmed e-mail. Nobody writes through the API: the functions below do.
-- The token's hash is not readable at all.
-- =============================================================================

alter table public.company_invitations enable row level security;

create policy "Company managers can view their company's invitations" on public.company_invitations
  for select to authenticated
  using ((select private.is_company_manager(company_id)) or (select private.is_admin()));

create policy "Invited people can view invitations to their own e-mail" on public.company_invitations
  for select to authenticated
  using (email = (select private.confirmed_email()));

revoke all on public.company_invitations from anon, authenticated;
grant select (
  id, company_id, email, role, firstname, lastname, phone, invited_by, status, expires_at,
  sent_count, last_sent_at, responded_at, created_at, updated_at
) on public.company_invitations to authenticated;
grant all on public.company_invitations to service_role;
