import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../supabase/local/db/database.ts';
import { type ApiResult, type MatrixCase, createOffer, exists, read, rowsOf, write } from './matrix.ts';
import { ACME_MANAGERS, type Persona, SIGNED_IN } from './personas.ts';
import { COMPANIES, OFFERS, categoryId } from './seed-ids.ts';

// Publishing offers (issue 13): the save_offer RPC for every persona, and the
// reads the company and admin screens make (the list with its secrets embed,
// the count of offers using a category).

const ADMIN: readonly Persona[] = ['admin'];
const ACME_OFFERS: readonly Persona[] = [...ACME_MANAGERS, 'admin'];
const FJORD_OFFERS: readonly Persona[] = ['fjordOwner', 'admin'];

const LIST_COLUMNS =
  'id, title, company, company_id, hidden, offer_secrets(discount_code, website, offer_url, offer_email), ' +
  'offer_categories(categories(id, name, key))';

function saveOffer(client: SupabaseClient, offerId: string | null, companyId: string | null, title: string) {
  return client.rpc('save_offer', {
    p_offer_id: offerId,
    p_offer: { company_id: companyId, title, description: '<p>Matrise</p>', hidden: false },
    p_secrets: { discount_code: 'PUBLISERT' },
    p_category_ids: [categoryId('sport')],
  });
}

/** Anything of the save reached the database: the offer, its code or its link. */
function saved(db: Database, title: string): Promise<boolean> {
  return exists(
    db,
    `select 1 from public.offers o where o.title = $1
     union all select 1 from public.offer_secrets s join public.offers o on o.id = s.offer_id
       where o.title = $1 and s.discount_code = 'PUBLISERT'`,
    [title],
  );
}

function changed(db: Database, id: string): Promise<boolean> {
  return exists(
    db,
    `select 1 from public.offers where id = $1 and title = 'Publisert'
     union all select 1 from public.offer_secrets where offer_id = $1 and discount_code = 'PUBLISERT'
     union all select 1 from public.offer_categories where offer_id = $1 and category_id = $2`,
    [id, categoryId('sport')],
  );
}

const removeByTitle = async (db: Database, title: string) => {
  await db.query('delete from public.offers where title = $1', [title]);
};

const createCase = (label: string, companyId: string | null, allow: readonly Persona[]) =>
  write<string>({
    table: 'rpc/save_offer',
    name: `create ${label}`,
    allow,
    prepare: () => Promise.resolve(`Matrise ${randomUUID()}`),
    run: (client, _ctx, title) => saveOffer(client, null, companyId, title),
    applied: ({ db }, title) => saved(db, title),
    cleanup: ({ db }, title) => removeByTitle(db, title),
  });

const updateCase = (
  label: string,
  owner: string | null,
  target: string | null,
  allow: readonly Persona[],
  hidden = false,
) =>
  write<string>({
    table: 'rpc/save_offer',
    name: label,
    allow,
    prepare: ({ db }) => createOffer(db, { companyId: owner, hidden, categoryId: categoryId('car') }),
    run: (client, _ctx, id) => saveOffer(client, id, target, 'Publisert'),
    applied: ({ db }, id) => changed(db, id),
  });

/** The list row of this offer carries its secrets (an object, as PostgREST embeds one-to-one). */
const listsSecrets =
  (id: string) =>
  (result: ApiResult): boolean =>
    rowsOf(result).some(
      (row) =>
        row.id === id &&
        typeof row.offer_secrets === 'object' &&
        row.offer_secrets !== null &&
        !Array.isArray(row.offer_secrets),
    );

const listRead = (label: string, id: string, allow: readonly Persona[]) =>
  read({
    table: 'offers',
    name: `the offer list with secrets: ${label}`,
    allow,
    run: (client) => client.from('offers').select(LIST_COLUMNS).eq('id', id),
    visible: listsSecrets(id),
  });

interface UsedCategory {
  categoryId: string;
  offerId: string;
}

/** A fresh category used by one fresh offer of this company, hidden or not. */
const categoryInUse =
  (companyId: string | null, hidden: boolean) =>
  async ({ db }: { db: Database }): Promise<UsedCategory> => {
    const id = randomUUID();
    await db.query(`insert into public.categories (id, key, name) values ($1, $2, 'Telles')`, [
      id,
      `matrix-${id}`,
    ]);
    return { categoryId: id, offerId: await createOffer(db, { companyId, hidden, categoryId: id }) };
  };

const countRead = (label: string, companyId: string | null, hidden: boolean, allow: readonly Persona[]) =>
  read<UsedCategory>({
    table: 'offer_categories',
    name: `count the offers using a category: ${label}`,
    allow,
    prepare: categoryInUse(companyId, hidden),
    run: (client, _ctx, fixture) =>
      client
        .from('offer_categories')
        .select('offer_id', { count: 'exact', head: true })
        .eq('category_id', fixture.categoryId),
    visible: (result) => (result as ApiResult & { count?: number | null }).count === 1,
    cleanup: async ({ db }, fixture) => {
      await db.query('delete from public.offers where id = $1', [fixture.offerId]);
      await db.query('delete from public.categories where id = $1', [fixture.categoryId]);
    },
  });

export const publishingCases: MatrixCase[] = [
  // save_offer: create --------------------------------------------------------
  createCase('an offer for Acme', COMPANIES.acme, ACME_OFFERS),
  createCase('an offer for Fjord', COMPANIES.fjord, FJORD_OFFERS),
  createCase('an admin-curated offer', null, ADMIN),

  // save_offer: update (fields, secrets and links at once) -------------------
  updateCase('update an Acme offer', COMPANIES.acme, COMPANIES.acme, ACME_OFFERS),
  updateCase("update Acme's hidden offer", COMPANIES.acme, COMPANIES.acme, ACME_OFFERS, true),
  updateCase('update a Fjord offer', COMPANIES.fjord, COMPANIES.fjord, FJORD_OFFERS),
  updateCase('update an admin-curated offer', null, null, ADMIN),
  updateCase('move an Acme offer to Fjord', COMPANIES.acme, COMPANIES.fjord, ADMIN),
  updateCase('move a Fjord offer to Acme', COMPANIES.fjord, COMPANIES.acme, ADMIN),
  updateCase('make an Acme offer admin-curated', COMPANIES.acme, null, ADMIN),
  updateCase('take over an admin-curated offer for Acme', null, COMPANIES.acme, ADMIN),

  // The edit form's reads: secrets of the company's own offers, hidden ones too.
  listRead('a visible offer', OFFERS.curatedVisible, SIGNED_IN),
  listRead("Acme's hidden offer", OFFERS.acmeHidden, ACME_OFFERS),
  listRead("Fjord's hidden offer", OFFERS.fjordHidden, FJORD_OFFERS),
  listRead('a hidden admin-curated offer', OFFERS.curatedHidden, ADMIN),

  // The category admin's count: every link for admins, hidden offers included.
  countRead('a visible offer', null, false, [
    'anon',
    'individual',
    'employee',
    'acmeOwner',
    'acmeAdmin',
    'fjordOwner',
    'admin',
  ]),
  countRead('a hidden admin-curated offer', null, true, ADMIN),
  countRead("Acme's hidden offer", COMPANIES.acme, true, ACME_OFFERS),
];
