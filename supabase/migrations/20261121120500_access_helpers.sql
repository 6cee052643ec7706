-- =============================================================================
-- Access helpers for row-level security. Security definer so that a policy on
-- one table can consult user_roles and employees without those tables' own
-- policies recursing; stable so Postgres may evaluate them once per statement
-- when wrapped in a scalar subquery; an empty search_path so nothing can be
-- shadowed. All of them answer about the requesting user (auth.uid()) only.
-- =============================================================================

-- The requesting user holds this global role (user_roles).
create function private.has_role(wanted_role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role = wanted_role
  );
$$;

-- Platform administrator.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role('admin');
$$;

-- Any employees row (employee, admin or owner) in the company.
create function private.is_company_member(target_company_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.employees
    where company_id = target_company_id and user_id = (select auth.uid())
  );
$$;

-- Owner or admin of the company: manages its offers, employees and branding.
create function private.is_company_manager(target_company_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.employees
    where company_id = target_company_id and user_id = (select auth.uid()) and role in ('owner', 'admin')
  );
$$;

create function private.is_company_owner(target_company_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.employees
    where company_id = target_company_id and user_id = (select auth.uid()) and role = 'owner'
  );
$$;

-- Managers may give the roles employee and admin; only an owner makes owners.
create function private.can_assign_employee_role(target_company_id uuid, assigned_role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_company_manager(target_company_id)
    and (assigned_role is distinct from 'owner' or private.is_company_owner(target_company_id));
$$;

-- Both users belong to at least one common company.
create function private.is_colleague(other_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.employees mine
    join public.employees theirs on theirs.company_id = mine.company_id
    where mine.user_id = (select auth.uid()) and theirs.user_id = other_user_id
  );
$$;

-- Admin, or a manager of the company the offer belongs to.
create function private.can_manage_offer(target_offer_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin() or exists (
    select 1 from public.offers
    where id = target_offer_id and private.is_company_manager(company_id)
  );
$$;

-- Admin, or owner/admin of any company: may put images in the offer bucket.
create function private.can_upload_offer_images()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin() or exists (
    select 1 from public.employees
    where user_id = (select auth.uid()) and role in ('owner', 'admin')
  );
$$;

-- Policies run as the requesting role, so the API roles need execute; the
-- functions reveal nothing but facts about the caller.
grant execute on function
  private.has_role(text),
  private.is_admin(),
  private.is_company_member(uuid),
  private.is_company_manager(uuid),
  private.is_company_owner(uuid),
  private.can_assign_employee_role(uuid, text),
  private.is_colleague(uuid),
  private.can_manage_offer(uuid),
  private.can_upload_offer_images()
to anon, authenticated, service_role;
