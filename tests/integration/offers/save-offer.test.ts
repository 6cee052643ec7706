import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { COMPANIES, OFFERS, categoryId } from '../rls/seed-ids.ts';
import {
  type Account,
  LIST_COLUMNS,
  expectRefused,
  imageUrl,
  offersTitled,
  saveOffer,
  signInAll,
  storedOffer,
} from './support.ts';

/**
 * public.save_offer through the real supabase-js client and the local REST
 * layer: who may save what, the form's rules with their Norwegian messages,
 * and that a failure leaves nothing half-saved (one transaction).
 */
const backend = backendForFile(() => startTestBackend());
let as: Record<Account, SupabaseClient>;

beforeAll(async () => {
  as = await signInAll(backend());
});

const CAR = categoryId('car');
const SPORT = categoryId('sport');
const FINANCE = categoryId('finance');

const SECRETS = {
  discount_code: 'VINTER25',
  website: 'https://acme.test',
  offer_url: 'https://acme.test/tilbud',
  offer_email: 'salg@acme.test',
};

/** A full form body, as the editor sends it. */
function offerBody(companyId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    company_id: companyId,
    title: `Tilbud ${randomUUID()}`,
    description: '<p>Kort</p>',
    detailed_description: '<p>Kort</p>',
    image: null,
    images: null,
    discount: 'Se tilbud',
    target_audience: 'both',
    offer_active: true,
    hidden: false,
    ...overrides,
  };
}

/** Creates an offer as the database owner, for the update and denial cases. */
async function seededOffer(companyId: string | null): Promise<string> {
  const id = randomUUID();
  const db = backend().gateway.ctx.db;
  await db.query(`insert into public.offers (id, company_id, title) values ($1, $2, 'Før')`, [id, companyId]);
  await db.query(`insert into public.offer_secrets (offer_id, discount_code) values ($1, 'GAMMEL')`, [id]);
  await db.query(`insert into public.offer_categories (offer_id, category_id) values ($1, $2)`, [id, CAR]);
  return id;
}

describe('creating an offer with save_offer', () => {
  it('saves the offer, its secrets and its categories for an Acme owner, with the company named by the database', async () => {
    const body = offerBody(COMPANIES.acme, { company: 'Falsk Firma AS', target_audience: 'individual' });
    const result = await saveOffer(as.acmeOwner, {
      p_offer: body,
      p_secrets: SECRETS,
      p_category_ids: [CAR, SPORT],
    });
    expect(result.error).toBeNull();
    expect(result.data).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await storedOffer(backend(), result.data as string);
    expect(stored.offer).toMatchObject({
      company_id: COMPANIES.acme,
      company: 'Acme AS',
      title: body.title,
      target_audience: 'individual',
      discount: 'Se tilbud',
      offer_active: true,
      hidden: false,
    });
    expect(stored.secrets).toEqual(SECRETS);
    expect(stored.categories).toEqual([CAR, SPORT].sort());
  });

  it('lets an Acme admin create a hidden offer and read it back, secrets included, with the list select', async () => {
    const body = offerBody(COMPANIES.acme, { hidden: true, images: [imageUrl(COMPANIES.acme)] });
    const saved = await saveOffer(as.acmeAdmin, {
      p_offer: body,
      p_secrets: SECRETS,
      p_category_ids: [SPORT],
    });
    expect(saved.error).toBeNull();

    const list = await as.acmeAdmin
      .from('offers')
      .select(LIST_COLUMNS)
      .eq('company_id', COMPANIES.acme)
      .order('created_at', { ascending: false });
    expect(list.error).toBeNull();
    const row = (list.data as unknown as Record<string, unknown>[]).find((offer) => offer.id === saved.data);
    // offer_secrets' key is its foreign key: a one-to-one embed, an object (PostgREST's shape).
    expect(row).toMatchObject({
      title: body.title,
      company: 'Acme AS',
      hidden: true,
      images: [imageUrl(COMPANIES.acme)],
      offer_secrets: SECRETS,
      offer_categories: [{ categories: { id: SPORT, key: 'sport', name: 'Sport' } }],
    });
  });

  it('lets a platform admin create for any company and without one', async () => {
    const forFjord = await saveOffer(as.admin, {
      p_offer: offerBody(COMPANIES.fjord, { company: 'Noe annet' }),
      p_category_ids: [FINANCE],
    });
    expect(forFjord.error).toBeNull();
    expect((await storedOffer(backend(), forFjord.data as string)).offer).toMatchObject({
      company_id: COMPANIES.fjord,
      company: 'Fjord Eiendom AS',
    });

    // Admin-curated: the partner's name is the admin's to give; the images sit in admin/.
    const { discount: _discount, ...withoutDiscount } = offerBody(null, {
      company: 'Nordlys Partner',
      images: [imageUrl('admin', 'a.webp'), imageUrl('admin', 'b.webp')],
      image: imageUrl('admin', 'a.webp'),
    });
    const curated = await saveOffer(as.admin, {
      p_offer: withoutDiscount,
      p_secrets: { discount_code: 'ADMIN', website: '', offer_url: null },
      p_category_ids: [CAR],
    });
    expect(curated.error).toBeNull();
    const stored = await storedOffer(backend(), curated.data as string);
    expect(stored.offer).toMatchObject({
      company_id: null,
      company: 'Nordlys Partner',
      discount: 'Spør oss',
    });
    // Blank contact fields are stored as null.
    expect(stored.secrets).toEqual({
      discount_code: 'ADMIN',
      website: null,
      offer_url: null,
      offer_email: null,
    });
  });

  it('refuses anon (401) and every signed-in persona that does not manage the company (403)', async () => {
    const cases: [Account, string | null, number][] = [
      ['anon', COMPANIES.acme, 401],
      ['individual', COMPANIES.acme, 403],
      ['employee', COMPANIES.acme, 403],
      ['fjordOwner', COMPANIES.acme, 403],
      ['acmeOwner', COMPANIES.fjord, 403],
      ['acmeOwner', null, 403],
      ['acmeAdmin', null, 403],
    ];
    for (const [account, companyId, status] of cases) {
      const body = offerBody(companyId);
      const result = await saveOffer(as[account], {
        p_offer: body,
        p_secrets: SECRETS,
        p_category_ids: [CAR],
      });
      expectRefused(result, status);
      expect(await offersTitled(backend(), body.title), account).toBe(0);
    }
  });
});

