import { randomUUID } from 'node:crypto';
import { type MatrixCase, createOffer, exists, read, returnsRow, write } from './matrix.ts';
import { ACME_MANAGERS, PERSONAS, type Persona, SIGNED_IN } from './personas.ts';
import { COMPANIES, OFFERS, categoryId } from './seed-ids.ts';

const ADMIN: readonly Persona[] = ['admin'];
const ACME_OFFERS: readonly Persona[] = [...ACME_MANAGERS, 'admin'];
const FJORD_OFFERS: readonly Persona[] = ['fjordOwner', 'admin'];

const offerExists = (db: Parameters<typeof exists>[0], id: string, condition = 'true') =>
  exists(db, `select 1 from public.offers where id = $1 and ${condition}`, [id]);

/** Insert an offer with this company_id (null = admin-curated). */
const insertOffer = (companyId: string | null, allow: readonly Persona[], label: string) =>
  write<string>({
    table: 'offers',
    name: `insert ${label}`,
    allow,
    prepare: () => Promise.resolve(randomUUID()),
    run: (client, _ctx, id) =>
      client.from('offers').insert({ id, company_id: companyId, title: 'Nytt tilbud' }),
    applied: ({ db }, id) => offerExists(db, id),
  });

const updateOffer = (
  label: string,
  owner: string | null,
  allow: readonly Persona[],
  change: Record<string, unknown>,
  condition: string,
) =>
  write<string>({
    table: 'offers',
    name: label,
    allow,
    prepare: ({ db }) => createOffer(db, { companyId: owner }),
    run: (client, _ctx, id) => client.from('offers').update(change).eq('id', id),
    applied: ({ db }, id) => offerExists(db, id, condition),
  });

const deleteOffer = (label: string, owner: string | null, allow: readonly Persona[]) =>
  write<string>({
    table: 'offers',
    name: label,
    allow,
    prepare: ({ db }) => createOffer(db, { companyId: owner }),
    run: (client, _ctx, id) => client.from('offers').delete().eq('id', id),
    applied: async ({ db }, id) => !(await offerExists(db, id)),
  });

const readSecrets = (label: string, offerId: string, allow: readonly Persona[]) =>
  read({
    table: 'offer_secrets',
    name: label,
    allow,
    run: (client) => client.from('offer_secrets').select('*').eq('offer_id', offerId),
    visible: returnsRow(offerId, 'offer_id'),
  });

/** The secrets of a fresh 'Kommer snart' offer of this company (null = admin-curated). */
const readComingSoonSecrets = (label: string, companyId: string | null, allow: readonly Persona[]) =>
  read<string>({
    table: 'offer_secrets',
    name: label,
    allow,
    prepare: ({ db }) => createOffer(db, { companyId, active: false }),
    run: (client, _ctx, id) => client.from('offer_secrets').select('*').eq('offer_id', id),
    visible: (result, id) => returnsRow(id, 'offer_id')(result),
  });

const linkExists = (db: Parameters<typeof exists>[0], offerId: string, key: 'car' | 'sport') =>
  exists(db, 'select 1 from public.offer_categories where offer_id = $1 and category_id = $2', [
    offerId,
    categoryId(key),
  ]);

const secretsCode = async (db: Parameters<typeof exists>[0], offerId: string) =>
  (
    await db.query<{ discount_code: string }>(
      'select discount_code from public.offer_secrets where offer_id = $1',
      [offerId],
    )
  ).rows[0]?.discount_code;

/** What a client would write to jump the sync or the newest-first order; the server owns these. */
const FUTURE = '2099-01-01T00:00:00+00:00';
const CHOSEN_REVISION = 9_000_000_000_000;
const TIMESTAMPS = { created_at: FUTURE, updated_at: FUTURE };
const REVISION = { revision: CHOSEN_REVISION };

/** The row kept a client's created_at, updated_at or revision. */
const keptClientColumns = (db: Parameters<typeof exists>[0], table: 'offers' | 'categories', id: string) =>
  exists(
    db,
    `select 1 from public.${table} where id = $1
       and (created_at > '2098-01-01' or updated_at > '2098-01-01' or revision = $2)`,
    [id, CHOSEN_REVISION],
  );

