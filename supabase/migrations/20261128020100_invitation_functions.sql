-- =============================================================================
-- What can be done with an invitation (issue 23), each one database function
-- deciding for the signed-in caller (auth.uid()), never for what a body says:
--
--   invite_to_company        a company's owner or admin invites (an owner for 'owner')
--   resend_company_invitation   ... mails a pending one again (a new link)
--   revoke_company_invitation   ... withdraws a pending one
--   invitation_by_token      anyone holding the mailed link sees what it is for
--   my_company_invitations   the signed-in person's open invitations
--   accept_company_invitation / decline_company_invitation   the invited person answers
--
-- invite and resend return the link's token once; invite-employee mails it.
-- Errors: 22023 bad argument (400), 42501 not allowed (403), PT404 not found,
-- 23505 already a member or already invited (409), PT409 no longer pending,
-- PT429 a quota spent (429).
--
-- The old path (invitation_target, add_invited_employee: an auth account and
-- a membership at once, without consent) is removed.
-- =============================================================================

drop function public.add_invited_employee(uuid, uuid, text, text, text, text);
drop function public.invitation_target(text, uuid);

-- The caller may manage the company's invitations (and, for 'owner', make owners).
create function private.may_invite(p_company_id uuid, p_role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
     and (private.is_admin()
          or (private.is_company_manager(p_company_id)
              and (p_role is distinct from 'owner' or private.is_company_owner(p_company_id))));
$$;

-- =============================================================================
-- invite_to_company
-- =============================================================================

create function public.invite_to_company(
  p_company_id uuid,
  p_email text,
  p_role text,
  p_firstname text,
  p_lastname text,
  p_phone text default null
)
returns table (invitation_id uuid, token text, company_name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- =============================================================================
-- resend_company_invitation: a new link (the old one stops working), two more
-- weeks, counted against the quotas like a new invitation.
-- =============================================================================

create function public.resend_company_invitation(p_invitation_id uuid)
returns table (invitation_id uuid, token text, company_name text, email text, role text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
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

-- =============================================================================
-- revoke_company_invitation
-- =============================================================================

create function public.revoke_company_invitation(p_invitation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
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

-- =============================================================================
-- invitation_by_token: what the mailed link is for. The token is the
-- capability (244 random bits); the answer names the company, the role and
-- the address, never the inviter's typed names or phone.
-- =============================================================================

create function public.invitation_by_token(p_token text)
returns table (id uuid, company_name text, role text, email text, status text, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, c.name, i.role, i.email,
         case when i.status = 'pending' and i.expires_at <= now() then 'expired' else i.status end,
         i.expires_at
  from public.company_invitations i
  join public.companies c on c.id = i.company_id
  where i.token_hash = private.invitation_token_hash(p_token);
$$;

-- =============================================================================
-- my_company_invitations: the open invitations to the caller's confirmed
-- e-mail, one per company that invited.
-- =============================================================================

create function public.my_company_invitations()
returns table (
  id uuid,
  company_id uuid,
  company_name text,
  role text,
  created_at timestamptz,
  expires_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.company_id, c.name, i.role, i.created_at, i.expires_at
  from public.company_invitations i
  join public.companies c on c.id = i.company_id
  where i.email = private.confirmed_email()
    and i.status = 'pending'
    and i.expires_at > now()
  order by i.created_at, i.id;
$$;

-- =============================================================================
-- Answering: only the signed-in owner of the confirmed address. Accepting
-- makes the membership (and the global role 'employee') and nothing else:
-- no profile, name or password changes.
-- =============================================================================

create function private.own_open_invitation(p_invitation_id uuid)
returns public.company_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
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

create function public.accept_company_invitation(p_invitation_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
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

create function public.decline_company_invitation(p_invitation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  invitation public.company_invitations := private.own_open_invitation(p_invitation_id);
begin
  update public.company_invitations set status = 'declined', responded_at = now() where id = invitation.id;
end;
$$;

-- =============================================================================
-- Grants: signed-in people call the functions; visitors may only look up a link.
-- =============================================================================

revoke all on function private.may_invite(uuid, text) from public;
revoke all on function private.own_open_invitation(uuid) from public;
revoke all on function private.spend_invitation_quota(uuid, uuid) from public;
revoke all on function private.new_invitation_token() from public;

revoke all on function public.invite_to_company(uuid, text, text, text, text, text) from public, anon, service_role;
revoke all on function public.resend_company_invitation(uuid) from public, anon, service_role;
revoke all on function public.revoke_company_invitation(uuid) from public, anon, service_role;
revoke all on function public.my_company_invitations() from public, anon, service_role;
revoke all on function public.accept_company_invitation(uuid) from public, anon, service_role;
revoke all on function public.decline_company_invitation(uuid) from public, anon, service_role;
revoke all on function public.invitation_by_token(text) from public, service_role;

grant execute on function public.invite_to_company(uuid, text, text, text, text, text) to authenticated;
grant execute on function public.resend_company_invitation(uuid) to authenticated;
grant execute on function public.revoke_company_invitation(uuid) to authenticated;
grant execute on function public.my_company_invitations() to authenticated;
grant execute on function public.accept_company_invitation(uuid) to authenticated;
grant execute on function public.decline_company_invitation(uuid) to authenticated;
grant execute on function public.invitation_by_token(text) to anon, authenticated;
