import { randomUUID } from 'node:crypto';
import { type ApiResult, type MatrixCase, exists, read, rowsOf, write } from './matrix.ts';
import { PERSONAS, type Persona } from './personas.ts';
import { COMPANIES, OFFERS } from './seed-ids.ts';

const NOBODY: readonly Persona[] = [];
const ADMIN: readonly Persona[] = ['admin'];

type Db = Parameters<typeof exists>[0];

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' });
const period = () => ({ p_from: today(), p_to: today() });

/** A view on the offer today (as the database owner), so the aggregates have a row to show or hide. */
async function viewOn(db: Db, offerId: string): Promise<string> {
  const eventId = randomUUID();
  await db.query(
    `insert into public.offer_clicks (offer_id, kind, event_id, user_agent) values ($1, 'view', $2, 'matrix')`,
    [offerId, eventId],
  );
  return eventId;
}

/** The matrix sends many events from one address: its budget is not what is tested here. */
async function freshBudget(db: Db): Promise<string> {
  await db.query('delete from private.click_rate_windows');
  return randomUUID();
}

const hasOffer = (offerId: string) => (result: ApiResult) =>
  rowsOf(result).some((row) => row.offer_id === offerId);

const eventRecorded = (db: Db, eventId: string) =>
  exists(db, 'select 1 from public.offer_clicks where event_id = $1', [eventId]);

const companyStats = (name: string, companyId: string | null, offerId: string, allow: readonly Persona[]) =>
  read<string>({
    table: 'offer_daily_stats',
    name,
    allow,
    prepare: ({ db }) => viewOn(db, offerId),
    run: (client) => client.rpc('offer_daily_stats', { p_company_id: companyId, ...period() }),
    visible: (result) => hasOffer(offerId)(result),
  });

const insertEvent = (name: string, allow: readonly Persona[], fields: Record<string, unknown>) =>
  write<string>({
    table: 'offer_clicks',
    name,
    allow,
    prepare: ({ db }) => freshBudget(db),
    run: (client, { userId }, eventId) =>
      client.from('offer_clicks').insert({
        offer_id: OFFERS.acmeVisible,
        user_id: userId,
        kind: 'view',
        event_id: eventId,
        occurred_at: new Date().toISOString(),
        ...fields,
      }),
    applied: ({ db }, eventId) => eventRecorded(db, eventId),
  });

const SIGNED_IN: readonly Persona[] = PERSONAS.filter((persona) => persona !== 'anon');

/** An event in one's own name that claims it happened `days` ago: applied when stored with that time. */
const backdateEvent = (name: string, days: number, allow: readonly Persona[]) =>
  write<string>({
    table: 'offer_clicks',
    name,
    allow,
    prepare: ({ db }) => freshBudget(db),
    run: (client, { userId }, eventId) =>
      client.from('offer_clicks').insert({
        offer_id: OFFERS.acmeVisible,
        user_id: userId,
        kind: 'view',
        event_id: eventId,
        occurred_at: new Date(Date.now() - days * 86_400_000).toISOString(),
      }),
    applied: ({ db }, eventId) =>
      exists(
        db,
        `select 1 from public.offer_clicks where event_id = $1 and occurred_at < now() - interval '1 day'`,
        [eventId],
      ),
  });

export const analyticsCases: MatrixCase[] = [
  // Aggregates: a company's managers and platform admins only -------------------
  companyStats("read Acme's offer figures", COMPANIES.acme, OFFERS.acmeVisible, [
    'acmeOwner',
    'acmeAdmin',
    'admin',
  ]),
  companyStats("read Fjord's offer figures", COMPANIES.fjord, OFFERS.fjordVisible, ['fjordOwner', 'admin']),
  companyStats('read every offer’s figures', null, OFFERS.curatedVisible, ADMIN),
  read({
    table: 'platform_click_totals',
    name: 'read the platform totals',
    allow: ADMIN,
    prepare: async ({ db }) => {
      await viewOn(db, OFFERS.curatedVisible);
    },
    run: (client) => client.rpc('platform_click_totals', period()),
    visible: (result) => rowsOf(result).some((row) => typeof row.views === 'number' && row.views > 0),
  }),

  // Event rows: who made them nobody reads (no column grant, 42501); platform admins
  // read the event itself -----------------------------------------------------------
  read<string>({
    table: 'offer_clicks',
    name: 'select the user of a view on an Acme offer',
    allow: NOBODY,
    prepare: ({ db }) => viewOn(db, OFFERS.acmeVisible),
    run: (client, _ctx, eventId) =>
      client.from('offer_clicks').select('user_id, user_agent, referrer, event_id').eq('event_id', eventId),
    visible: (result, eventId) => rowsOf(result).some((row) => row.event_id === eventId),
  }),
  read<string>({
    table: 'offer_clicks',
    name: 'select a view on an Acme offer without who made it',
    allow: ADMIN,
    prepare: ({ db }) => viewOn(db, OFFERS.acmeVisible),
    run: (client, _ctx, eventId) =>
      client
        .from('offer_clicks')
        .select('id, offer_id, kind, event_id, occurred_at, created_at')
        .eq('event_id', eventId),
    visible: (result, eventId) => rowsOf(result).some((row) => row.event_id === eventId),
  }),

  // Recording events --------------------------------------------------------------
  insertEvent('insert a view as oneself', PERSONAS, {}),
  insertEvent('insert a code reveal as oneself', PERSONAS, { kind: 'code_reveal' }),
  insertEvent('insert an event of an unknown kind', NOBODY, { kind: 'purchase' }),
  // Backdating: only a signed-in user's own event keeps a past time, up to 7 days
  // (their offline queue); a visitor's is stamped with the server's time.
  backdateEvent('backdate an own event 3 days', 3, SIGNED_IN),
  backdateEvent('backdate an own event 8 days', 8, NOBODY),
  write<string>({
    table: 'offer_clicks',
    name: 'insert an event id a second time',
    allow: NOBODY,
    prepare: async ({ db }) => {
      await freshBudget(db);
      return viewOn(db, OFFERS.acmeVisible);
    },
    run: (client, _ctx, eventId) =>
      client.from('offer_clicks').insert({
        offer_id: OFFERS.acmeVisible,
        kind: 'view',
        event_id: eventId,
        user_agent: 'matrix-again',
      }),
    applied: ({ db }, eventId) =>
      exists(db, `select 1 from public.offer_clicks where event_id = $1 and user_agent = 'matrix-again'`, [
        eventId,
      ]),
  }),
];
