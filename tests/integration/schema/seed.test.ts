import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import bcrypt from 'bcryptjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedImagesDir } from '../../../supabase/local/paths.ts';
import { CATEGORY_KEYS, COMPANIES, SEEDED_HIDDEN_COUNT, SEEDED_OFFER_COUNT, USERS } from '../rls/seed-ids.ts';
import { schemaBackendForFile } from './sql.ts';

const { backend, db } = schemaBackendForFile();

const PUBLIC_PREFIX = '/storage/v1/object/public/offer-images/';
// What Quill's toolbar (headers 1-3, bold, italic, underline, strike, lists, blockquote, code block, link) emits.
const QUILL_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'ol',
  'ul',
  'li',
  'blockquote',
  'pre',
  'a',
]);

interface OfferRow {
  id: string;
  company_id: string | null;
  title: string;
  description: string;
  detailed_description: string;
  image: string;
  images: string[];
  discount: string;
  target_audience: string;
  hidden: boolean;
  offer_active: boolean;
  created_at: Date;
  categories: string[];
}

const offers = async () =>
  (
    await db().query<OfferRow>(
      `select o.*, array(select c.key from public.offer_categories oc join public.categories c on c.id = oc.category_id
                         where oc.offer_id = o.id) as categories
       from public.offers o order by o.created_at desc`,
    )
  ).rows;

describe('seeded catalogue', () => {
  it('has the seven known categories in display order with Norwegian names', async () => {
    const { rows } = await db().query(
      'select key, name, display_order from public.categories order by display_order',
    );
    expect(rows).toEqual([
      { key: 'car', name: 'Bil', display_order: 1 },
      { key: 'food-drink', name: 'Mat og drikke', display_order: 2 },
      { key: 'finance', name: 'Økonomi', display_order: 3 },
      { key: 'software', name: 'Programvare', display_order: 4 },
      { key: 'sport', name: 'Sport', display_order: 5 },
      { key: 'opplevelser', name: 'Opplevelser', display_order: 6 },
      { key: 'other', name: 'Annet', display_order: 7 },
    ]);
  });

  it('has enough offers to fill the catalogue, some hidden, some inactive, for every audience and category', async () => {
    const all = await offers();
    expect(all).toHaveLength(SEEDED_OFFER_COUNT);
    expect(all.filter((offer) => offer.hidden)).toHaveLength(SEEDED_HIDDEN_COUNT);
    expect(all.filter((offer) => !offer.offer_active).length).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((offer) => offer.target_audience))).toEqual(
      new Set(['business', 'individual', 'both']),
    );
    const visibleCategories = new Set(
      all.filter((offer) => !offer.hidden).flatMap((offer) => offer.categories),
    );
    expect([...visibleCategories].sort()).toEqual([...CATEGORY_KEYS].sort());
    expect(all.filter((offer) => offer.categories.length === 0)).toEqual([]);
    const owners = new Set(all.map((offer) => offer.company_id));
    expect(owners).toEqual(new Set([null, COMPANIES.acme, COMPANIES.fjord]));
  });

  it("uses the create forms' discount texts and copies the description", async () => {
    for (const offer of await offers()) {
      expect(offer.discount).toBe(offer.company_id ? 'Se tilbud' : 'Spør oss');
      expect(offer.detailed_description).toBe(offer.description);
    }
  });

  it('spreads creation dates over recent months, newest first without ties', async () => {
    const dates = (await offers()).map((offer) => offer.created_at.getTime());
    expect(new Set(dates).size).toBe(dates.length);
    const spanDays = ((dates[0] ?? 0) - (dates.at(-1) ?? 0)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(90);
  });

  it('writes descriptions with Quill markup only', async () => {
    for (const offer of await offers()) {
      const tags = [...offer.description.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[1]);
      expect(
        tags.filter((tag) => !QUILL_TAGS.has(tag ?? '')),
        offer.title,
      ).toEqual([]);
      expect(offer.description).not.toMatch(/on\w+=|javascript:|<script/i);
    }
  });

  it("never repeats an offer's code, e-mail, link or website host in its public fields", async () => {
    const { rows } = await db().query<{ public_text: string; secrets: (string | null)[] }>(
      `select concat_ws(' ', o.title, o.company, o.description, o.image, array_to_string(o.images, ' ')) as public_text,
              array[s.discount_code, s.offer_email, s.offer_url, split_part(s.website, '/', 3)] as secrets
       from public.offers o join public.offer_secrets s on s.offer_id = o.id`,
    );
    for (const row of rows) {
      const leaked = row.secrets.filter(
        (secret): secret is string => !!secret && row.public_text.includes(secret),
      );
      expect(leaked).toEqual([]);
    }
  });

  it('gives every offer a secrets row and a code to most of them', async () => {
    const { rows } = await db().query<{ discount_code: string | null }>(
      'select s.discount_code from public.offers o left join public.offer_secrets s on s.offer_id = o.id',
    );
    expect(rows).toHaveLength(SEEDED_OFFER_COUNT);
    expect(rows.filter((row) => row.discount_code).length).toBeGreaterThan(SEEDED_OFFER_COUNT - 3);
    const acme = await db().query(`select 1 from public.offer_secrets where discount_code = 'ACME-SKI-25'`);
    expect(acme.rows).toHaveLength(1);
  });
});