const newCategory = async (db: Parameters<typeof exists>[0]) => {
  const id = randomUUID();
  await db.query(`insert into public.categories (id, key, name) values ($1, $2, 'Før')`, [
    id,
    `matrix-${id}`,
  ]);
  return id;
};

/** Each set of server columns, written on insert and on update; no persona gets its values stored. */
const SERVER_COLUMNS: [string, Record<string, unknown>][] = [
  ['created_at and updated_at', TIMESTAMPS],
  ['revision', REVISION],
];
const serverColumnCases: MatrixCase[] = SERVER_COLUMNS.flatMap(([label, columns]) => [
  write<string>({
    table: 'offers',
    name: `insert an Acme offer with its own ${label}`,
    allow: [],
    prepare: () => Promise.resolve(randomUUID()),
    run: (client, _ctx, id) =>
      client.from('offers').insert({ id, company_id: COMPANIES.acme, title: 'Nytt', ...columns }),
    applied: ({ db }, id) => keptClientColumns(db, 'offers', id),
  }),
  write<string>({
    table: 'offers',
    name: `set ${label} of an Acme offer`,
    allow: [],
    prepare: ({ db }) => createOffer(db, { companyId: COMPANIES.acme }),
    run: (client, _ctx, id) => client.from('offers').update(columns).eq('id', id),
    applied: ({ db }, id) => keptClientColumns(db, 'offers', id),
  }),
  write<string>({
    table: 'categories',
    name: `insert a category with its own ${label}`,
    allow: [],
    prepare: () => Promise.resolve(randomUUID()),
    run: (client, _ctx, id) =>
      client.from('categories').insert({ id, key: `matrix-${id}`, name: 'Matrise', ...columns }),
    applied: ({ db }, id) => keptClientColumns(db, 'categories', id),
  }),
  write<string>({
    table: 'categories',
    name: `set ${label} of a category`,
    allow: [],
    prepare: ({ db }) => newCategory(db),
    run: (client, _ctx, id) => client.from('categories').update(columns).eq('id', id),
    applied: ({ db }, id) => keptClientColumns(db, 'categories', id),
  }),
]);

