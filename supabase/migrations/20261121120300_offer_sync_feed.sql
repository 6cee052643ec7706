-- =============================================================================
-- Delta sync feed. Clients keep a cursor on offers.updated_at; rows that leave
-- the public catalogue (deleted, or hidden) cannot be found that way, so they
-- leave a tombstone here. A tombstone disappears when the offer comes back
-- (un-hidden, or re-inserted with the same id), and the offer's own
-- updated_at then brings it back to clients.
-- =============================================================================

create table public.offer_tombstones (
  offer_id uuid primary key,
  removed_at timestamptz not null default now()
);

create index offer_tombstones_removed_at_idx on public.offer_tombstones (removed_at);

-- Security definer: the tombstone feed is written only by these triggers, never
-- by the API roles themselves.
create function private.record_offer_tombstone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    insert into public.offer_tombstones (offer_id, removed_at)
    values (old.id, now())
    on conflict (offer_id) do update set removed_at = excluded.removed_at;
    return old;
  end if;

  if new.hidden and (tg_op = 'UPDATE' and not old.hidden) then
    insert into public.offer_tombstones (offer_id, removed_at)
    values (new.id, now())
    on conflict (offer_id) do update set removed_at = excluded.removed_at;
  elsif not new.hidden then
    delete from public.offer_tombstones where offer_id = new.id;
  end if;
  return new;
end;
$$;

create trigger offers_record_tombstone
  after insert or update of hidden or delete on public.offers
  for each row execute function private.record_offer_tombstone();

-- =============================================================================
-- Changes to an offer's secrets or category links change what a client must
-- show for it, so they move the offer's updated_at and the offer is refetched.
-- =============================================================================

create function private.touch_parent_offer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.offers set updated_at = now() where id = old.offer_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.offer_id is distinct from old.offer_id) then
    update public.offers set updated_at = now() where id = new.offer_id;
  end if;
  return null;
end;
$$;

create trigger offer_secrets_touch_offer
  after insert or update or delete on public.offer_secrets
  for each row execute function private.touch_parent_offer();

create trigger offer_categories_touch_offer
  after insert or update or delete on public.offer_categories
  for each row execute function private.touch_parent_offer();
