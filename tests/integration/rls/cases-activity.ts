import { randomUUID } from 'node:crypto';
import { type MatrixCase, createOffer, exists, read, returnsRow, write } from './matrix.ts';
import { PERSONAS, type Persona } from './personas.ts';
import { OFFERS, USERS } from './seed-ids.ts';

const NOBODY: readonly Persona[] = [];
const ADMIN: readonly Persona[] = ['admin'];

type Db = Parameters<typeof exists>[0];

/** A tombstone of a freshly deleted offer. */
async function tombstoneOf(db: Db): Promise<string> {
  const id = await createOffer(db);
  await db.query('delete from public.offers where id = $1', [id]);
  return id;
}

async function clickOn(db: Db, offerId: string): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into public.offer_clicks (id, offer_id, user_agent) values ($1, $2, 'matrix')`, [
    id,
    offerId,
  ]);
  return id;
}

async function lead(db: Db): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into public.lead_requests (id, kind, payload, idempotency_key) values ($1, 'partoutcar', '{"fullName":"Ola"}', $2)`,
    [id, `matrix-${id}`],
  );
  return id;
}

const clickRecorded = (db: Db, agent: string) =>
  exists(db, 'select 1 from public.offer_clicks where user_agent = $1', [agent]);

/** Insert a click; the user agent marks the attempt so its effect can be found. */
const insertClick = (
  name: string,
  allow: readonly Persona[],
  fields: (userId: string | null) => Record<string, unknown>,
) =>
  write<string>({
    table: 'offer_clicks',
    name,
    allow,
    prepare: () => Promise.resolve(`matrix-${randomUUID()}`),
    run: (client, { userId }, agent) =>
      client
        .from('offer_clicks')
        .insert({ offer_id: OFFERS.curatedVisible, user_agent: agent, ...fields(userId) }),
    applied: ({ db }, agent) => clickRecorded(db, agent),
  });

