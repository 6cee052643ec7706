import { type MatrixCase, exists, read, returnsRow, write } from './matrix.ts';
import { type Persona, SIGNED_IN } from './personas.ts';
import { OFFERS, USERS } from './seed-ids.ts';

// favourites: a person's saved offers. Each signed-in persona reads, saves and
// removes only their own rows; nobody (admins included) sees or touches another's.

type Db = Parameters<typeof exists>[0];

const NOBODY: readonly Persona[] = [];
const OFFER = OFFERS.curatedVisible;

/** The seeded individual's favourite, or the employee's when the individual is the one asking. */
const otherUserOf = (userId: string | null): string =>
  userId === USERS.individual.id ? USERS.acmeEmployee.id : USERS.individual.id;

async function saveFavourite(db: Db, userId: string): Promise<string> {
  await db.query('insert into public.favourites (user_id, offer_id) values ($1, $2) on conflict do nothing', [
    userId,
    OFFER,
  ]);
  return userId;
}

async function forget(db: Db, userId: string | null): Promise<void> {
  if (userId) await db.query('delete from public.favourites where user_id = $1', [userId]);
}

const isSaved = (db: Db, userId: string | null) =>
  userId === null
    ? Promise.resolve(false)
    : exists(db, 'select 1 from public.favourites where user_id = $1 and offer_id = $2', [userId, OFFER]);

export const favouriteCases: MatrixCase[] = [
  read<string | null>({
    table: 'favourites',
    name: 'select own favourites',
    allow: SIGNED_IN,
    prepare: async ({ db, userId }) => (userId ? saveFavourite(db, userId) : null),
    cleanup: ({ db }, userId) => forget(db, userId),
    run: (client) => client.from('favourites').select('user_id, offer_id'),
    visible: (result, userId) => userId !== null && returnsRow(userId, 'user_id')(result),
  }),
  read<string>({
    table: 'favourites',
    name: "select another person's favourites",
    allow: NOBODY,
    prepare: ({ db, userId }) => saveFavourite(db, otherUserOf(userId)),
    cleanup: ({ db }, userId) => forget(db, userId),
    run: (client, _ctx, userId) =>
      client.from('favourites').select('user_id, offer_id').eq('user_id', userId),
    visible: (result, userId) => returnsRow(userId, 'user_id')(result),
  }),
  write({
    table: 'favourites',
    name: 'save a favourite for oneself',
    allow: SIGNED_IN,
    cleanup: ({ db, userId }) => forget(db, userId),
    run: (client) => client.from('favourites').insert({ offer_id: OFFER }),
    applied: ({ db, userId }) => isSaved(db, userId),
  }),
  write<string>({
    table: 'favourites',
    name: 'save a favourite in the name of another person',
    allow: NOBODY,
    prepare: ({ userId }) => Promise.resolve(otherUserOf(userId)),
    cleanup: ({ db }, other) => forget(db, other),
    run: (client, _ctx, other) => client.from('favourites').insert({ user_id: other, offer_id: OFFER }),
    applied: ({ db }, other) => isSaved(db, other),
  }),
  write<string | null>({
    table: 'favourites',
    name: 'remove own favourite',
    allow: SIGNED_IN,
    prepare: async ({ db, userId }) => (userId ? saveFavourite(db, userId) : null),
    cleanup: ({ db }, userId) => forget(db, userId),
    run: (client) => client.from('favourites').delete().eq('offer_id', OFFER),
    applied: async ({ db }, userId) => userId !== null && !(await isSaved(db, userId)),
  }),
  write<string>({
    table: 'favourites',
    name: "remove another person's favourite",
    allow: NOBODY,
    prepare: ({ db, userId }) => saveFavourite(db, otherUserOf(userId)),
    cleanup: ({ db }, other) => forget(db, other),
    run: (client, _ctx, other) =>
      client.from('favourites').delete().eq('user_id', other).eq('offer_id', OFFER),
    applied: async ({ db }, other) => !(await isSaved(db, other)),
  }),
  write<string>({
    table: 'favourites',
    name: 'move a favourite to another person',
    allow: NOBODY,
    prepare: async ({ db, userId }) => {
      if (userId) await saveFavourite(db, userId);
      return otherUserOf(userId);
    },
    cleanup: async ({ db, userId }, other) => {
      await forget(db, userId);
      await forget(db, other);
    },
    run: (client, _ctx, other) => client.from('favourites').update({ user_id: other }).eq('offer_id', OFFER),
    applied: ({ db }, other) => isSaved(db, other),
  }),
];
