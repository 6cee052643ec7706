-- =============================================================================
-- White-label branding for everyone, anon included.
--
-- The app must read a white-label company's public fields (id, name,
-- subdomain, is_white_label_enabled, branding_config) before anyone signs in,
-- while org_no, invoice_email, address and phone must never reach anon or
-- non-members. A policy on companies cannot do that: RLS filters rows, not
-- columns, and a column grant would also have to apply to signed-in members,
-- who do read their own company's invoice details. So the public fields are
-- served by this view, which runs as its owner (security_invoker = false) and
-- therefore bypasses companies' RLS, but can only ever return these five
-- columns of white-label rows. security_barrier keeps callers' filters from
-- being evaluated before the view's own condition.
--
-- Postgres makes a simple view like this auto-updatable, and updates through it
-- would also run as the owner: the API roles get select on it and nothing else.
-- =============================================================================

create view public.public_company_branding
with (security_invoker = false, security_barrier = true)
as
  select id, name, subdomain, is_white_label_enabled, branding_config
  from public.companies
  where is_white_label_enabled;

comment on view public.public_company_branding is
  'Public branding of white-label companies; look up by subdomain. Never exposes contact or invoice details.';

revoke all on public.public_company_branding from anon, authenticated;
grant select on public.public_company_branding to anon, authenticated;
