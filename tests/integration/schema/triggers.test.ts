import { describe, expect, it } from 'vitest';
import { COMPANIES, EMPLOYEES, USERS, categoryId } from '../rls/seed-ids.ts';
import { asUser, expectSqlError, one, schemaBackendForFile } from './sql.ts';

const { db } = schemaBackendForFile();

const LONG_AGO = '2020-01-01T00:00:00Z';

async function newOffer(hidden = false): Promise<string> {
  const row = await one<{ id: string }>(
    db(),
    `insert into public.offers (title, hidden, created_at, updated_at) values ('Trigger test', $1, $2, $2) returning id`,
    [hidden, LONG_AGO],
  );
  return row.id;
}

// Timestamps as microseconds since the epoch: JavaScript dates would round to milliseconds.
const MICROS = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;

const offerUpdatedAt = async (id: string) =>
  BigInt(
    (
      await one<{ micros: string }>(
        db(),
        `select ${MICROS('updated_at')} as micros from public.offers where id = $1`,
        [id],
      )
    ).micros,
  );

const tombstone = async (id: string) => {
  const { rows } = await db().query<{ micros: string }>(
    `select ${MICROS('removed_at')} as micros from public.offer_tombstones where offer_id = $1`,
    [id],
  );
  return rows[0] ? { removedAt: BigInt(rows[0].micros) } : undefined;
};

