-- =============================================================================
-- The catalogue's revision: a server-assigned number from one sequence, drawn
-- afresh by every insert and update of an offer, a tombstone or a category
-- (changes to an offer's secrets and category links update the offer through
-- private.touch_parent_offer, so they draw one too). Devices sync by it,
-- asking for everything after the last revision they saw; wall-clock
-- timestamps were writable by offer managers, and one offer dated 2099 moved
-- every device's cursor past all later changes. No client can write a
-- revision: whatever a row says, the trigger below replaces it.
--
-- A sequence is not transaction-ordered: a transaction that drew a number may
-- commit after another one that drew a higher number. The client covers that
-- (src/offline/revision-gaps.ts): revisions below its cursor that it has not
-- seen are asked for again for a while, so a late commit still arrives.
-- =============================================================================

create sequence private.catalogue_revision as bigint;

-- The one way to draw a revision. Security definer so that the API roles need
-- no privilege on the sequence itself (they could not set it back either way).
create function private.next_catalogue_revision()
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select nextval('private.catalogue_revision');
$$;

grant execute on function private.next_catalogue_revision() to anon, authenticated, service_role;

-- The default numbers existing rows (in no particular order: every device
-- refetches the whole catalogue once after this change) and rows inserted with
-- triggers off, such as a bulk load under session_replication_role = replica.
-- With triggers on, the trigger below draws again; the default's number is
-- never seen, like any other unused one (devices expect gaps).
alter table public.offers
  add column revision bigint not null default private.next_catalogue_revision();
alter table public.offer_tombstones
  add column revision bigint not null default private.next_catalogue_revision();
alter table public.categories
  add column revision bigint not null default private.next_catalogue_revision();

comment on column public.offers.revision is
  'Server-assigned change number (private.catalogue_revision), new on every insert and update; the sync cursor.';
comment on column public.offer_tombstones.revision is
  'Server-assigned change number from the same sequence as offers.revision; the tombstone feed''s cursor.';
comment on column public.categories.revision is
  'Server-assigned change number from the same sequence as offers.revision.';

-- The feeds page by revision: unique, so a cursor never skips or repeats a row.
create unique index offers_revision_idx on public.offers (revision);
create unique index offer_tombstones_revision_idx on public.offer_tombstones (revision);

-- Only the timestamp cursor used these.
drop index public.offers_updated_at_idx;
drop index public.offer_tombstones_removed_at_idx;

-- =============================================================================
-- Every insert and update draws a new revision, for every role: a trusted
-- caller's explicit value would break the order just the same.
-- =============================================================================

create function private.set_catalogue_revision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.revision := private.next_catalogue_revision();
  return new;
end;
$$;

create trigger offers_set_revision
  before insert or update on public.offers
  for each row execute function private.set_catalogue_revision();

create trigger offer_tombstones_set_revision
  before insert or update on public.offer_tombstones
  for each row execute function private.set_catalogue_revision();

create trigger categories_set_revision
  before insert or update on public.categories
  for each row execute function private.set_catalogue_revision();

-- =============================================================================
-- The newest revision drawn so far (committed or not): a device whose cursor
-- is above it holds a cursor from another database (after a reset, say) and
-- refetches the whole catalogue. A count of changes, nothing more.
-- =============================================================================

create function public.latest_catalogue_revision()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select case when is_called then last_value else 0 end from private.catalogue_revision;
$$;

revoke execute on function public.latest_catalogue_revision() from public;
grant execute on function public.latest_catalogue_revision() to anon, authenticated, service_role;
