-- =============================================================================
-- The global role 'employee' comes from a membership the server created,
-- never from sign-up metadata (issue 12).
--
-- Until now private.handle_new_user granted 'employee' to anyone who signed up
-- with user_type 'employee' in their own metadata: a stranger could claim the
-- role without belonging to any company. Now:
-- - handle_new_user still makes the profile from the metadata and still
--   grants 'company' to a company sign-up (registration needs it, see
--   20261125130000_company_registration.sql), but never 'employee';
-- - a membership with the company role 'employee' carries the global role
--   'employee' (a trigger on public.employees). Memberships are only created
--   by the server (registration, the invite-employee function through
--   public.add_invited_employee, the seed), so only the server grants it;
--   add_invited_employee also grants it for admins and owners it invites.
-- =============================================================================

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  metadata jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  first_name text := nullif(btrim(metadata ->> 'firstname'), '');
  last_name text := nullif(btrim(metadata ->> 'lastname'), '');
  phone_number text := nullif(btrim(metadata ->> 'phone'), '');
  signup_type text := metadata ->> 'user_type';
begin
  if first_name is not null or last_name is not null then
    insert into public.auth_user_profiles (user_id, firstname, lastname, phone)
    values (new.id, first_name, last_name, phone_number)
    on conflict (user_id) do nothing;
  end if;

  -- 'company' lets a new company account register its company; it gives no
  -- access to any company by itself. 'employee' and 'admin' are never taken
  -- from metadata, which the user writes.
  if signup_type = 'company' then
    insert into public.user_roles (user_id, role)
    values (new.id, 'company')
    on conflict (user_id, role) do nothing;
  end if;
  return new;
end;
$$;

create function private.grant_employee_role_to_member()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_roles (user_id, role)
  values (new.user_id, 'employee')
  on conflict (user_id, role) do nothing;
  return null;
end;
$$;

create trigger employees_grant_employee_role
  after insert on public.employees
  for each row
  when (new.role = 'employee')
  execute function private.grant_employee_role_to_member();
