import { randomUUID } from 'node:crypto';
import { type MatrixCase, exists, read, returnsRow, write } from './matrix.ts';
import { ACME_MEMBERS, PERSONAS, type Persona, SIGNED_IN } from './personas.ts';
import { USERS } from './seed-ids.ts';

type Db = Parameters<typeof exists>[0];

const NOBODY: readonly Persona[] = [];
const ADMIN: readonly Persona[] = ['admin'];
const FJORD_MANAGERS: readonly Persona[] = ['fjordOwner', 'admin'];

/** A fresh signed-up user whose user_roles row (role employee, granted as the server would) the case can change. */
async function freshRoleRow(db: Db): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data) values ($1, '{"user_type":"employee"}') returning id`,
    [`matrix-${randomUUID()}@example.test`],
  );
  const id = rows[0]?.id ?? '';
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'employee')`, [id]);
  return id;
}

/** Anon has no own rows: its attempts target the individual's. */
const selfOr = (userId: string | null) => userId ?? USERS.individual.id;

interface ProfileRow {
  user_id: string;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
}

async function restoreProfile(db: Db, original: ProfileRow | undefined): Promise<void> {
  if (!original) return;
  await db.query(
    `insert into public.auth_user_profiles (user_id, firstname, lastname, phone) values ($1, $2, $3, $4)
     on conflict (user_id) do update set firstname = excluded.firstname, lastname = excluded.lastname, phone = excluded.phone`,
    [original.user_id, original.firstname, original.lastname, original.phone],
  );
}

const profileOf = async (db: Db, userId: string) =>
  (
    await db.query<ProfileRow>(
      'select user_id, firstname, lastname, phone from public.auth_user_profiles where user_id = $1',
      [userId],
    )
  ).rows[0];