export const catalogueCases: MatrixCase[] = [
  // categories -----------------------------------------------------------------
  read({
    table: 'categories',
    name: 'select a category',
    allow: PERSONAS,
    run: (client) => client.from('categories').select('*').eq('id', categoryId('car')),
    visible: returnsRow(categoryId('car')),
  }),
  write<string>({
    table: 'categories',
    name: 'insert a category',
    allow: ADMIN,
    prepare: () => Promise.resolve(`matrix-${randomUUID()}`),
    run: (client, _ctx, key) => client.from('categories').insert({ key, name: 'Matrise' }),
    applied: ({ db }, key) => exists(db, 'select 1 from public.categories where key = $1', [key]),
  }),
  write<string>({
    table: 'categories',
    name: 'update a category',
    allow: ADMIN,
    prepare: async ({ db }) => {
      const id = randomUUID();
      await db.query(`insert into public.categories (id, key, name) values ($1, $2, 'Før')`, [
        id,
        `matrix-${id}`,
      ]);
      return id;
    },
    run: (client, _ctx, id) => client.from('categories').update({ name: 'Etter' }).eq('id', id),
    applied: ({ db }, id) =>
      exists(db, `select 1 from public.categories where id = $1 and name = 'Etter'`, [id]),
  }),
  write<string>({
    table: 'categories',
    name: 'delete a category',
    allow: ADMIN,
    prepare: async ({ db }) => {
      const id = randomUUID();
      await db.query(`insert into public.categories (id, key, name) values ($1, $2, 'Borte')`, [
        id,
        `matrix-${id}`,
      ]);
      return id;
    },
    run: (client, _ctx, id) => client.from('categories').delete().eq('id', id),
    applied: async ({ db }, id) => !(await exists(db, 'select 1 from public.categories where id = $1', [id])),
  }),

  // offers ---------------------------------------------------------------------
  read({
    table: 'offers',
    name: 'select a visible offer',
    allow: PERSONAS,
    run: (client) => client.from('offers').select('id, title').eq('id', OFFERS.curatedVisible),
    visible: returnsRow(OFFERS.curatedVisible),
  }),
  read({
    table: 'offers',
    name: 'select a hidden admin-curated offer',
    allow: ADMIN,
    run: (client) => client.from('offers').select('id').eq('id', OFFERS.curatedHidden),
    visible: returnsRow(OFFERS.curatedHidden),
  }),
  read({
    table: 'offers',
    name: "select Acme's hidden offer",
    allow: ACME_OFFERS,
    run: (client) => client.from('offers').select('id').eq('id', OFFERS.acmeHidden),
    visible: returnsRow(OFFERS.acmeHidden),
  }),
  read({
    table: 'offers',
    name: "select Fjord's hidden offer",
    allow: FJORD_OFFERS,
    run: (client) => client.from('offers').select('id').eq('id', OFFERS.fjordHidden),
    visible: returnsRow(OFFERS.fjordHidden),
  }),
  insertOffer(null, ADMIN, 'an admin-curated offer'),
  insertOffer(COMPANIES.acme, ACME_OFFERS, 'an offer for Acme'),
  insertOffer(COMPANIES.fjord, FJORD_OFFERS, 'an offer for Fjord'),
  updateOffer(
    "update an Acme offer's title",
    COMPANIES.acme,
    ACME_OFFERS,
    { title: 'Endret' },
    `title = 'Endret'`,
  ),
  updateOffer('hide an Acme offer', COMPANIES.acme, ACME_OFFERS, { hidden: true }, 'hidden'),
  updateOffer(
    'update a Fjord offer',
    COMPANIES.fjord,
    FJORD_OFFERS,
    { offer_active: false },
    'not offer_active',
  ),
  updateOffer('update an admin-curated offer', null, ADMIN, { title: 'Endret' }, `title = 'Endret'`),
  updateOffer(
    'move an Acme offer to Fjord',
    COMPANIES.acme,
    ADMIN,
    { company_id: COMPANIES.fjord },
    `company_id = '${COMPANIES.fjord}'`,
  ),
  deleteOffer('delete an Acme offer', COMPANIES.acme, ACME_OFFERS),
  deleteOffer('delete a Fjord offer', COMPANIES.fjord, FJORD_OFFERS),
  deleteOffer('delete an admin-curated offer', null, ADMIN),

  // offer_categories -----------------------------------------------------------
  read({
    table: 'offer_categories',
    name: 'select the links of a visible offer',
    allow: PERSONAS,
    run: (client) => client.from('offer_categories').select('*').eq('offer_id', OFFERS.curatedVisible),
    visible: returnsRow(OFFERS.curatedVisible, 'offer_id'),
  }),
  read({
    table: 'offer_categories',
    name: "select the links of Acme's hidden offer",
    allow: ACME_OFFERS,
    run: (client) => client.from('offer_categories').select('*').eq('offer_id', OFFERS.acmeHidden),
    visible: returnsRow(OFFERS.acmeHidden, 'offer_id'),
  }),
  write<string>({
    table: 'offer_categories',
    name: 'link a category to an Acme offer',
    allow: ACME_OFFERS,
    prepare: ({ db }) => createOffer(db, { companyId: COMPANIES.acme }),
    run: (client, _ctx, id) =>
      client.from('offer_categories').insert({ offer_id: id, category_id: categoryId('car') }),
    applied: ({ db }, id) => linkExists(db, id, 'car'),
  }),
  write<string>({
    table: 'offer_categories',
    name: 'link a category to an admin-curated offer',
    allow: ADMIN,
    prepare: ({ db }) => createOffer(db),
    run: (client, _ctx, id) =>
      client.from('offer_categories').insert({ offer_id: id, category_id: categoryId('car') }),
    applied: ({ db }, id) => linkExists(db, id, 'car'),
  }),
  write<string>({
    table: 'offer_categories',
    name: "change an Acme offer's category",
    allow: ACME_OFFERS,
    prepare: ({ db }) => createOffer(db, { companyId: COMPANIES.acme, categoryId: categoryId('car') }),
    run: (client, _ctx, id) =>
      client
        .from('offer_categories')
        .update({ category_id: categoryId('sport') })
        .eq('offer_id', id),
    applied: ({ db }, id) => linkExists(db, id, 'sport'),
  }),
  write<string>({
    table: 'offer_categories',
    name: 'unlink a category from an Acme offer',
    allow: ACME_OFFERS,
    prepare: ({ db }) => createOffer(db, { companyId: COMPANIES.acme, categoryId: categoryId('car') }),
    run: (client, _ctx, id) => client.from('offer_categories').delete().eq('offer_id', id),
    applied: async ({ db }, id) => !(await linkExists(db, id, 'car')),
  }),
  write<string>({
    table: 'offer_categories',
    name: 'unlink a category from a Fjord offer',
    allow: FJORD_OFFERS,
    prepare: ({ db }) => createOffer(db, { companyId: COMPANIES.fjord, categoryId: categoryId('car') }),
    run: (client, _ctx, id) => client.from('offer_categories').delete().eq('offer_id', id),
    applied: async ({ db }, id) => !(await linkExists(db, id, 'car')),
  }),

  // offer_secrets --------------------------------------------------------------
  readSecrets('select the secrets of a visible offer', OFFERS.curatedVisible, SIGNED_IN),
  readSecrets("select the secrets of Acme's hidden offer", OFFERS.acmeHidden, ACME_OFFERS),
  readSecrets("select the secrets of Fjord's hidden offer", OFFERS.fjordHidden, FJORD_OFFERS),
  readSecrets('select the secrets of a hidden admin-curated offer', OFFERS.curatedHidden, ADMIN),
  // 'Kommer snart': only the offer's managers read its code, so no device shows it before it is valid.
  readSecrets('select the secrets of a coming-soon admin-curated offer', OFFERS.curatedComingSoon, ADMIN),
  readComingSoonSecrets("select the secrets of Acme's coming-soon offer", COMPANIES.acme, ACME_OFFERS),
  readComingSoonSecrets("select the secrets of Fjord's coming-soon offer", COMPANIES.fjord, FJORD_OFFERS),
  write<string>({
    table: 'offer_secrets',
    name: "insert an Acme offer's secrets",
    allow: ACME_OFFERS,
    prepare: ({ db }) => createOffer(db, { companyId: COMPANIES.acme, secrets: false }),
    run: (client, _ctx, id) =>
      client.from('offer_secrets').insert({ offer_id: id, discount_code: 'NY-KODE' }),
    applied: async ({ db }, id) => (await secretsCode(db, id)) === 'NY-KODE',
  }),
  write<string>({
    table: 'offer_secrets',
    name: "insert an admin-curated offer's secrets",
    allow: ADMIN,
    prepare: ({ db }) => createOffer(db, { secrets: false }),
    run: (client, _ctx, id) =>
      client.from('offer_secrets').insert({ offer_id: id, discount_code: 'NY-KODE' }),
    applied: async ({ db }, id) => (await secretsCode(db, id)) === 'NY-KODE',
  }),
  write<string>({
    table: 'offer_secrets',
    name: "update an Acme offer's code",
    allow: ACME_OFFERS,
    prepare: ({ db }) => createOffer(db, { companyId: COMPANIES.acme }),
    run: (client, _ctx, id) =>
      client.from('offer_secrets').update({ discount_code: 'ENDRET' }).eq('offer_id', id),
    applied: async ({ db }, id) => (await secretsCode(db, id)) === 'ENDRET',
  }),
  write<string>({
    table: 'offer_secrets',
    name: "update a Fjord offer's code",
    allow: FJORD_OFFERS,
    prepare: ({ db }) => createOffer(db, { companyId: COMPANIES.fjord }),
    run: (client, _ctx, id) =>
      client.from('offer_secrets').update({ discount_code: 'ENDRET' }).eq('offer_id', id),
    applied: async ({ db }, id) => (await secretsCode(db, id)) === 'ENDRET',
  }),
  write<string>({
    table: 'offer_secrets',
    name: "delete an Acme offer's secrets",
    allow: ACME_OFFERS,
    prepare: ({ db }) => createOffer(db, { companyId: COMPANIES.acme }),
    run: (client, _ctx, id) => client.from('offer_secrets').delete().eq('offer_id', id),
    applied: async ({ db }, id) => (await secretsCode(db, id)) === undefined,
  }),
  write<string>({
    table: 'offer_secrets',
    name: "delete an admin-curated offer's secrets",
    allow: ADMIN,
    prepare: ({ db }) => createOffer(db),
    run: (client, _ctx, id) => client.from('offer_secrets').delete().eq('offer_id', id),
    applied: async ({ db }, id) => (await secretsCode(db, id)) === undefined,
  }),

  // created_at, updated_at, revision: the server's (the sync cursor and the newest-first order) --
  ...serverColumnCases,
];
