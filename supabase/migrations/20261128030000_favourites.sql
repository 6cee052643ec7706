-- =============================================================================
-- Favourites (issue 24): the offers a signed-in person saved with 'Lagre'.
-- One row per person and offer. A person reads, saves and removes only their
-- own rows; nobody else (not a company's managers, not platform admins)
-- reads whom an offer is saved by. The app keeps a copy on the device and
-- queues saves made offline; the primary key makes a resent save land once.
-- =============================================================================

create table public.favourites (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  offer_id uuid not null references public.offers (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, offer_id)
);

comment on table public.favourites is
  'Offers a person saved (''Lagre''); each person reads and writes only their own rows.';

alter table public.favourites enable row level security;

grant select, insert, delete on public.favourites to authenticated;

create policy "People read their own favourites" on public.favourites
  for select to authenticated using (user_id = (select auth.uid()));

create policy "People save favourites for themselves" on public.favourites
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "People remove their own favourites" on public.favourites
  for delete to authenticated using (user_id = (select auth.uid()));

-- =============================================================================
-- A budget per person: a client cannot fill the table. 500 is far beyond
-- what anyone saves by hand (the catalogue holds a few hundred offers).
-- =============================================================================

create or replace function private.limit_favourites_per_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.favourites where user_id = new.user_id) >= 500 then
    raise exception 'Du kan lagre opptil 500 tilbud'
      using errcode = 'check_violation',
            detail = 'At most 500 favourites are kept per user.';
  end if;
  new.created_at := now();
  return new;
end;
$$;

revoke all on function private.limit_favourites_per_user() from public;

create trigger favourites_limit_per_user
  before insert on public.favourites
  for each row execute function private.limit_favourites_per_user();