describe('updated_at', () => {
  it.each([
    [
      'offers',
      `insert into public.offers (title, created_at, updated_at) values ('x', $1, $1) returning id`,
      `title = 'y'`,
    ],
    [
      'categories',
      `insert into public.categories (key, name, created_at, updated_at) values ('trigger-test', 'x', $1, $1) returning id`,
      `name = 'y'`,
    ],
    [
      'companies',
      `insert into public.companies (name, org_no, created_at, updated_at) values ('x', '999999999', $1, $1) returning id`,
      `name = 'y'`,
    ],
  ])('moves forward when a row of %s changes', async (table, insertSql, assignment) => {
    const { id } = await one<{ id: string }>(db(), insertSql, [LONG_AGO]);
    const before = Date.now();
    const row = await one<{ updated_at: Date }>(
      db(),
      `update public.${table} set ${assignment} where id = $1 returning updated_at`,
      [id],
    );
    expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('moves forward on employees and profiles too', async () => {
    await db().query(`update public.employees set role = 'admin' where id = $1`, [EMPLOYEES.acmeSeller]);
    await db().query(`update public.auth_user_profiles set phone = '+47 900 00 000' where user_id = $1`, [
      USERS.acmeSeller.id,
    ]);
    const rows = await db().query<{ recent: boolean }>(
      `select updated_at > now() - interval '1 minute' as recent from public.employees where id = $1
       union all
       select updated_at > now() - interval '1 minute' from public.auth_user_profiles where user_id = $2`,
      [EMPLOYEES.acmeSeller, USERS.acmeSeller.id],
    );
    expect(rows.rows).toEqual([{ recent: true }, { recent: true }]);
  });
});

describe('server-set created_at and updated_at', () => {
  const FUTURE = '2099-01-01T00:00:00Z';
  const stamped = (table: string, id: string) =>
    one<{ created_now: boolean; updated_now: boolean }>(
      db(),
      `select created_at between now() - interval '5 minutes' and now() as created_now,
              updated_at between now() - interval '5 minutes' and now() as updated_now
       from public.${table} where id = $1`,
      [id],
    );

  it.each([
    [
      'offers',
      USERS.admin.id,
      `insert into public.offers (title, created_at, updated_at) values ('x', $1, $1) returning id`,
    ],
    [
      'categories',
      USERS.admin.id,
      `insert into public.categories (key, name, created_at, updated_at) values ('stamp-test', 'x', $1, $1) returning id`,
    ],
    [
      'companies',
      USERS.admin.id,
      `insert into public.companies (name, org_no, created_at, updated_at) values ('x', '999999998', $1, $1) returning id`,
    ],
  ])('are the server’s when an API client inserts into %s', async (table, userId, insertSql) => {
    const { id } = await asUser(db(), userId, (tx) => one<{ id: string }>(tx, insertSql, [FUTURE]));
    expect(await stamped(table, id)).toEqual({ created_now: true, updated_now: true });
  });

  it('are the server’s when a user creates their own profile', async () => {
    const { id: userId } = await one<{ id: string }>(
      db(),
      `insert into auth.users (email, raw_user_meta_data) values ('stempel@ordning.test', '{}') returning id`,
    );
    const { id } = await asUser(db(), userId, (tx) =>
      one<{ id: string }>(
        tx,
        `insert into public.auth_user_profiles (user_id, firstname, created_at, updated_at)
         values ($1, 'Ny', $2, $2) returning id`,
        [userId, FUTURE],
      ),
    );
    expect(await stamped('auth_user_profiles', id)).toEqual({ created_now: true, updated_now: true });
  });

  it('keep created_at when an API client updates a row and tries to change it', async () => {
    const id = await newOffer();
    await asUser(db(), USERS.admin.id, (tx) =>
      tx.query('update public.offers set created_at = $2, updated_at = $2 where id = $1', [id, FUTURE]),
    );
    expect(await stamped('offers', id)).toEqual({ created_now: false, updated_now: true });
    const { created } = await one<{ created: Date }>(
      db(),
      'select created_at as created from public.offers where id = $1',
      [id],
    );
    expect(created.toISOString()).toBe(new Date(LONG_AGO).toISOString());
  });

  it('may be set by the database owner and the service role (migrations, the seed, imports)', async () => {
    const id = await newOffer();
    expect(await stamped('offers', id)).toEqual({ created_now: false, updated_now: false });
    const serviceRow = await db().asRole({ role: 'service_role' }, (tx) =>
      one<{ id: string }>(
        tx,
        `insert into public.categories (key, name, created_at, updated_at) values ('service-stamp', 'x', $1, $1) returning id`,
        [LONG_AGO],
      ),
    );
    expect(await stamped('categories', serviceRow.id)).toEqual({ created_now: false, updated_now: false });
  });
});

describe('the catalogue revision', () => {
  const revisionOf = async (table: string, column: string, id: string) =>
    Number(
      (
        await one<{ revision: string }>(
          db(),
          `select revision::text from public.${table} where ${column} = $1`,
          [id],
        )
      ).revision,
    );

  it('is drawn anew, higher every time, by every insert and update of offers, tombstones and categories', async () => {
    const id = await newOffer();
    const inserted = await revisionOf('offers', 'id', id);
    await db().query(`update public.offers set title = 'Ny' where id = $1`, [id]);
    const updated = await revisionOf('offers', 'id', id);
    await db().query('update public.offers set hidden = true where id = $1', [id]);
    const hidden = await revisionOf('offers', 'id', id);
    const tombstone = await revisionOf('offer_tombstones', 'offer_id', id);
    const { id: categoryId } = await one<{ id: string }>(
      db(),
      `insert into public.categories (key, name) values ('revision-test', 'x') returning id`,
    );
    const category = await revisionOf('categories', 'id', categoryId);

    expect(updated).toBeGreaterThan(inserted);
    expect(hidden).toBeGreaterThan(updated);
    expect(tombstone).toBeGreaterThan(hidden);
    expect(category).toBeGreaterThan(tombstone);
  });

  it('is not the writer’s to choose, not even the database owner’s', async () => {
    const { id } = await one<{ id: string }>(
      db(),
      `insert into public.offers (title, revision) values ('x', 9000000000000) returning id`,
    );
    expect(await revisionOf('offers', 'id', id)).toBeLessThan(9_000_000_000_000);
    await asUser(db(), USERS.admin.id, (tx) =>
      tx.query('update public.offers set revision = 1 where id = $1', [id]),
    );
    expect(await revisionOf('offers', 'id', id)).toBeGreaterThan(1);
  });

  it('moves when an offer’s secrets or category links change', async () => {
    const id = await newOffer();
    const before = await revisionOf('offers', 'id', id);
    await db().query(`insert into public.offer_secrets (offer_id, discount_code) values ($1, 'NY')`, [id]);
    const afterSecrets = await revisionOf('offers', 'id', id);
    await db().query('insert into public.offer_categories (offer_id, category_id) values ($1, $2)', [
      id,
      categoryId('car'),
    ]);
    expect(afterSecrets).toBeGreaterThan(before);
    expect(await revisionOf('offers', 'id', id)).toBeGreaterThan(afterSecrets);
  });

  it('is told to anyone as the newest one drawn, and nothing else', async () => {
    const id = await newOffer();
    const latest = await asUser(db(), null, (tx) =>
      one<{ latest: string }>(tx, 'select public.latest_catalogue_revision()::text as latest'),
    );
    expect(Number(latest.latest)).toBeGreaterThanOrEqual(await revisionOf('offers', 'id', id));
    await expectSqlError(
      asUser(db(), null, (tx) => tx.query(`select setval('private.catalogue_revision', 1)`)),
      '42501',
    );
  });
});

describe('offer tombstones', () => {
  it('records a deleted offer', async () => {
    const id = await newOffer();
    await db().query(`insert into public.offer_secrets (offer_id, discount_code) values ($1, 'GONE')`, [id]);
    await db().query('delete from public.offers where id = $1', [id]);
    expect(await tombstone(id)).toBeDefined();
    const secrets = await db().query('select 1 from public.offer_secrets where offer_id = $1', [id]);
    expect(secrets.rows).toEqual([]);
  });

  it('records an offer when it becomes hidden and forgets it when shown again', async () => {
    const id = await newOffer();
    expect(await tombstone(id)).toBeUndefined();
    await db().query('update public.offers set hidden = true where id = $1', [id]);
    const first = await tombstone(id);
    expect(first).toBeDefined();

    await db().query('update public.offers set hidden = false where id = $1', [id]);
    expect(await tombstone(id)).toBeUndefined();
    expect(await offerUpdatedAt(id)).toBeGreaterThan(BigInt(Date.parse(LONG_AGO)) * 1000n);

    await db().query('update public.offers set hidden = true where id = $1', [id]);
    const second = await tombstone(id);
    expect(second?.removedAt).toBeGreaterThanOrEqual(first?.removedAt ?? 0n);
  });

  it('does not record an offer that was hidden from the start, nor an edit of a hidden offer', async () => {
    const id = await newOffer(true);
    await db().query(`update public.offers set title = 'Still hidden', hidden = true where id = $1`, [id]);
    expect(await tombstone(id)).toBeUndefined();
  });

  it('forgets the tombstone when an offer is inserted again with the same id', async () => {
    const id = await newOffer();
    await db().query('delete from public.offers where id = $1', [id]);
    expect(await tombstone(id)).toBeDefined();
    await db().query(`insert into public.offers (id, title) values ($1, 'Back')`, [id]);
    expect(await tombstone(id)).toBeUndefined();
  });

  it('is written for company managers, who have no write access to the feed themselves', async () => {
    const id = (
      await one<{ id: string }>(
        db(),
        `insert into public.offers (title, company_id) values ('Acme', $1) returning id`,
        [COMPANIES.acme],
      )
    ).id;
    await asUser(db(), USERS.acmeOwner.id, (tx) =>
      tx.query('update public.offers set hidden = true where id = $1', [id]),
    );
    expect(await tombstone(id)).toBeDefined();
    await expectSqlError(
      asUser(db(), USERS.acmeOwner.id, (tx) =>
        tx.query('delete from public.offer_tombstones where offer_id = $1', [id]),
      ),
      '42501',
    );
  });
});

describe('changes that make clients refetch an offer', () => {
  it.each([
    [
      'adding its secrets',
      (id: string) => `insert into public.offer_secrets (offer_id, discount_code) values ('${id}', 'NEW')`,
    ],
    [
      'changing its secrets',
      (id: string) => `update public.offer_secrets set discount_code = 'CHANGED' where offer_id = '${id}'`,
    ],
    ['deleting its secrets', (id: string) => `delete from public.offer_secrets where offer_id = '${id}'`],
    [
      'linking a category',
      (id: string) =>
        `insert into public.offer_categories (offer_id, category_id) values ('${id}', '${categoryId('car')}')`,
    ],
    ['unlinking a category', (id: string) => `delete from public.offer_categories where offer_id = '${id}'`],
  ])('bump the offer updated_at when %s', async (_label, statement) => {
    const id = await newOffer();
    if (!/^insert/.test(statement(id))) {
      await db().query(`insert into public.offer_secrets (offer_id, discount_code) values ($1, 'OLD')`, [id]);
      await db().query(`insert into public.offer_categories (offer_id, category_id) values ($1, $2)`, [
        id,
        categoryId('car'),
      ]);
    }
    // PGlite's clock ticks in milliseconds, so compare against a timestamp set long ago
    // (with triggers off for that one statement) rather than against the previous write.
    await db().transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query('update public.offers set updated_at = $2 where id = $1', [id, LONG_AGO]);
    });
    const before = await offerUpdatedAt(id);
    expect(before).toBe(BigInt(Date.parse(LONG_AGO)) * 1000n);
    await db().query(statement(id));
    expect(await offerUpdatedAt(id)).toBeGreaterThan(before);
  });
});

