-- =============================================================================
-- GoTrue's PKCE flow state (auth.flow_state), as hosted Supabase has it: one
-- row per mailed link started with a code_challenge, holding the challenge
-- until the link is opened (an auth code is issued) and the code is traded
-- for a session with the verifier. Idempotent: runs on a fresh database and
-- on one bootstrapped before the table existed.
-- =============================================================================

create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
