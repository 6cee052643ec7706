import { describe, expect, it } from 'vitest';
import type { Transaction } from '@electric-sql/pglite';
import { COMPANIES, OFFERS, USERS } from '../rls/seed-ids.ts';
import { asUser, expectSqlError, one, schemaBackendForFile } from './sql.ts';

const { db } = schemaBackendForFile();
let orgSerial = 100000000;

/**
 * Inserts a company as the database owner; returns the statement so tests can expect failure.
 * Verified unless told otherwise: only verified companies may hold a subdomain (issue 23).
 */
function insertCompany(fields: {
  subdomain?: string | null;
  org_no?: string;
  branding_config?: unknown;
  verification_status?: 'pending' | 'verified';
}) {
  orgSerial += 1;
  return db().query<{ id: string }>(
    `insert into public.companies (name, org_no, subdomain, branding_config, verification_status)
     values ('Test AS', $1, $2, $3, $4) returning id`,
    [
      fields.org_no ?? String(orgSerial),
      fields.subdomain ?? null,
      fields.branding_config === undefined ? null : JSON.stringify(fields.branding_config),
      fields.verification_status ?? 'verified',
    ],
  );
}

function insertOffer(fields: { target_audience?: string; title?: string }) {
  return db().query<{ id: string; target_audience: string; offer_active: boolean; hidden: boolean }>(
    `insert into public.offers (title, target_audience) values ($1, coalesce($2, 'both'))
     returning id, target_audience, offer_active, hidden`,
    [fields.title ?? 'Test', fields.target_audience ?? null],
  );
}

describe('companies', () => {
  it.each(['ab', 'a'.repeat(64), '-acme', 'acme-', 'Acme', 'ac_me', 'ac me', 'blåbær', 'acme.no'])(
    'rejects the subdomain %j',
    async (subdomain) => {
      await expectSqlError(insertCompany({ subdomain }), '23514', 'companies_subdomain_check');
    },
  );

  it.each(['abc', 'a-1', 'x'.repeat(63), 'fjord-eiendom-2'])(
    'accepts the subdomain %j',
    async (subdomain) => {
      const { rows } = await insertCompany({ subdomain });
      expect(rows).toHaveLength(1);
    },
  );

  it('keeps subdomains unique', async () => {
    await expectSqlError(insertCompany({ subdomain: 'acme' }), '23505', 'companies_subdomain_key');
  });

  it.each(['12345678', '1234567890', '12345678a', '123 456 789'])(
    'rejects the organisation number %j',
    async (org) => {
      await expectSqlError(insertCompany({ org_no: org }), '23514', 'companies_org_no_check');
    },
  );

  it('keeps one verified company per organisation number', async () => {
    await expectSqlError(insertCompany({ org_no: '914563720' }), '23505', 'companies_org_no_key');
  });

  it('lets pending claims share an organisation number with the verified company', async () => {
    const first = await insertCompany({ org_no: '914563720', verification_status: 'pending' });
    const second = await insertCompany({ org_no: '914563720', verification_status: 'pending' });
    expect([first.rows, second.rows].map((rows) => rows.length)).toEqual([1, 1]);
    await db().query(
      "delete from public.companies where org_no = '914563720' and verification_status = 'pending'",
    );
  });

  it('gives a pending company neither a subdomain nor white label', async () => {
    await expectSqlError(
      insertCompany({ subdomain: 'ventende', verification_status: 'pending' }),
      '23514',
      'companies_only_verified_hold_subdomain',
    );
  });

  it('starts without white-label branding', async () => {
    const { rows } = await insertCompany({});
    const company = await one<{ is_white_label_enabled: boolean }>(
      db(),
      'select is_white_label_enabled from public.companies where id = $1',
      [rows[0]?.id],
    );
    expect(company.is_white_label_enabled).toBe(false);
  });

  it.each([
    ['a colour without percent signs', { primary_hsl: '200 50 50' }],
    ['a comma-separated colour', { accent_hsl: '200, 50%, 50%' }],
    ['a css hsl() colour', { secondary_hsl: 'hsl(200 50% 50%)' }],
    ['an unknown theme', { theme: 'blue' }],
    ['an unknown key', { font_family: 'Comic Sans' }],
    ['a number value', { title: 42 }],
    ['a javascript: logo url', { logo_url: 'javascript:alert(1)' }],
    ['a protocol-relative favicon url', { favicon_url: '//evil.test/x.png' }],
    ['a relative og image without leading slash', { og_image: 'images/og.png' }],
    ['an array instead of an object', ['title']],
    ['a string instead of an object', 'dark'],
  ])('rejects branding with %s', async (_label, branding_config) => {
    await expectSqlError(insertCompany({ branding_config }), '23514', 'companies_branding_config_check');
  });

  it('accepts complete branding, empty strings and nulls for unset fields, and root-relative image paths', async () => {
    const { rows } = await insertCompany({
      branding_config: {
        title: 'Test Fordeler',
        meta_description: '',
        og_image: 'https://cdn.example.test/og.png',
        favicon_url: '/storage/v1/object/public/offer-images/favicon.webp',
        logo_url: null,
        primary_hsl: '70 60% 35%',
        secondary_hsl: '35.5 25% 90.25%',
        accent_hsl: '',
        theme: 'dark',
      },
    });
    expect(rows).toHaveLength(1);
  });
});

