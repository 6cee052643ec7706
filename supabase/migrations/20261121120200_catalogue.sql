-- =============================================================================
-- Categories: the fixed keys (car, food-drink, finance, software, sport,
-- opplevelser, other) pick the app's illustrations; admins may add more.
-- =============================================================================

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  key text not null unique check (btrim(key) <> ''),
  name text not null check (btrim(name) <> ''),
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index categories_display_order_idx on public.categories (display_order);

create trigger categories_set_updated_at
  before update on public.categories
  for each row execute function private.set_updated_at();

-- =============================================================================
-- Offers: public catalogue fields only. Codes and contact links live in
-- offer_secrets so that no anonymous response can ever carry them.
-- =============================================================================

create table public.offers (
  id uuid primary key default gen_random_uuid(),
  company_id uuid references public.companies (id) on delete set null,
  company text,
  title text not null check (btrim(title) <> ''),
  description text,
  detailed_description text,
  image text,
  images text[],
  discount text,
  target_audience text not null default 'both' check (target_audience in ('business', 'individual', 'both')),
  offer_active boolean not null default true,
  hidden boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The catalogue query: hidden = false order by created_at desc.
create index offers_hidden_created_at_idx on public.offers (hidden, created_at desc);
-- Delta sync: updated_at > cursor.
create index offers_updated_at_idx on public.offers (updated_at);
-- The company screen and the offer-management policies.
create index offers_company_id_idx on public.offers (company_id);

create trigger offers_set_updated_at
  before update on public.offers
  for each row execute function private.set_updated_at();

-- Older clients and the company form say 'private' for individuals; store one spelling.
create function private.normalise_offer_audience()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.target_audience = 'private' then
    new.target_audience := 'individual';
  end if;
  return new;
end;
$$;

create trigger offers_normalise_audience
  before insert or update of target_audience on public.offers
  for each row execute function private.normalise_offer_audience();

-- =============================================================================
-- Offer-category links.
-- =============================================================================

create table public.offer_categories (
  offer_id uuid not null references public.offers (id) on delete cascade,
  category_id uuid not null references public.categories (id) on delete cascade,
  primary key (offer_id, category_id)
);

create index offer_categories_category_id_idx on public.offer_categories (category_id);

-- =============================================================================
-- Offer secrets: one row per offer, for signed-in users only. Links must be
-- http(s) so a stored value can never become a javascript: href.
-- =============================================================================

create table public.offer_secrets (
  offer_id uuid primary key references public.offers (id) on delete cascade,
  discount_code text,
  offer_email text check (offer_email is null or offer_email = '' or offer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  offer_url text check (offer_url is null or offer_url = '' or offer_url ~* '^https?://\S+$'),
  website text check (website is null or website = '' or website ~* '^https?://\S+$')
);