describe('updating an offer with save_offer', () => {
  it('replaces the fields, the secrets and all category links', async () => {
    const created = await saveOffer(as.acmeOwner, {
      p_offer: offerBody(COMPANIES.acme),
      p_secrets: SECRETS,
      p_category_ids: [CAR, SPORT],
    });
    const id = created.data as string;
    const updated = await saveOffer(as.acmeOwner, {
      p_offer_id: id,
      p_offer: offerBody(COMPANIES.acme, { title: 'Endret tittel', offer_active: false, hidden: true }),
      p_secrets: { discount_code: 'NY', website: '', offer_url: 'http://acme.test/ny', offer_email: null },
      p_category_ids: [SPORT, FINANCE, SPORT],
    });
    expect(updated.error).toBeNull();
    expect(updated.data).toBe(id);
    const stored = await storedOffer(backend(), id);
    expect(stored.offer).toMatchObject({ title: 'Endret tittel', offer_active: false, hidden: true });
    expect(stored.secrets).toEqual({
      discount_code: 'NY',
      website: null,
      offer_url: 'http://acme.test/ny',
      offer_email: null,
    });
    expect(stored.categories).toEqual([SPORT, FINANCE].sort());
  });

  it('keeps what a partial body leaves out', async () => {
    const id = await seededOffer(COMPANIES.acme);
    const result = await saveOffer(as.acmeAdmin, {
      p_offer_id: id,
      p_offer: { hidden: true },
      p_secrets: { offer_email: 'ny@acme.test' },
      p_category_ids: [CAR],
    });
    expect(result.error).toBeNull();
    const stored = await storedOffer(backend(), id);
    expect(stored.offer).toMatchObject({ title: 'Før', hidden: true, company: 'Acme AS' });
    expect(stored.secrets).toMatchObject({ discount_code: 'GAMMEL', offer_email: 'ny@acme.test' });
  });

  it('lets a platform admin edit any offer and move it to another company', async () => {
    const id = await seededOffer(COMPANIES.acme);
    const result = await saveOffer(as.admin, {
      p_offer_id: id,
      p_offer: offerBody(COMPANIES.fjord, { title: 'Flyttet' }),
      p_category_ids: [FINANCE],
    });
    expect(result.error).toBeNull();
    expect((await storedOffer(backend(), id)).offer).toMatchObject({
      company_id: COMPANIES.fjord,
      company: 'Fjord Eiendom AS',
      title: 'Flyttet',
    });
  });

  it('refuses writing another company’s offer, moving an offer away and unknown offers, changing nothing', async () => {
    const acmeOffer = await seededOffer(COMPANIES.acme);
    const cases: [Account, string, string | null, number, string][] = [
      ['fjordOwner', acmeOffer, COMPANIES.acme, 403, 'Du har ikke tilgang til å endre dette tilbudet.'],
      ['fjordOwner', acmeOffer, COMPANIES.fjord, 403, 'Du har ikke tilgang til å endre dette tilbudet.'],
      [
        'acmeOwner',
        acmeOffer,
        COMPANIES.fjord,
        403,
        'Bare administratorer kan flytte et tilbud til en annen bedrift.',
      ],
      ['acmeAdmin', acmeOffer, null, 403, 'Bare administratorer kan flytte et tilbud til en annen bedrift.'],
      ['employee', acmeOffer, COMPANIES.acme, 403, 'Du har ikke tilgang til å endre dette tilbudet.'],
      ['individual', acmeOffer, COMPANIES.acme, 403, 'Du har ikke tilgang til å endre dette tilbudet.'],
      // A visible admin-curated offer: readable by all, writable by admins only.
      [
        'acmeOwner',
        OFFERS.curatedVisible,
        COMPANIES.acme,
        403,
        'Du har ikke tilgang til å endre dette tilbudet.',
      ],
      // Another company's hidden offer is not even found: 404, like one that does not exist.
      ['acmeOwner', OFFERS.fjordHidden, COMPANIES.fjord, 404, 'Fant ikke tilbudet.'],
      ['acmeOwner', randomUUID(), COMPANIES.acme, 404, 'Fant ikke tilbudet.'],
    ];
    for (const [account, id, companyId, status, message] of cases) {
      const before = await storedOffer(backend(), id);
      const result = await saveOffer(as[account], {
        p_offer_id: id,
        p_offer: offerBody(companyId, { title: 'Kapret' }),
        p_secrets: { discount_code: 'KAPRET' },
        p_category_ids: [SPORT],
      });
      expectRefused(result, status, message);
      expect(await storedOffer(backend(), id), `${account} ${id}`).toEqual(before);
    }
  });
});