describe('seeded images', () => {
  it('stores every image an offer or a brand points at, with its real size, as a 960x600 WebP for offers', async () => {
    const all = await offers();
    const branding = await db().query<{ branding_config: Record<string, string> }>(
      'select branding_config from public.companies where id = $1',
      [COMPANIES.acme],
    );
    const config = branding.rows[0]?.branding_config ?? {};
    const offerPaths = all.flatMap((offer) => offer.images);
    const brandPaths = [config.logo_url, config.favicon_url, config.og_image].map(String);
    expect(all.every((offer) => offer.image === offer.images[0])).toBe(true);
    expect(all.filter((offer) => offer.images.length >= 2).length).toBeGreaterThanOrEqual(5);

    const { rows } = await db().query<{ name: string; size: number; mimetype: string }>(
      `select name, (metadata ->> 'size')::int as size, metadata ->> 'mimetype' as mimetype
       from storage.objects where bucket_id = 'offer-images'`,
    );
    const stored = new Map(rows.map((row) => [row.name, row]));
    for (const path of [...offerPaths, ...brandPaths]) {
      expect(path.startsWith(PUBLIC_PREFIX), path).toBe(true);
      const name = path.slice(PUBLIC_PREFIX.length);
      const file = join(seedImagesDir, basename(name));
      expect(stored.get(name), name).toMatchObject({ size: statSync(file).size, mimetype: 'image/webp' });
    }
    for (const path of new Set(offerPaths)) {
      const meta = await sharp(join(seedImagesDir, basename(path))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 600]);
    }
  });

  it('keeps the committed images small and without strays', async () => {
    const files = readdirSync(seedImagesDir);
    const { rows } = await db().query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'offer-images'`,
    );
    expect(files.sort()).toEqual(rows.map((row) => basename(row.name)).sort());
    const total = files.reduce((sum, file) => sum + statSync(join(seedImagesDir, file)).size, 0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
    const first = readFileSync(join(seedImagesDir, files[0] ?? ''));
    expect(first.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it("keeps each company's images in its own folder and the admin-curated offers' in seed/", async () => {
    for (const offer of await offers()) {
      const folder = offer.company_id ?? 'seed';
      for (const path of offer.images) expect(path, offer.title).toMatch(`${PUBLIC_PREFIX}${folder}/`);
    }
    const { rows } = await db().query<{ branding_config: Record<string, string> }>(
      'select branding_config from public.companies where id = $1',
      [COMPANIES.acme],
    );
    const config = rows[0]?.branding_config ?? {};
    for (const key of ['logo_url', 'favicon_url', 'og_image']) {
      expect(config[key], key).toMatch(`${PUBLIC_PREFIX}${COMPANIES.acme}/`);
    }
    const folders = await db().query<{ folder: string }>(
      `select distinct split_part(name, '/', 1) as folder from storage.objects where bucket_id = 'offer-images'`,
    );
    expect(new Set(folders.rows.map((row) => row.folder))).toEqual(
      new Set(['seed', COMPANIES.acme, COMPANIES.fjord]),
    );
  });

  it('puts the seed images in the bucket folder the gateway serves', async () => {
    const response = await fetch(`${backend().url}${PUBLIC_PREFIX}${COMPANIES.acme}/acme-logo.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});

describe('seeded people', () => {
  it('lets every demo account sign in with Demo1234! and has an e-mail identity for each', async () => {
    const { rows } = await db().query<{
      email: string;
      encrypted_password: string;
      confirmed: boolean;
      identities: number;
    }>(
      `select u.email, u.encrypted_password, u.email_confirmed_at is not null as confirmed,
              (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email'
                 and i.provider_id = u.id::text and i.identity_data ->> 'email' = u.email) as identities
       from auth.users u where u.email <> $1 order by u.email`,
      [USERS.acmeInvited.email],
    );
    expect(rows).toHaveLength(Object.keys(USERS).length - 1);
    for (const row of rows) {
      expect(row.confirmed && row.identities === 1, row.email).toBe(true);
      expect(bcrypt.compareSync('Demo1234!', row.encrypted_password), row.email).toBe(true);
    }
  });

  it('has the global roles and company memberships the demo accounts describe', async () => {
    const { rows } = await db().query(
      `select u.email, coalesce((select string_agg(role, ',') from public.user_roles r where r.user_id = u.id), '') as roles,
              coalesce((select string_agg(c.name || ':' || e.role, ',') from public.employees e
                         join public.companies c on c.id = e.company_id where e.user_id = u.id), '') as memberships
       from auth.users u order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'admin@ordning.test', roles: 'admin', memberships: '' },
      { email: 'ansatt@acme.test', roles: 'employee', memberships: 'Acme AS:employee' },
      { email: 'drift@fjord.test', roles: 'employee', memberships: 'Fjord Eiendom AS:employee' },
      { email: 'eier@acme.test', roles: 'company', memberships: 'Acme AS:owner' },
      { email: 'eier@fjord.test', roles: 'company', memberships: 'Fjord Eiendom AS:owner' },
      { email: 'invitert@acme.test', roles: 'employee', memberships: 'Acme AS:employee' },
      { email: 'leder@acme.test', roles: 'company', memberships: 'Acme AS:admin' },
      { email: 'privat@ordning.test', roles: '', memberships: '' },
      { email: 'selger@acme.test', roles: 'employee', memberships: 'Acme AS:employee' },
    ]);
  });

  it('leaves the invited employee without a profile, so the app shows the invitation as pending', async () => {
    const { rows } = await db().query('select user_id from public.auth_user_profiles where user_id = $1', [
      USERS.acmeInvited.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('makes Acme AS white-label on acme with its own colours, and keeps Fjord Eiendom AS private', async () => {
    const { rows } = await db().query(
      `select name, subdomain, is_white_label_enabled, branding_config ->> 'title' as title,
              branding_config ->> 'primary_hsl' as primary from public.companies order by name`,
    );
    expect(rows).toEqual([
      {
        name: 'Acme AS',
        subdomain: 'acme',
        is_white_label_enabled: true,
        title: 'Acme Fordeler',
        primary: '214 84% 42%',
      },
      {
        name: 'Fjord Eiendom AS',
        subdomain: 'fjord',
        is_white_label_enabled: false,
        title: 'Fjord Eiendom',
        primary: '190 70% 30%',
      },
    ]);
  });
});
