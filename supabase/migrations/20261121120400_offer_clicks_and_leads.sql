-- =============================================================================
-- Offer clicks: one row per e-mail copy, e-mail send or offer-link open.
-- =============================================================================

create table public.offer_clicks (
  id uuid primary key default gen_random_uuid(),
  offer_id uuid not null references public.offers (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  user_agent text,
  referrer text,
  -- Always null from clients (enforced by policy); reserved for server-side writers.
  ip_address inet,
  created_at timestamptz not null default now()
);

create index offer_clicks_offer_id_idx on public.offer_clicks (offer_id, created_at desc);

-- =============================================================================
-- Lead requests: every lead-form submission (company car, property management)
-- stored before its mail is sent. The client's idempotency key makes a retried
-- submission land on the same row. Written by edge functions (service role) only.
-- =============================================================================

create table public.lead_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('partoutcar', 'eiendomsdrift')),
  payload jsonb not null check (jsonb_typeof(payload) = 'object'),
  idempotency_key text not null unique check (length(idempotency_key) between 8 and 200),
  status text not null default 'received' check (status in ('received', 'mailed', 'failed')),
  created_at timestamptz not null default now(),
  mailed_at timestamptz
);