describe('a failure leaves nothing half-saved', () => {
  it('creates no offer when a category does not exist or a link is bad', async () => {
    const unknownCategory = offerBody(COMPANIES.acme);
    expectRefused(
      await saveOffer(as.acmeOwner, {
        p_offer: unknownCategory,
        p_secrets: SECRETS,
        p_category_ids: [CAR, randomUUID()],
      }),
      400,
      'Kategorien finnes ikke.',
    );
    expect(await offersTitled(backend(), unknownCategory.title)).toBe(0);

    const badWebsite = offerBody(COMPANIES.acme);
    expectRefused(
      await saveOffer(as.acmeOwner, {
        p_offer: badWebsite,
        p_secrets: { ...SECRETS, website: 'javascript:alert(1)' },
        p_category_ids: [CAR],
      }),
      400,
      'Nettside må være en gyldig HTTP/HTTPS URL.',
    );
    expect(await offersTitled(backend(), badWebsite.title)).toBe(0);
  });

  it('keeps the old title, categories and secrets when an update fails late', async () => {
    const id = await seededOffer(COMPANIES.acme);
    const before = await storedOffer(backend(), id);
    const failures: [Record<string, unknown>, unknown[], string][] = [
      [{ offer_email: 'ikke-en-adresse' }, [SPORT], 'E-post må være en gyldig adresse.'],
      [{ offer_url: 'ftp://acme.test' }, [SPORT], 'Tilbuds-URL må være en gyldig HTTP/HTTPS URL.'],
      [{ discount_code: 'NY' }, [SPORT, randomUUID()], 'Kategorien finnes ikke.'],
    ];
    for (const [secrets, categories, message] of failures) {
      const result = await saveOffer(as.acmeOwner, {
        p_offer_id: id,
        p_offer: offerBody(COMPANIES.acme, { title: 'Halvveis', hidden: true }),
        p_secrets: secrets,
        p_category_ids: categories,
      });
      expectRefused(result, 400, message);
      expect(await storedOffer(backend(), id)).toEqual(before);
    }
  });
});