describe('offers', () => {
  it('defaults to active, visible and for both audiences', async () => {
    const { rows } = await db().query<{ target_audience: string; offer_active: boolean; hidden: boolean }>(
      `insert into public.offers (title) values ('Standard') returning target_audience, offer_active, hidden`,
    );
    expect(rows[0]).toEqual({ target_audience: 'both', offer_active: true, hidden: false });
  });

  it('rejects an unknown audience', async () => {
    await expectSqlError(
      insertOffer({ target_audience: 'everyone' }),
      '23514',
      'offers_target_audience_check',
    );
  });

  it("refuses the former audience 'private' on insert and on update, rewriting nothing", async () => {
    await expectSqlError(
      insertOffer({ target_audience: 'private' }),
      '23514',
      'offers_target_audience_check',
    );
    const { rows } = await insertOffer({ target_audience: 'individual' });
    await expectSqlError(
      db().query(`update public.offers set target_audience = 'private' where id = $1`, [rows[0]?.id]),
      '23514',
      'offers_target_audience_check',
    );
  });

  it('requires a non-blank title', async () => {
    await expectSqlError(insertOffer({ title: '   ' }), '23514', 'offers_title_check');
  });

  it('sets company_id null when the company is deleted, keeping the offer', async () => {
    const { rows } = await insertCompany({});
    const companyId = rows[0]?.id;
    const offer = await one<{ id: string }>(
      db(),
      `insert into public.offers (title, company_id) values ('Orphan', $1) returning id`,
      [companyId],
    );
    await db().query('delete from public.companies where id = $1', [companyId]);
    const after = await one<{ company_id: string | null }>(
      db(),
      'select company_id from public.offers where id = $1',
      [offer.id],
    );
    expect(after.company_id).toBeNull();
  });

  it.each([
    ['offer_url', 'javascript:alert(1)', 'offer_secrets_offer_url_check'],
    ['website', 'ftp://files.example.test', 'offer_secrets_website_check'],
    ['offer_email', 'not-an-address', 'offer_secrets_offer_email_check'],
  ])('rejects an offer secret with %s %j', async (column, value, constraint) => {
    const { rows } = await insertOffer({});
    await expectSqlError(
      db().query(`insert into public.offer_secrets (offer_id, ${column}) values ($1, $2)`, [
        rows[0]?.id,
        value,
      ]),
      '23514',
      constraint,
    );
  });

  it('allows exactly one secrets row per offer', async () => {
    const { rows } = await insertOffer({});
    await db().query(`insert into public.offer_secrets (offer_id, discount_code) values ($1, 'A')`, [
      rows[0]?.id,
    ]);
    await expectSqlError(
      db().query(`insert into public.offer_secrets (offer_id, discount_code) values ($1, 'B')`, [
        rows[0]?.id,
      ]),
      '23505',
      'offer_secrets_pkey',
    );
  });
});

