-- =============================================================================
-- public.company_employees(p_company_id): the employee list of a company
-- with each person's e-mail, profile and invitation status (issue 12).
--
-- The status is derived from the auth account, not from the profile (the
-- spec's "first name 'Ukjent'" rule cannot work once invite-employee stores
-- names): 'accepted' once the account's e-mail is confirmed (following the
-- invitation link does that) or it has signed in; 'invited' before.
-- auth.users is not exposed to the API, so this security-definer function
-- reads it, for the company's own members (and platform admins) only; anyone
-- else gets 42501 (403). Names and phone come from auth_user_profiles and are
-- null when the person has no profile (the app shows 'Ukjent Bruker').
-- =============================================================================

create function public.company_employees(p_company_id uuid)
returns table (
  id uuid,
  user_id uuid,
  company_id uuid,
  role text,
  created_at timestamptz,
  updated_at timestamptz,
  email text,
  firstname text,
  lastname text,
  phone text,
  status text,
  invited_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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

comment on function public.company_employees(uuid) is
  'Employees of a company with e-mail, profile and status (invited|accepted); members and platform admins only (else 403).';

revoke all on function public.company_employees(uuid) from public, anon, service_role;
grant execute on function public.company_employees(uuid) to authenticated;
