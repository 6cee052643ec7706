-- =============================================================================
-- Row-level security: companies, employees, user roles, profiles.
-- None of these tables has anything for anonymous visitors (white-label
-- branding is served by the public_company_branding view), so anon loses its
-- default grants on them as well: defence in depth behind RLS.
-- =============================================================================

alter table public.companies enable row level security;
alter table public.employees enable row level security;
alter table public.user_roles enable row level security;
alter table public.auth_user_profiles enable row level security;

revoke all on public.companies, public.employees, public.user_roles, public.auth_user_profiles from anon;

-- =============================================================================
-- companies: members read, managers (owner/admin) update, admins do everything.
-- org_no is fixed after registration (the edge function that registers a
-- company runs as the service role), so the API may update only these columns.
-- =============================================================================

revoke update on public.companies from authenticated;
grant update (name, invoice_email, address, phone, subdomain, is_white_label_enabled, branding_config)
  on public.companies to authenticated;

create policy "Companies are viewable by their members" on public.companies
  for select to authenticated using (private.is_company_member(id));
create policy "Companies can be updated by their owners and admins" on public.companies
  for update to authenticated using (private.is_company_manager(id)) with check (private.is_company_manager(id));
create policy "Admins can manage all companies" on public.companies
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- =============================================================================
-- employees: colleagues see each other; owners and admins of a company manage
-- its rows. Decisions:
-- - only an owner may create an owner or change an owner's row (so a company
--   admin can neither promote anyone, themselves included, to owner nor demote
--   the owner);
-- - an owner row is never deleted through the API except by a platform admin;
-- - a company never loses its last owner through a role change (trigger below).
-- Only the role can be changed; membership moves are a delete plus an insert.
-- =============================================================================

revoke update on public.employees from authenticated;
grant update (role) on public.employees to authenticated;

create policy "Employees are viewable by their colleagues" on public.employees
  for select to authenticated using (private.is_company_member(company_id));
create policy "Company owners and admins can add employees" on public.employees
  for insert to authenticated with check (private.can_assign_employee_role(company_id, role));
create policy "Company owners and admins can change employee roles" on public.employees
  for update to authenticated
  using (private.can_assign_employee_role(company_id, role))
  with check (private.can_assign_employee_role(company_id, role));
create policy "Company owners and admins can remove employees other than the owner" on public.employees
  for delete to authenticated using (private.is_company_manager(company_id) and role <> 'owner');
create policy "Admins can manage all employees" on public.employees
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create function private.keep_a_company_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'owner'
     and (new.role <> 'owner' or new.company_id <> old.company_id)
     and not exists (
       select 1 from public.employees
       where company_id = old.company_id and role = 'owner' and id <> old.id
     )
     and not private.is_admin()
     and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'A company must keep at least one owner'
      using errcode = 'check_violation', hint = 'Make another employee owner first.';
  end if;
  return new;
end;
$$;

create trigger employees_keep_a_company_owner
  before update of role, company_id on public.employees
  for each row execute function private.keep_a_company_owner();

-- =============================================================================
-- user_roles: users read their own roles; only admins change them (a user
-- granting themselves 'admin' is the attack this prevents).
-- =============================================================================

create policy "Users can view their own roles" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins can manage user roles" on public.user_roles
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- =============================================================================
-- auth_user_profiles: own profile read/insert/update (never its user_id),
-- colleagues' profiles readable, admins read all.
-- =============================================================================

revoke update on public.auth_user_profiles from authenticated;
grant update (firstname, lastname, phone) on public.auth_user_profiles to authenticated;

create policy "Users can view their own profile" on public.auth_user_profiles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can create their own profile" on public.auth_user_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can update their own profile" on public.auth_user_profiles
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Profiles are viewable by colleagues" on public.auth_user_profiles
  for select to authenticated using (private.is_colleague(user_id));
create policy "Admins can view all profiles" on public.auth_user_profiles
  for select to authenticated using ((select private.is_admin()));