describe('signup', () => {
  async function signUp(email: string, metadata: Record<string, unknown>): Promise<string> {
    const row = await one<{ id: string }>(
      db(),
      `insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id`,
      [email, JSON.stringify(metadata)],
    );
    return row.id;
  }

  const profileAndRoles = async (userId: string) => ({
    profile: (
      await db().query(
        'select firstname, lastname, phone from public.auth_user_profiles where user_id = $1',
        [userId],
      )
    ).rows[0],
    roles: (
      await db().query<{ role: string }>('select role from public.user_roles where user_id = $1', [userId])
    ).rows.map((row) => row.role),
  });

  it('creates the profile and the company role for a company signup', async () => {
    const id = await signUp('ny@bedrift.test', {
      user_type: 'company',
      firstname: 'Per',
      lastname: 'Hansen',
      phone: null,
      company_name: 'Bedrift AS',
      org_no: '914563720',
    });
    expect(await profileAndRoles(id)).toEqual({
      profile: { firstname: 'Per', lastname: 'Hansen', phone: null },
      roles: ['company'],
    });
  });

  // The global role 'employee' comes with a membership the server creates, never from metadata.
  it('gives neither a self-declared employee nor an individual a role', async () => {
    const employee = await signUp('ny.ansatt@bedrift.test', {
      user_type: 'employee',
      firstname: 'Eva',
      lastname: 'Moe',
      phone: '+47 911 22 333',
    });
    const individual = await signUp('privat2@ordning.test', {
      user_type: 'individual',
      firstname: 'Ida',
      lastname: 'Vik',
    });
    expect(await profileAndRoles(employee)).toEqual({
      profile: { firstname: 'Eva', lastname: 'Moe', phone: '+47 911 22 333' },
      roles: [],
    });
    expect((await profileAndRoles(individual)).roles).toEqual([]);
  });

  it('never grants admin from signup metadata', async () => {
    const id = await signUp('sneaky@ordning.test', { user_type: 'admin', firstname: 'Sly', lastname: 'Fox' });
    expect((await profileAndRoles(id)).roles).toEqual([]);
  });

  it('creates no profile for a user without a name, such as a bare invite', async () => {
    const id = await signUp('invitert2@acme.test', { user_type: 'employee' });
    expect(await profileAndRoles(id)).toEqual({ profile: undefined, roles: [] });
  });
});

describe('company owners', () => {
  it('cannot demote the only owner of a company', async () => {
    await expectSqlError(
      asUser(db(), USERS.fjordOwner.id, (tx) =>
        tx.query(`update public.employees set role = 'admin' where id = $1`, [EMPLOYEES.fjordOwner]),
      ),
      '23514',
    );
  });

  // Nobody changes their own role: the co-owner demotes the first owner.
  it('may be demoted by a co-owner once another owner exists', async () => {
    await asUser(db(), USERS.acmeOwner.id, (tx) =>
      tx.query(`update public.employees set role = 'owner' where id = $1`, [EMPLOYEES.acmeAdmin]),
    );
    const { rows } = await asUser(db(), USERS.acmeAdmin.id, (tx) =>
      tx.query<{ role: string }>(`update public.employees set role = 'admin' where id = $1 returning role`, [
        EMPLOYEES.acmeOwner,
      ]),
    );
    expect(rows).toEqual([{ role: 'admin' }]);
  });
});
