-- =============================================================================
-- The employee rules, decided by the database for every caller (issue 12).
--
-- For a company's employees rows, through the API:
-- - only the company's owners and admins change roles or remove employees
--   (platform admins, user_roles 'admin', may manage every company);
-- - only an owner (or a platform admin) grants the owner role, changes an
--   owner's role or removes an owner: a company admin can neither promote
--   anyone to owner nor touch an owner's row;
-- - nobody changes their own role or removes their own membership;
-- - a company always keeps at least one owner: the last owner is neither
--   demoted nor removed, by anyone, platform admins and the service role
--   included. Only the cascade of deleting the company itself (or the owner's
--   auth account) takes the last owner's row with it;
-- - a member of one company never reads or changes another company's rows
--   (the policies below only let a company's own members reach its rows).
--
-- Until now the policies filtered refused rows out silently, so the app saw
-- "0 rows changed" and no reason. Now the policies let a company's members
-- reach their colleagues' rows and a trigger refuses a forbidden change with
-- an error PostgREST turns into a 4xx with a Norwegian message:
--   42501 -> 403 (not allowed), 23514 check_violation -> 400 (last owner).
-- The update policy's WITH CHECK still demands a manager, as a second line
-- behind the trigger. Inserts stay with the server (20261125100100).
-- =============================================================================

drop trigger employees_keep_a_company_owner on public.employees;
drop function private.keep_a_company_owner();

drop policy "Company owners and admins can change employee roles" on public.employees;
drop policy "Company managers can remove employees other than the owner" on public.employees;

create policy "Role changes within a company go through the employee rules" on public.employees
  for update to authenticated
  using (private.is_company_member(company_id))
  with check (private.is_company_manager(company_id));

create policy "Removals within a company go through the employee rules" on public.employees
  for delete to authenticated
  using (private.is_company_member(company_id));

-- =============================================================================
-- The trigger. Security definer so the last-owner check sees every owner of
-- the company whatever the caller may read; the permission rules apply to
-- API clients (anon, authenticated: private.is_api_client()), while the
-- service role and the database owner are trusted, as everywhere else.
-- =============================================================================

create function private.enforce_employee_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  from_api boolean := private.is_api_client();
  platform_admin boolean := false;
  removing boolean := tg_op = 'DELETE';
  role_changes boolean := tg_op = 'UPDATE' and new.role is distinct from old.role;
begin
  if from_api then
    platform_admin := private.is_admin();
    if not platform_admin and not private.is_company_manager(old.company_id) then
      raise exception 'Bare eiere og administratorer i bedriften kan endre eller fjerne ansatte'
        using errcode = 'insufficient_privilege';
    end if;
  end if;

  -- The last owner stays, for every caller. Checked before the caller's own
  -- row, so an only owner who tries to step down learns the real reason.
  if old.role = 'owner'
     and (removing or new.role is distinct from 'owner' or new.company_id is distinct from old.company_id) then
    -- Lock the company so two concurrent demotions cannot both see a co-owner.
    perform 1 from public.companies where id = old.company_id for update;
    -- A company that is being deleted (or an owner whose account is) takes its rows along.
    if found
       and exists (select 1 from auth.users where id = old.user_id)
       and not exists (
         select 1 from public.employees
         where company_id = old.company_id and role = 'owner' and id <> old.id
       ) then
      raise exception 'Bedriften må ha minst én eier'
        using errcode = 'check_violation',
              hint = 'Gjør en annen ansatt til eier før du endrer eller fjerner den siste eieren.';
    end if;
  end if;

  if from_api then
    if old.user_id = caller and (removing or role_changes) then
      if removing then
        raise exception 'Du kan ikke fjerne deg selv fra bedriften' using errcode = 'insufficient_privilege';
      end if;
      raise exception 'Du kan ikke endre din egen rolle' using errcode = 'insufficient_privilege';
    end if;
    if not platform_admin
       and not private.is_company_owner(old.company_id)
       and (old.role = 'owner' or (not removing and new.role = 'owner')) then
      raise exception 'Bare en eier kan gi eller fjerne eierrollen, eller endre en eier'
        using errcode = 'insufficient_privilege';
    end if;
  end if;

  if removing then
    return old;
  end if;
  return new;
end;
$$;

create trigger employees_enforce_employee_rules
  before update or delete on public.employees
  for each row execute function private.enforce_employee_rules();