describe('offer images', () => {
  const PUBLIC = '/storage/v1/object/public/offer-images';
  const ACME_IMAGE = `${PUBLIC}/${COMPANIES.acme}/ski.webp`;

  function offerWithImages(companyId: string | null, images: (string | null)[], image = images[0]) {
    return db().query<{ id: string }>(
      `insert into public.offers (title, company_id, image, images) values ('Bilde', $1, $2, $3) returning id`,
      [companyId, image ?? null, images],
    );
  }

  it.each([
    ['root-relative, in its company folder', COMPANIES.acme, ACME_IMAGE],
    ['absolute', COMPANIES.acme, `https://prosjekt.supabase.co${ACME_IMAGE}`],
    [
      'in a subfolder with an encoded space',
      COMPANIES.acme,
      `${PUBLIC}/${COMPANIES.acme}/vinter/ski%20og%20staver.webp`,
    ],
    ['admin-curated, in the admin folder', null, `${PUBLIC}/admin/kampanje.webp`],
    ['admin-curated, in the seed folder', null, `${PUBLIC}/seed/nordlys-bilpleie-1.webp`],
  ])('accepts an offer image %s', async (_label, companyId, url) => {
    const { rows } = await offerWithImages(companyId, [url]);
    expect(rows).toHaveLength(1);
  });

  it('accepts no image at all: null, empty string and an empty list', async () => {
    expect((await offerWithImages(COMPANIES.acme, [], null)).rows).toHaveLength(1);
    expect((await offerWithImages(COMPANIES.acme, [''], '')).rows).toHaveLength(1);
  });

  it.each([
    ["another company's folder", COMPANIES.acme, `${PUBLIC}/${COMPANIES.fjord}/befaring.webp`],
    ['the admin folder for a company offer', COMPANIES.acme, `${PUBLIC}/admin/x.webp`],
    ["a company's folder for an admin-curated offer", null, ACME_IMAGE],
    ['another host path', COMPANIES.acme, 'https://evil.test/bilde.png'],
    ['another bucket', COMPANIES.acme, `/storage/v1/object/public/avatars/${COMPANIES.acme}/x.webp`],
    ['a signed URL path', COMPANIES.acme, `/storage/v1/object/sign/offer-images/${COMPANIES.acme}/x.webp`],
    ['a relative path', COMPANIES.acme, `offer-images/${COMPANIES.acme}/x.webp`],
    ['a protocol-relative URL', COMPANIES.acme, `//evil.test${ACME_IMAGE}`],
    ['a javascript: URL', COMPANIES.acme, 'javascript:alert(1)'],
    [
      "'..' back out of its folder",
      COMPANIES.acme,
      `${PUBLIC}/${COMPANIES.acme}/../${COMPANIES.fjord}/x.webp`,
    ],
    ["an encoded '..'", COMPANIES.acme, `${PUBLIC}/${COMPANIES.acme}/%2e%2E/${COMPANIES.fjord}/x.webp`],
    ['an encoded slash', COMPANIES.acme, `${PUBLIC}/${COMPANIES.acme}%2F..%2F${COMPANIES.fjord}/x.webp`],
    ['a query string', COMPANIES.acme, `${ACME_IMAGE}?v=2`],
    ['the folder itself', COMPANIES.acme, `${PUBLIC}/${COMPANIES.acme}/`],
    ['an upper-case company folder', COMPANIES.acme, `${PUBLIC}/${COMPANIES.acme.toUpperCase()}/x.webp`],
  ])('refuses an offer image in %s', async (_label, companyId, url) => {
    await expectSqlError(offerWithImages(companyId, [url]), '23514');
  });

  it('checks every image in the list, not only the first, and image on its own', async () => {
    await expectSqlError(
      offerWithImages(COMPANIES.acme, [ACME_IMAGE, `${PUBLIC}/${COMPANIES.fjord}/x.webp`]),
      '23514',
    );
    await expectSqlError(offerWithImages(COMPANIES.acme, [ACME_IMAGE], 'https://evil.test/x.png'), '23514');
  });

  it('checks updates of the images and of the company', async () => {
    const { rows } = await offerWithImages(COMPANIES.acme, [ACME_IMAGE]);
    const id = rows[0]?.id;
    await expectSqlError(
      db().query('update public.offers set images = $2 where id = $1', [id, [`${PUBLIC}/admin/x.webp`]]),
      '23514',
    );
    await expectSqlError(
      db().query('update public.offers set company_id = $2 where id = $1', [id, COMPANIES.fjord]),
      '23514',
    );
  });

  it('leaves an older offer with images elsewhere editable as long as its images stay', async () => {
    const id = await db().transaction(async (tx: Transaction) => {
      // As if it was stored before the check existed.
      await tx.query('alter table public.offers disable trigger offers_check_images');
      const created = await tx.query<{ id: string }>(
        `insert into public.offers (title, company_id, image, images) values ('Gammel', $1, $2, $3) returning id`,
        [COMPANIES.acme, 'https://cdn.example.test/gammel.png', ['https://cdn.example.test/gammel.png']],
      );
      await tx.query('alter table public.offers enable trigger offers_check_images');
      return created.rows[0]?.id;
    });
    const updated = await one<{ title: string }>(
      db(),
      `update public.offers set title = 'Ny tittel', image = image, images = images where id = $1 returning title`,
      [id],
    );
    expect(updated.title).toBe('Ny tittel');
    await expectSqlError(
      db().query('update public.offers set image = $2 where id = $1', [
        id,
        'https://cdn.example.test/ny.png',
      ]),
      '23514',
    );
  });

  it("keeps a deleted company's offer with its images, now admin-curated", async () => {
    orgSerial += 1;
    const company = await one<{ id: string }>(
      db(),
      `insert into public.companies (name, org_no) values ('Borte AS', $1) returning id`,
      [String(orgSerial)],
    );
    const image = `${PUBLIC}/${company.id}/x.webp`;
    const { rows } = await offerWithImages(company.id, [image]);
    await db().query('delete from public.companies where id = $1', [company.id]);
    const after = await one<{ company_id: string | null; image: string }>(
      db(),
      'select company_id, image from public.offers where id = $1',
      [rows[0]?.id],
    );
    expect(after).toEqual({ company_id: null, image });
  });
});

