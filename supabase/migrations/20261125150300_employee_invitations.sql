-- =============================================================================
-- The database half of the invite-employee function (issue 12). Both
-- functions are for the service role only: the function has already checked
-- that its caller is an owner or admin of the company (and an owner for the
-- owner role), and the auth service has created or re-invited the account.
-- No API role may call them: adding any user to a company without their
-- consent is exactly what 20261125100100 took away from clients.
-- =============================================================================

-- =============================================================================
-- What the function must know before it invites: does an account with this
-- e-mail exist, has it accepted (confirmed its e-mail or signed in), and is it
-- already a member of the company. No row: no account with this e-mail.
-- =============================================================================

create function public.invitation_target(p_email text, p_company_id uuid)
returns table (user_id uuid, accepted boolean, employee_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id,
         u.email_confirmed_at is not null or u.last_sign_in_at is not null,
         (select e.id from public.employees e where e.user_id = u.id and e.company_id = p_company_id)
  from auth.users u
  where lower(u.email) = lower(btrim(p_email))
  order by u.created_at
  limit 1;
$$;

comment on function public.invitation_target(text, uuid) is
  'invite-employee (service role): the account behind an e-mail, whether it has accepted, and its membership in the company.';

revoke all on function public.invitation_target(text, uuid) from public, anon, authenticated;
grant execute on function public.invitation_target(text, uuid) to service_role;

-- =============================================================================
-- Profile, membership and global role of an invited person, in one
-- transaction: all of it or nothing. Returns the new employees row's id.
-- Errors: 22023 bad argument (400), 23503 no such company or account (409),
-- 23505 already a member of the company (409).
-- =============================================================================

create function public.add_invited_employee(
  p_user_id uuid,
  p_company_id uuid,
  p_role text,
  p_firstname text,
  p_lastname text,
  p_phone text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean_firstname text := nullif(btrim(p_firstname), '');
  clean_lastname text := nullif(btrim(p_lastname), '');
  clean_phone text := nullif(btrim(p_phone), '');
  new_employee_id uuid;
begin
  if p_user_id is null or p_company_id is null then
    raise exception 'Bruker og bedrift må oppgis' using errcode = 'invalid_parameter_value';
  end if;
  if p_role is null or p_role not in ('employee', 'admin', 'owner') then
    raise exception 'Rollen må være employee, admin eller owner' using errcode = 'invalid_parameter_value';
  end if;
  if clean_firstname is null or clean_lastname is null then
    raise exception 'Fornavn og etternavn er påkrevd' using errcode = 'invalid_parameter_value';
  end if;

  insert into public.auth_user_profiles (user_id, firstname, lastname, phone)
  values (p_user_id, clean_firstname, clean_lastname, clean_phone)
  on conflict (user_id) do update
    set firstname = excluded.firstname, lastname = excluded.lastname, phone = excluded.phone;

  insert into public.employees (user_id, company_id, role)
  values (p_user_id, p_company_id, p_role)
  returning id into new_employee_id;

  insert into public.user_roles (user_id, role)
  values (p_user_id, 'employee')
  on conflict (user_id, role) do nothing;

  return new_employee_id;
end;
$$;

comment on function public.add_invited_employee(uuid, uuid, text, text, text, text) is
  'invite-employee (service role): profile, membership and the global employee role of an invited person, in one transaction.';

revoke all on function public.add_invited_employee(uuid, uuid, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.add_invited_employee(uuid, uuid, text, text, text, text) to service_role;
