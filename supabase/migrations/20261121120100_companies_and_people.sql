-- =============================================================================
-- Companies: the customers. org_no is the 9-digit Norwegian organisation
-- number; subdomain drives white-label branding (<subdomain>.<app domain>).
-- =============================================================================

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  org_no text not null unique check (org_no ~ '^\d{9}$'),
  invoice_email text,
  address text,
  phone text,
  subdomain text unique check (
    length(subdomain) between 3 and 63 and subdomain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'
  ),
  is_white_label_enabled boolean not null default false,
  branding_config jsonb check (private.is_valid_branding_config(branding_config)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on column public.companies.branding_config is
  'title, meta_description, og_image, favicon_url, logo_url, primary_hsl, secondary_hsl, accent_hsl (''200 50% 50%''), theme (light|dark)';

create trigger companies_set_updated_at
  before update on public.companies
  for each row execute function private.set_updated_at();

-- =============================================================================
-- Employees: membership of a user in a company with a company-level role.
-- =============================================================================

create table public.employees (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  role text not null default 'employee' check (role in ('employee', 'admin', 'owner')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, company_id)
);

create index employees_user_id_idx on public.employees (user_id);
create index employees_company_id_idx on public.employees (company_id);

create trigger employees_set_updated_at
  before update on public.employees
  for each row execute function private.set_updated_at();

-- =============================================================================
-- User roles: the global role (company, employee, admin). Never writable by
-- the user it describes; the signup trigger and admins write it.
-- =============================================================================

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('company', 'employee', 'admin')),
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

-- =============================================================================
-- Profiles: name and phone of a user (auth.users is not exposed to the API).
-- =============================================================================

create table public.auth_user_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  firstname text,
  lastname text,
  phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger auth_user_profiles_set_updated_at
  before update on public.auth_user_profiles
  for each row execute function private.set_updated_at();
