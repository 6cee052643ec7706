-- =============================================================================
-- The private schema: helpers that policies, checks and triggers call.
-- It is not in the API's exposed schemas ([api] schemas = ["public"]), so
-- nothing here is reachable as an RPC; the API roles may only execute what
-- is granted below, because policies and checks run as the requesting role.
-- =============================================================================

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- Postgres grants execute on new functions to PUBLIC; here every function is
-- granted explicitly instead.
alter default privileges in schema private revoke execute on functions from public;

-- =============================================================================
-- updated_at maintenance (offers, categories, profiles, employees, companies)
-- =============================================================================

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- =============================================================================
-- Branding validation, used by the CHECK on companies.branding_config.
-- Immutable and self-contained so Postgres accepts it in a constraint.
-- Every value is a string (or null; '' means "not set", as forms send it).
-- URLs are absolute http(s) or root-relative paths such as the seeded
-- '/storage/v1/object/public/offer-images/...', which the app resolves against
-- its Supabase URL exactly like offer images; 'javascript:' and friends never pass.
-- =============================================================================

create function private.is_valid_branding_config(config jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry record;
  value text;
begin
  if config is null or jsonb_typeof(config) = 'null' then
    return true;
  end if;
  if jsonb_typeof(config) <> 'object' then
    return false;
  end if;
  for entry in select key, jsonb_typeof(config -> key) as kind from jsonb_object_keys(config) as key loop
    if entry.key not in ('title', 'meta_description', 'og_image', 'favicon_url', 'logo_url',
                         'primary_hsl', 'secondary_hsl', 'accent_hsl', 'theme') then
      return false;
    end if;
    continue when entry.kind = 'null';
    if entry.kind <> 'string' then
      return false;
    end if;
    value := config ->> entry.key;
    continue when value = '';
    if length(value) > 2048 then
      return false;
    end if;
    if entry.key in ('primary_hsl', 'secondary_hsl', 'accent_hsl')
       and value !~ '^\d{1,3}(\.\d+)? \d{1,3}(\.\d+)?% \d{1,3}(\.\d+)?%$' then
      return false;
    end if;
    if entry.key = 'theme' and value not in ('light', 'dark') then
      return false;
    end if;
    if entry.key in ('og_image', 'favicon_url', 'logo_url')
       and value !~* '^(https?://[^\s/]+\S*|/[^/\s]\S*)$' then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

grant execute on function private.is_valid_branding_config(jsonb) to anon, authenticated, service_role;