describe('the form rules, as 400 with the form’s message', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, unknown, string][] = [
    ['no category', {}, {}, [], 'Du må velge minst en kategori.'],
    ['null categories', {}, {}, null, 'Du må velge minst en kategori.'],
    ['a blank title', { title: '   ' }, {}, [CAR], 'Tittel er påkrevd.'],
    ['no title on create', { title: null }, {}, [CAR], 'Tittel er påkrevd.'],
    [
      'five images',
      { images: [1, 2, 3, 4, 5].map((n) => imageUrl(COMPANIES.acme, `${String(n)}.webp`)) },
      {},
      [CAR],
      'Du kan maksimalt ha 4 bilder totalt.',
    ],
    ['an unknown offer key', { price: 10 }, {}, [CAR], 'Ukjent felt i tilbudet: price'],
    ['an unknown secret key', {}, { phone: '123' }, [CAR], 'Ukjent felt i tilbudet: phone'],
    ['a flag that is not a boolean', { hidden: 'ja' }, {}, [CAR], 'Feltet hidden må være sant eller usant.'],
    ['a title that is not text', { title: 42 }, {}, [CAR], 'Feltet title må være tekst.'],
    ['a company id that is not a uuid', { company_id: 'acme' }, {}, [CAR], 'Ugyldig bedrift.'],
    ['an unknown audience', { target_audience: 'alle' }, {}, [CAR], 'Ugyldig målgruppe.'],
    ["the former audience 'private'", { target_audience: 'private' }, {}, [CAR], 'Ugyldig målgruppe.'],
    [
      'images that are not a list of text',
      { images: 'a.webp' },
      {},
      [CAR],
      'Bildene må være en liste med adresser.',
    ],
    ['a bad e-mail', {}, { offer_email: 'a@b' }, [CAR], 'E-post må være en gyldig adresse.'],
    [
      'a bad offer link',
      {},
      { offer_url: 'acme.test' },
      [CAR],
      'Tilbuds-URL må være en gyldig HTTP/HTTPS URL.',
    ],
    [
      'an image outside the company folder',
      { images: [imageUrl(COMPANIES.fjord)] },
      {},
      [CAR],
      'Bildene må være lastet opp til tilbudets egen mappe.',
    ],
    [
      'a card image outside the company folder',
      { image: 'https://evil.test/x.png' },
      {},
      [CAR],
      'Bildene må være lastet opp til tilbudets egen mappe.',
    ],
  ];
  for (const [label, offer, secrets, categories, message] of cases) {
    it(`refuses ${label}`, async () => {
      const body = offerBody(COMPANIES.acme, offer);
      const result = await saveOffer(as.acmeOwner, {
        p_offer: body,
        p_secrets: secrets,
        p_category_ids: categories,
      });
      expectRefused(result, 400, message);
      expect(await offersTitled(backend(), body.title)).toBe(0);
    });
  }

  it('refuses a category id that is not a uuid with a 400', async () => {
    const result = await saveOffer(as.acmeOwner, {
      p_offer: offerBody(COMPANIES.acme),
      p_category_ids: ['car'],
    });
    expectRefused(result, 400);
  });

  it('refuses a company that does not exist, for an admin too', async () => {
    const result = await saveOffer(as.admin, { p_offer: offerBody(randomUUID()), p_category_ids: [CAR] });
    expectRefused(result, 400, 'Fant ikke bedriften.');
  });
});

describe('the company name of an offer', () => {
  it('follows a renamed company', async () => {
    const id = await seededOffer(COMPANIES.fjord);
    const db = backend().gateway.ctx.db;
    await db.query(`update public.companies set name = 'Fjord Eiendom Vest AS' where id = $1`, [
      COMPANIES.fjord,
    ]);
    try {
      expect((await storedOffer(backend(), id)).offer?.company).toBe('Fjord Eiendom Vest AS');
    } finally {
      await db.query(`update public.companies set name = 'Fjord Eiendom AS' where id = $1`, [
        COMPANIES.fjord,
      ]);
    }
    expect((await storedOffer(backend(), id)).offer?.company).toBe('Fjord Eiendom AS');
  });

  it('is the company’s own even when a direct REST write says otherwise', async () => {
    const id = randomUUID();
    const result = await as.acmeOwner
      .from('offers')
      .insert({ id, company_id: COMPANIES.acme, company: 'Fjord Eiendom AS', title: 'Direkte' });
    expect(result.error).toBeNull();
    expect((await storedOffer(backend(), id)).offer?.company).toBe('Acme AS');
  });
});

describe('the offer_secrets embed', () => {
  it('is null for an offer without a secrets row', async () => {
    const id = randomUUID();
    await backend().gateway.ctx.db.query(
      `insert into public.offers (id, company_id, title) values ($1, $2, 'Uten')`,
      [id, COMPANIES.acme],
    );
    const { data, error } = await as.admin
      .from('offers')
      .select('id, offer_secrets(discount_code)')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id, offer_secrets: null });
  });
});