describe('offer clicks', () => {
  /** Visitors' clicks a minute from one address; signed-in people are counted per person. */
  const LIMIT = 300;
  /** Clicks really sent; the rest of the minute's budget is written as already spent. */
  const BURST = 30;

  /** As PostgREST sets it behind hosted Supabase's gateway. */
  const fromAddress = (tx: Transaction, forwardedFor: string | null) =>
    tx.query(`select set_config('request.headers', $1, true)`, [
      JSON.stringify(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }),
    ]);

  const click = (userId: string | null, forwardedFor: string | null, rows = 1) =>
    asUser(db(), userId, async (tx) => {
      await fromAddress(tx, forwardedFor);
      await tx.query(
        `insert into public.offer_clicks (offer_id, user_agent) select $1, 'constraints' from generate_series(1, $2)`,
        [OFFERS.curatedVisible, rows],
      );
    });

  it('records one click per statement from the API roles, signed in or not', async () => {
    await click(null, null);
    await click(USERS.individual.id, null);
    await expectSqlError(click(null, null, 2), '23514');
    await expectSqlError(click(USERS.admin.id, '198.51.100.1', 3), '23514');
  });

  it('lets server-side writers record clicks in bulk', async () => {
    const { rows } = await db().query(
      `insert into public.offer_clicks (offer_id) select $1 from generate_series(1, 5) returning id`,
      [OFFERS.curatedVisible],
    );
    expect(rows).toHaveLength(5);
  });

  it(`refuses a visitor's click after ${LIMIT} a minute from one address, counted by the first forwarded address`, async () => {
    const address = '203.0.113.7';
    for (let n = 0; n < BURST; n += 1) {
      await click(null, `${address}, 10.0.0.${n}`);
    }
    await db().query(
      `insert into private.click_rate_windows as w (client_address, budget, window_start, clicks)
       values ($1, 'click', date_trunc('second', now()) - interval '1 second', $2)
       on conflict (client_address, budget, window_start) do update set clicks = w.clicks + excluded.clicks`,
      [address, LIMIT - BURST],
    );
    await expectSqlError(click(null, address), 'PT429');
    await expectSqlError(click(null, ` ${address} `), 'PT429');
    // A signed-in person on that address is counted as themself (an office behind one NAT);
    // another address and a request without one are unaffected.
    await click(USERS.acmeEmployee.id, address);
    await click(null, '203.0.113.8');
    await click(null, null);
    const { rows } = await db().query<{ clicks: number }>(
      `select sum(clicks)::int as clicks from private.click_rate_windows where client_address = $1`,
      [address],
    );
    expect(rows).toEqual([{ clicks: LIMIT }]);
  });

  it('forgets the counts of earlier minutes', async () => {
    await db().query(
      `insert into private.click_rate_windows (client_address, window_start, clicks)
       values ('192.0.2.1', now() - interval '10 minutes', 99)`,
    );
    await click(null, '192.0.2.1');
    const { rows } = await db().query(
      `select clicks from private.click_rate_windows where client_address = '192.0.2.1' order by window_start`,
    );
    expect(rows).toEqual([{ clicks: 1 }]);
  });

  it('keeps the counts away from the API roles', async () => {
    await expectSqlError(
      asUser(db(), USERS.admin.id, (tx) => tx.query('select * from private.click_rate_windows')),
      '42501',
    );
  });
});

