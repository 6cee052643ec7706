-- =============================================================================
-- Issue 23: how a pending company becomes verified (or rejected).
--
-- - public.record_registry_check (service role only): the edge functions read
--   the organisation's roles from Enhetsregisteret through the registry
--   adapter and hand them here; the database stores them as evidence and
--   verifies the company when the registrant's name is one of the people in
--   a role that may act for it (daglig leder, styrets leder, signatur,
--   prokura). The match is decided here, not by the caller.
-- - public.review_company (platform admins only): approve or reject from the
--   queue on /admin.
-- - public.company_verification_queue (platform admins only): the pending
--   companies with the evidence: registry roles, the registrant's e-mail
--   domain beside the registry's website, the registration time.
-- Verifying a company rejects the other pending claims on its number
-- (superseded) and answers their registrants' addresses, which the calling
-- function mails. It also draws new revisions for the company's offers, so
-- devices' next delta sync brings the now public offers.
-- =============================================================================

-- The roles in Enhetsregisteret that may act for an organisation.
create function private.registry_roles_that_verify()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['DAGL', 'LEDE', 'SIGN', 'SIFE', 'SIHV', 'PROK', 'POFE', 'POHV'];
$$;

-- "  Kari   NORDMANN " -> "kari nordmann".
create function private.person_name_key(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(lower(regexp_replace(btrim(coalesce(value, '')), '\s+', ' ', 'g')), '');
$$;

-- =============================================================================
-- The one place a company becomes verified. Returns the superseded claims'
-- registrants as [{email, company_name}].
-- =============================================================================

create function private.mark_company_verified(target_company_id uuid, method text)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  target record;
  superseded jsonb;
begin
  select c.id, c.org_no, c.verification_status into target
    from public.companies c where c.id = target_company_id for update;
  if not found then
    raise exception 'Fant ikke bedriften' using errcode = 'no_data_found';
  end if;
  if target.verification_status <> 'pending' then
    raise exception 'Bedriften venter ikke på godkjenning' using errcode = 'invalid_parameter_value';
  end if;
  if exists (select 1 from public.companies c
             where c.org_no = target.org_no and c.verification_status = 'verified') then
    raise exception 'Organisasjonsnummeret er allerede registrert på en godkjent bedrift'
      using errcode = 'unique_violation', constraint = 'companies_org_no_key';
  end if;

  update public.companies
     set verification_status = 'verified', verified_at = now(), verification_method = method
   where id = target_company_id;

  with losers as (
    update public.companies c
       set verification_status = 'rejected', rejected_at = now(), rejection_reason = 'superseded'
     where c.org_no = target.org_no and c.verification_status = 'pending' and c.id <> target_company_id
     returning c.name, c.registered_by
  )
  select coalesce(jsonb_agg(jsonb_build_object('email', u.email, 'company_name', l.name)), '[]'::jsonb)
    into superseded
    from losers l join auth.users u on u.id = l.registered_by;

  -- Public now: a new revision for each of its offers (as a rename does).
  update public.offers set company = company where company_id = target_company_id;
  return superseded;
end;
$$;

-- =============================================================================
-- RPC for the edge functions: what Enhetsregisteret says about a company.
-- roles: [{code, description, name, fullName}] as the adapter read them; website: the
-- registry's homepage or null. Answers {status, matched, superseded}.
-- =============================================================================

create function public.record_registry_check(company_id uuid, roles jsonb, website text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target record;
  registrant_name text;
  matched boolean := false;
  superseded jsonb := '[]'::jsonb;
begin
  if jsonb_typeof(roles) is distinct from 'array' or jsonb_array_length(roles) > 200 then
    raise exception 'roles må være en liste' using errcode = 'invalid_parameter_value';
  end if;
  select c.id, c.verification_status, c.registered_by into target
    from public.companies c where c.id = record_registry_check.company_id;
  if not found then
    raise exception 'Fant ikke bedriften' using errcode = 'no_data_found';
  end if;

  select private.person_name_key(p.firstname || ' ' || p.lastname) into registrant_name
    from public.auth_user_profiles p where p.user_id = target.registered_by;

  matched := registrant_name is not null and exists (
    select 1 from jsonb_array_elements(roles) as r
    where jsonb_typeof(r) = 'object'
      and r ->> 'code' = any (private.registry_roles_that_verify())
      and registrant_name in (private.person_name_key(r ->> 'name'), private.person_name_key(r ->> 'fullName'))
  );

  update public.companies c
     set registry_evidence = jsonb_build_object(
           'roles', roles,
           'website', nullif(btrim(website), ''),
           'checked_at', now(),
           'matched', matched)
   where c.id = target.id;

  if matched and target.verification_status = 'pending'
     and not exists (select 1 from public.companies c
                     where c.org_no = (select org_no from public.companies where id = target.id)
                       and c.verification_status = 'verified') then
    superseded := private.mark_company_verified(target.id, 'registry');
  end if;

  return jsonb_build_object(
    'status', (select c.verification_status from public.companies c where c.id = target.id),
    'matched', matched,
    'superseded', superseded
  );
end;
$$;

revoke all on function public.record_registry_check(uuid, jsonb, text) from public, anon, authenticated;
grant execute on function public.record_registry_check(uuid, jsonb, text) to service_role;

-- =============================================================================
-- RPC for platform admins: approve or reject a pending company.
-- Answers {status, superseded}.
-- =============================================================================

create function public.review_company(company_id uuid, approve boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  superseded jsonb := '[]'::jsonb;
begin
  if not private.is_admin() then
    raise exception 'Bare plattformadministratorer kan godkjenne bedrifter' using errcode = 'insufficient_privilege';
  end if;
  if approve is null then
    raise exception 'approve må være true eller false' using errcode = 'invalid_parameter_value';
  end if;
  if approve then
    superseded := private.mark_company_verified(review_company.company_id, 'admin');
  else
    update public.companies c
       set verification_status = 'rejected', rejected_at = now(), rejection_reason = 'admin'
     where c.id = review_company.company_id and c.verification_status = 'pending';
    if not found then
      raise exception 'Bedriften venter ikke på godkjenning' using errcode = 'invalid_parameter_value';
    end if;
  end if;
  return jsonb_build_object(
    'status', (select c.verification_status from public.companies c where c.id = review_company.company_id),
    'superseded', superseded
  );
end;
$$;

revoke all on function public.review_company(uuid, boolean) from public, anon, service_role;
grant execute on function public.review_company(uuid, boolean) to authenticated;

-- =============================================================================
-- RPC for platform admins: the queue, oldest first, with the evidence.
-- =============================================================================

create function public.company_verification_queue()
returns table (
  id uuid,
  name text,
  org_no text,
  address text,
  created_at timestamptz,
  registrant_email text,
  registrant_name text,
  email_domain text,
  registry_evidence jsonb,
  other_claims integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Bare plattformadministratorer ser godkjenningskøen' using errcode = 'insufficient_privilege';
  end if;
  return query
    select c.id, c.name, c.org_no, c.address, c.created_at,
           u.email::text,
           nullif(btrim(coalesce(p.firstname, '') || ' ' || coalesce(p.lastname, '')), ''),
           lower(split_part(u.email, '@', 2)),
           c.registry_evidence,
           (select count(*)::int from public.companies o
             where o.org_no = c.org_no and o.verification_status = 'pending' and o.id <> c.id)
      from public.companies c
      left join auth.users u on u.id = c.registered_by
      left join public.auth_user_profiles p on p.user_id = c.registered_by
     where c.verification_status = 'pending'
     order by c.created_at, c.id
     limit 200;
end;
$$;

revoke all on function public.company_verification_queue() from public, anon, service_role;
grant execute on function public.company_verification_queue() to authenticated;
