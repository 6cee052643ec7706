-- =============================================================================
-- Tables of the local gateway itself (not part of Supabase's platform): the
-- mail outbox that stands in for Supabase's local mail viewer.
-- No API role is granted anything here.
-- =============================================================================

create schema _local;

create table _local.mail (
  id bigserial primary key,
  created_at timestamptz not null default now(),
  to_address text not null,
  subject text not null,
  kind text not null,
  html text not null,
  text_body text not null
);