describe('categories', () => {
  it('defaults display_order to 0 and keeps keys unique and non-blank', async () => {
    const created = await one<{ display_order: number }>(
      db(),
      `insert into public.categories (key, name) values ('reise', 'Reise') returning display_order`,
    );
    expect(created.display_order).toBe(0);
    await expectSqlError(
      db().query(`insert into public.categories (key, name) values ('car', 'Bil igjen')`),
      '23505',
      'categories_key_key',
    );
    await expectSqlError(
      db().query(`insert into public.categories (key, name) values (' ', 'Tom')`),
      '23514',
      'categories_key_check',
    );
  });
});

describe('people', () => {
  it('accepts only employee, admin and owner as company roles', async () => {
    await expectSqlError(
      db().query(`insert into public.employees (user_id, company_id, role) values ($1, $2, 'manager')`, [
        USERS.individual.id,
        COMPANIES.acme,
      ]),
      '23514',
      'employees_role_check',
    );
  });

  it('keeps one membership per user and company', async () => {
    await expectSqlError(
      db().query(`insert into public.employees (user_id, company_id) values ($1, $2)`, [
        USERS.acmeEmployee.id,
        COMPANIES.acme,
      ]),
      '23505',
      'employees_user_id_company_id_key',
    );
  });

  it('accepts only company, employee and admin as global roles, once each', async () => {
    await expectSqlError(
      db().query(`insert into public.user_roles (user_id, role) values ($1, 'superuser')`, [
        USERS.individual.id,
      ]),
      '23514',
      'user_roles_role_check',
    );
    await expectSqlError(
      db().query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [USERS.admin.id]),
      '23505',
      'user_roles_user_id_role_key',
    );
  });
});

describe('lead requests', () => {
  const insertLead = (kind: string, key: string, payload: unknown = { fullName: 'Ola' }) =>
    db().query<{ status: string }>(
      `insert into public.lead_requests (kind, payload, idempotency_key) values ($1, $2, $3) returning status`,
      [kind, JSON.stringify(payload), key],
    );

  it('starts as received and deduplicates on the idempotency key', async () => {
    const { rows } = await insertLead('partoutcar', 'lead-key-0001');
    expect(rows[0]?.status).toBe('received');
    await expectSqlError(
      insertLead('partoutcar', 'lead-key-0001'),
      '23505',
      'lead_requests_idempotency_key_key',
    );
  });

  it('accepts only the two lead kinds and object payloads', async () => {
    await expectSqlError(insertLead('newsletter', 'lead-key-0002'), '23514', 'lead_requests_kind_check');
    await expectSqlError(
      insertLead('eiendomsdrift', 'lead-key-0003', ['x']),
      '23514',
      'lead_requests_payload_check',
    );
  });
});