export const peopleCases: MatrixCase[] = [
  // user_roles -------------------------------------------------------------------------
  read({
    table: 'user_roles',
    name: "select the employee's role",
    allow: ['employee', 'admin'],
    run: (client) => client.from('user_roles').select('*').eq('user_id', USERS.acmeEmployee.id),
    visible: returnsRow(USERS.acmeEmployee.id, 'user_id'),
  }),
  read({
    table: 'user_roles',
    name: "select the Fjord owner's role",
    allow: ['fjordOwner', 'admin'],
    run: (client) => client.from('user_roles').select('*').eq('user_id', USERS.fjordOwner.id),
    visible: returnsRow(USERS.fjordOwner.id, 'user_id'),
  }),
  write({
    table: 'user_roles',
    name: 'grant the individual the company role',
    allow: ADMIN,
    prepare: async ({ db }) => {
      await db.query('delete from public.user_roles where user_id = $1', [USERS.individual.id]);
    },
    cleanup: async ({ db }) => {
      await db.query('delete from public.user_roles where user_id = $1', [USERS.individual.id]);
    },
    run: (client) => client.from('user_roles').insert({ user_id: USERS.individual.id, role: 'company' }),
    applied: ({ db }) =>
      exists(db, 'select 1 from public.user_roles where user_id = $1', [USERS.individual.id]),
  }),
  write({
    table: 'user_roles',
    name: 'grant oneself the admin role',
    allow: NOBODY,
    personas: PERSONAS.filter((persona) => persona !== 'admin'),
    run: (client, { userId }) => client.from('user_roles').insert({ user_id: userId, role: 'admin' }),
    applied: ({ db, userId }) =>
      exists(db, `select 1 from public.user_roles where user_id = $1 and role = 'admin'`, [userId]),
  }),
  write<string>({
    table: 'user_roles',
    name: "change a user's role",
    allow: ADMIN,
    prepare: ({ db }) => freshRoleRow(db),
    run: (client, _ctx, userId) =>
      client.from('user_roles').update({ role: 'company' }).eq('user_id', userId),
    applied: ({ db }, userId) =>
      exists(db, `select 1 from public.user_roles where user_id = $1 and role = 'company'`, [userId]),
  }),
  write<string>({
    table: 'user_roles',
    name: "remove a user's role",
    allow: ADMIN,
    prepare: ({ db }) => freshRoleRow(db),
    run: (client, _ctx, userId) => client.from('user_roles').delete().eq('user_id', userId),
    applied: async ({ db }, userId) =>
      !(await exists(db, 'select 1 from public.user_roles where user_id = $1', [userId])),
  }),

  // auth_user_profiles ----------------------------------------------------------------
  read({
    table: 'auth_user_profiles',
    name: "select the employee's profile",
    allow: [...ACME_MEMBERS, 'admin'],
    run: (client) => client.from('auth_user_profiles').select('*').eq('user_id', USERS.acmeEmployee.id),
    visible: returnsRow(USERS.acmeEmployee.id, 'user_id'),
  }),
  read({
    table: 'auth_user_profiles',
    name: "select the Fjord employee's profile",
    allow: FJORD_MANAGERS,
    run: (client) => client.from('auth_user_profiles').select('*').eq('user_id', USERS.fjordEmployee.id),
    visible: returnsRow(USERS.fjordEmployee.id, 'user_id'),
  }),
  read({
    table: 'auth_user_profiles',
    name: "select the individual's profile",
    allow: ['individual', 'admin'],
    run: (client) => client.from('auth_user_profiles').select('*').eq('user_id', USERS.individual.id),
    visible: returnsRow(USERS.individual.id, 'user_id'),
  }),
  write<string>({
    table: 'auth_user_profiles',
    name: "update one's own profile",
    allow: SIGNED_IN,
    prepare: () => Promise.resolve(`+47 ${Math.floor(Math.random() * 1e8)}`),
    run: (client, { userId }, phone) =>
      client.from('auth_user_profiles').update({ phone }).eq('user_id', selfOr(userId)),
    applied: ({ db, userId }, phone) =>
      exists(db, 'select 1 from public.auth_user_profiles where user_id = $1 and phone = $2', [
        selfOr(userId),
        phone,
      ]),
  }),
  write({
    table: 'auth_user_profiles',
    name: "update the employee's profile",
    allow: ['employee'],
    cleanup: async ({ db }) => {
      await db.query(`update public.auth_user_profiles set lastname = 'Nordmann' where user_id = $1`, [
        USERS.acmeEmployee.id,
      ]);
    },
    run: (client) =>
      client.from('auth_user_profiles').update({ lastname: 'Endret' }).eq('user_id', USERS.acmeEmployee.id),
    applied: ({ db }) =>
      exists(db, `select 1 from public.auth_user_profiles where user_id = $1 and lastname = 'Endret'`, [
        USERS.acmeEmployee.id,
      ]),
  }),
  write({
    table: 'auth_user_profiles',
    name: "move one's own profile to another user",
    allow: NOBODY,
    run: (client, { userId }) =>
      client
        .from('auth_user_profiles')
        .update({ user_id: USERS.acmeInvited.id })
        .eq('user_id', selfOr(userId)),
    applied: ({ db }) =>
      exists(db, 'select 1 from public.auth_user_profiles where user_id = $1', [USERS.acmeInvited.id]),
  }),
  write({
    table: 'auth_user_profiles',
    name: 'insert a profile for another user',
    allow: NOBODY,
    cleanup: async ({ db }) => {
      await db.query('delete from public.auth_user_profiles where user_id = $1', [USERS.acmeInvited.id]);
    },
    run: (client) =>
      client.from('auth_user_profiles').insert({ user_id: USERS.acmeInvited.id, firstname: 'Falsk' }),
    applied: ({ db }) =>
      exists(db, 'select 1 from public.auth_user_profiles where user_id = $1', [USERS.acmeInvited.id]),
  }),
  write<ProfileRow | undefined>({
    table: 'auth_user_profiles',
    name: "insert one's own missing profile",
    allow: SIGNED_IN,
    prepare: async ({ db, userId }) => {
      const original = await profileOf(db, selfOr(userId));
      await db.query('delete from public.auth_user_profiles where user_id = $1', [selfOr(userId)]);
      return original;
    },
    cleanup: ({ db }, original) => restoreProfile(db, original),
    run: (client, { userId }) =>
      client.from('auth_user_profiles').insert({ user_id: selfOr(userId), firstname: 'Ny' }),
    applied: ({ db, userId }) =>
      exists(db, `select 1 from public.auth_user_profiles where user_id = $1 and firstname = 'Ny'`, [
        selfOr(userId),
      ]),
  }),
  write<ProfileRow | undefined>({
    table: 'auth_user_profiles',
    name: "delete one's own profile",
    allow: NOBODY,
    prepare: ({ db, userId }) => profileOf(db, selfOr(userId)),
    cleanup: ({ db }, original) => restoreProfile(db, original),
    run: (client, { userId }) => client.from('auth_user_profiles').delete().eq('user_id', selfOr(userId)),
    applied: async ({ db, userId }) =>
      !(await exists(db, 'select 1 from public.auth_user_profiles where user_id = $1', [selfOr(userId)])),
  }),
];
