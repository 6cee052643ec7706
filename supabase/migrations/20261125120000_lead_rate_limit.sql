-- =============================================================================
-- Rate limits on the lead functions (send-partout-email,
-- send-eiendomsdrift-email). Edge functions are stateless and run on many
-- workers, so the limit counts stored leads instead of keeping memory:
-- new leads per client address and per contact e-mail within a window.
-- The address is stored only as a keyed hash (the function's secret), so the
-- table never holds an IP address that could be reversed by brute force.
-- =============================================================================

alter table public.lead_requests
  add column client_key text check (client_key is null or length(client_key) between 16 and 128),
  add column contact_email text check (contact_email is null or contact_email = lower(contact_email));

comment on column public.lead_requests.client_key is
  'HMAC of the sender''s address (x-forwarded-for), for the per-address rate limit; never the address itself.';
comment on column public.lead_requests.contact_email is
  'The lead''s contact e-mail, lower-cased, for the per-address rate limit.';

create index lead_requests_client_key_created_at_idx
  on public.lead_requests (client_key, created_at) where client_key is not null;
create index lead_requests_contact_email_created_at_idx
  on public.lead_requests (contact_email, created_at) where contact_email is not null;