export const activityCases: MatrixCase[] = [
  // offer_tombstones -------------------------------------------------------------
  read<string>({
    table: 'offer_tombstones',
    name: 'select a tombstone',
    allow: PERSONAS,
    prepare: ({ db }) => tombstoneOf(db),
    run: (client, _ctx, id) => client.from('offer_tombstones').select('*').eq('offer_id', id),
    visible: (result, id) => returnsRow(id, 'offer_id')(result),
  }),
  write<string>({
    table: 'offer_tombstones',
    name: 'insert a tombstone',
    allow: NOBODY,
    prepare: () => Promise.resolve(randomUUID()),
    run: (client, _ctx, id) => client.from('offer_tombstones').insert({ offer_id: id }),
    applied: ({ db }, id) => exists(db, 'select 1 from public.offer_tombstones where offer_id = $1', [id]),
  }),
  write<string>({
    table: 'offer_tombstones',
    name: 'update a tombstone',
    allow: NOBODY,
    prepare: ({ db }) => tombstoneOf(db),
    run: (client, _ctx, id) =>
      client.from('offer_tombstones').update({ removed_at: '2000-01-01T00:00:00Z' }).eq('offer_id', id),
    applied: ({ db }, id) =>
      exists(db, `select 1 from public.offer_tombstones where offer_id = $1 and removed_at < '2001-01-01'`, [
        id,
      ]),
  }),
  write<string>({
    table: 'offer_tombstones',
    name: 'delete a tombstone',
    allow: NOBODY,
    prepare: ({ db }) => tombstoneOf(db),
    run: (client, _ctx, id) => client.from('offer_tombstones').delete().eq('offer_id', id),
    applied: async ({ db }, id) =>
      !(await exists(db, 'select 1 from public.offer_tombstones where offer_id = $1', [id])),
  }),

  // offer_clicks -------------------------------------------------------------------
  insertClick('insert an anonymous click', PERSONAS, () => ({ user_id: null })),
  insertClick('insert a click as oneself', PERSONAS, (userId) => ({ user_id: userId })),
  insertClick('insert a click in the name of another user', NOBODY, (userId) => ({
    user_id: userId === USERS.individual.id ? USERS.acmeEmployee.id : USERS.individual.id,
  })),
  insertClick('insert a click with an IP address', NOBODY, () => ({ ip_address: '10.0.0.1' })),
  write<string>({
    table: 'offer_clicks',
    name: 'insert two clicks in one request',
    allow: NOBODY,
    prepare: () => Promise.resolve(`matrix-${randomUUID()}`),
    run: (client, _ctx, agent) =>
      client.from('offer_clicks').insert([
        { offer_id: OFFERS.curatedVisible, user_agent: agent },
        { offer_id: OFFERS.curatedVisible, user_agent: agent },
      ]),
    applied: ({ db }, agent) => clickRecorded(db, agent),
  }),
  // Click rows hold user ids, user agents and referrers: no persona reads those
  // columns (no column grant); platform admins read the rest of a row.
  read<string>({
    table: 'offer_clicks',
    name: 'select who clicked on a Fjord offer',
    allow: NOBODY,
    prepare: ({ db }) => clickOn(db, OFFERS.fjordVisible),
    run: (client, _ctx, id) =>
      client.from('offer_clicks').select('id, user_id, user_agent, referrer').eq('id', id),
    visible: (result, id) => returnsRow(id)(result),
  }),
  write<string>({
    table: 'offer_clicks',
    name: 'insert a click on a hidden offer',
    allow: ADMIN,
    prepare: () => Promise.resolve(`matrix-${randomUUID()}`),
    run: (client, _ctx, agent) =>
      client.from('offer_clicks').insert({ offer_id: OFFERS.curatedHidden, user_agent: agent }),
    applied: ({ db }, agent) => clickRecorded(db, agent),
  }),
  read<string>({
    table: 'offer_clicks',
    name: 'select every column of the clicks on an Acme offer',
    allow: NOBODY,
    prepare: ({ db }) => clickOn(db, OFFERS.acmeVisible),
    run: (client, _ctx, id) => client.from('offer_clicks').select('*').eq('id', id),
    visible: (result, id) => returnsRow(id)(result),
  }),
  read<string>({
    table: 'offer_clicks',
    name: 'select the clicks on an Acme offer without who clicked',
    allow: ADMIN,
    prepare: ({ db }) => clickOn(db, OFFERS.acmeVisible),
    run: (client, _ctx, id) =>
      client.from('offer_clicks').select('id, offer_id, kind, occurred_at, created_at').eq('id', id),
    visible: (result, id) => returnsRow(id)(result),
  }),
  read<string>({
    table: 'offer_clicks',
    name: 'select the clicks on an admin-curated offer without who clicked',
    allow: ADMIN,
    prepare: ({ db }) => clickOn(db, OFFERS.curatedVisible),
    run: (client, _ctx, id) => client.from('offer_clicks').select('id, offer_id, kind').eq('id', id),
    visible: (result, id) => returnsRow(id)(result),
  }),
  write<string>({
    table: 'offer_clicks',
    name: 'update a click',
    allow: NOBODY,
    prepare: ({ db }) => clickOn(db, OFFERS.acmeVisible),
    run: (client, _ctx, id) =>
      client.from('offer_clicks').update({ referrer: 'https://evil.test' }).eq('id', id),
    applied: ({ db }, id) =>
      exists(db, 'select 1 from public.offer_clicks where id = $1 and referrer is not null', [id]),
  }),
  write<string>({
    table: 'offer_clicks',
    name: 'delete a click',
    allow: ADMIN,
    prepare: ({ db }) => clickOn(db, OFFERS.acmeVisible),
    run: (client, _ctx, id) => client.from('offer_clicks').delete().eq('id', id),
    applied: async ({ db }, id) =>
      !(await exists(db, 'select 1 from public.offer_clicks where id = $1', [id])),
  }),

  // lead_requests: the service role only ---------------------------------------------
  read<string>({
    table: 'lead_requests',
    name: 'select a lead',
    allow: NOBODY,
    prepare: ({ db }) => lead(db),
    run: (client, _ctx, id) => client.from('lead_requests').select('*').eq('id', id),
    visible: (result, id) => returnsRow(id)(result),
  }),
  write<string>({
    table: 'lead_requests',
    name: 'insert a lead',
    allow: NOBODY,
    prepare: () => Promise.resolve(randomUUID()),
    run: (client, _ctx, key) =>
      client
        .from('lead_requests')
        .insert({ kind: 'eiendomsdrift', payload: { fullName: 'Ola' }, idempotency_key: key }),
    applied: ({ db }, key) =>
      exists(db, 'select 1 from public.lead_requests where idempotency_key = $1', [key]),
  }),
  write<string>({
    table: 'lead_requests',
    name: 'update a lead',
    allow: NOBODY,
    prepare: ({ db }) => lead(db),
    run: (client, _ctx, id) => client.from('lead_requests').update({ status: 'mailed' }).eq('id', id),
    applied: ({ db }, id) =>
      exists(db, `select 1 from public.lead_requests where id = $1 and status = 'mailed'`, [id]),
  }),
  write<string>({
    table: 'lead_requests',
    name: 'delete a lead',
    allow: NOBODY,
    prepare: ({ db }) => lead(db),
    run: (client, _ctx, id) => client.from('lead_requests').delete().eq('id', id),
    applied: async ({ db }, id) =>
      !(await exists(db, 'select 1 from public.lead_requests where id = $1', [id])),
  }),
];
