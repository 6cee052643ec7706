import { randomUUID } from 'node:crypto';
import { type MatrixCase, exists, read, returnsRow, write } from './matrix.ts';
import { ACME_MANAGERS, ACME_MEMBERS, PERSONAS, type Persona } from './personas.ts';
import { COMPANIES, EMPLOYEES, USERS } from './seed-ids.ts';

type Db = Parameters<typeof exists>[0];
type Restore = (ctx: { db: Db }) => Promise<void>;

const NOBODY: readonly Persona[] = [];
const ADMIN: readonly Persona[] = ['admin'];
const ACME_STAFF_MANAGERS: readonly Persona[] = [...ACME_MANAGERS, 'admin'];
const FJORD_MANAGERS: readonly Persona[] = ['fjordOwner', 'admin'];

interface CompanySnapshot {
  branding_config: unknown;
  name: string;
  org_no: string;
}

const companySnapshot =
  (id: string) =>
  async ({ db }: { db: Db }): Promise<CompanySnapshot | undefined> =>
    (
      await db.query<CompanySnapshot>(
        'select branding_config, name, org_no from public.companies where id = $1',
        [id],
      )
    ).rows[0];

const restoreCompany =
  (id: string) =>
  async ({ db }: { db: Db }, original: CompanySnapshot | undefined): Promise<void> => {
    await db.query('update public.companies set branding_config = $2, name = $3, org_no = $4 where id = $1', [
      id,
      JSON.stringify(original?.branding_config ?? null),
      original?.name,
      original?.org_no,
    ]);
  };

const randomOrgNo = (): string => String(100000000 + Math.floor(Math.random() * 899999999));

/** Puts a seeded membership back as it was. */
const restoreEmployee =
  (id: string, userId: string, companyId: string, role: string): Restore =>
  async ({ db }) => {
    await db.query(
      `insert into public.employees (id, user_id, company_id, role) values ($1, $2, $3, $4)
       on conflict (id) do update set role = excluded.role, user_id = excluded.user_id`,
      [id, userId, companyId, role],
    );
  };

const membership = (name: string, companyId: string, role: string, allow: readonly Persona[]) =>
  write({
    table: 'employees',
    name,
    allow,
    prepare: async ({ db }) => {
      await db.query('delete from public.employees where user_id = $1', [USERS.individual.id]);
    },
    cleanup: async ({ db }) => {
      await db.query('delete from public.employees where user_id = $1', [USERS.individual.id]);
    },
    run: (client) =>
      client.from('employees').insert({ user_id: USERS.individual.id, company_id: companyId, role }),
    applied: ({ db }) =>
      exists(db, 'select 1 from public.employees where user_id = $1 and company_id = $2 and role = $3', [
        USERS.individual.id,
        companyId,
        role,
      ]),
  });

const setRole = (
  name: string,
  employeeId: string,
  role: string,
  allow: readonly Persona[],
  restore: Restore,
) =>
  write({
    table: 'employees',
    name,
    allow,
    cleanup: restore,
    run: (client) => client.from('employees').update({ role }).eq('id', employeeId),
    applied: ({ db }) =>
      exists(db, 'select 1 from public.employees where id = $1 and role = $2', [employeeId, role]),
  });

const removeEmployee = (name: string, employeeId: string, allow: readonly Persona[], restore: Restore) =>
  write({
    table: 'employees',
    name,
    allow,
    cleanup: restore,
    run: (client) => client.from('employees').delete().eq('id', employeeId),
    applied: async ({ db }) =>
      !(await exists(db, 'select 1 from public.employees where id = $1', [employeeId])),
  });

export const companyCases: MatrixCase[] = [
  // companies ----------------------------------------------------------------------------
  read({
    table: 'companies',
    name: 'select Acme AS',
    allow: [...ACME_MEMBERS, 'admin'],
    run: (client) => client.from('companies').select('*').eq('id', COMPANIES.acme),
    visible: returnsRow(COMPANIES.acme),
  }),
  read({
    table: 'companies',
    name: 'select Fjord Eiendom AS',
    allow: FJORD_MANAGERS,
    run: (client) => client.from('companies').select('*').eq('id', COMPANIES.fjord),
    visible: returnsRow(COMPANIES.fjord),
  }),
  read({
    table: 'public_company_branding',
    name: "select Acme's white-label branding",
    allow: PERSONAS,
    run: (client) => client.from('public_company_branding').select('*').eq('subdomain', 'acme'),
    visible: returnsRow(COMPANIES.acme),
  }),
  read({
    table: 'public_company_branding',
    name: "select Fjord's branding, which is not white-label",
    allow: NOBODY,
    run: (client) => client.from('public_company_branding').select('*').eq('subdomain', 'fjord'),
    visible: returnsRow(COMPANIES.fjord),
  }),
  write({
    table: 'companies',
    name: "update Acme's branding",
    allow: ACME_STAFF_MANAGERS,
    prepare: companySnapshot(COMPANIES.acme),
    cleanup: restoreCompany(COMPANIES.acme),
    run: (client) =>
      client
        .from('companies')
        .update({ branding_config: { title: 'Endret', primary_hsl: '10 50% 50%' } })
        .eq('id', COMPANIES.acme),
    applied: ({ db }) =>
      exists(db, `select 1 from public.companies where id = $1 and branding_config ->> 'title' = 'Endret'`, [
        COMPANIES.acme,
      ]),
  }),
  write({
    table: 'companies',
    name: "update Fjord's name",
    allow: FJORD_MANAGERS,
    prepare: companySnapshot(COMPANIES.fjord),
    cleanup: restoreCompany(COMPANIES.fjord),
    run: (client) => client.from('companies').update({ name: 'Fjord Endret AS' }).eq('id', COMPANIES.fjord),
    applied: ({ db }) =>
      exists(db, `select 1 from public.companies where id = $1 and name = 'Fjord Endret AS'`, [
        COMPANIES.fjord,
      ]),
  }),
  write({
    table: 'companies',
    name: "update Acme's organisation number",
    allow: NOBODY,
    prepare: companySnapshot(COMPANIES.acme),
    cleanup: restoreCompany(COMPANIES.acme),
    run: (client) => client.from('companies').update({ org_no: '999999999' }).eq('id', COMPANIES.acme),
    applied: ({ db }) => exists(db, `select 1 from public.companies where org_no = '999999999'`),
  }),
  write<string>({
    table: 'companies',
    name: 'insert a company',
    allow: ADMIN,
    prepare: () => Promise.resolve(randomOrgNo()),
    run: (client, _ctx, orgNo) => client.from('companies').insert({ name: 'Ny Bedrift AS', org_no: orgNo }),
    applied: ({ db }, orgNo) => exists(db, 'select 1 from public.companies where org_no = $1', [orgNo]),
  }),
  write<string>({
    table: 'companies',
    name: 'delete a company',
    allow: ADMIN,
    prepare: async ({ db }) => {
      const id = randomUUID();
      await db.query(`insert into public.companies (id, name, org_no) values ($1, 'Borte AS', $2)`, [
        id,
        randomOrgNo(),
      ]);
      return id;
    },
    run: (client, _ctx, id) => client.from('companies').delete().eq('id', id),
    applied: async ({ db }, id) => !(await exists(db, 'select 1 from public.companies where id = $1', [id])),
  }),

  // employees ----------------------------------------------------------------------------
  read({
    table: 'employees',
    name: "select the employee's membership",
    allow: [...ACME_MEMBERS, 'admin'],
    run: (client) => client.from('employees').select('*').eq('id', EMPLOYEES.acmeEmployee),
    visible: returnsRow(EMPLOYEES.acmeEmployee),
  }),
  read({
    table: 'employees',
    name: "select the Fjord employee's membership",
    allow: FJORD_MANAGERS,
    run: (client) => client.from('employees').select('*').eq('id', EMPLOYEES.fjordEmployee),
    visible: returnsRow(EMPLOYEES.fjordEmployee),
  }),
  // People join a company only by registering it or accepting an invitation
  // (server side): no client adds a stranger, whatever the role, admins included.
  membership('add the individual to Acme as employee', COMPANIES.acme, 'employee', NOBODY),
  membership('add the individual to Acme as admin', COMPANIES.acme, 'admin', NOBODY),
  membership('add the individual to Acme as owner', COMPANIES.acme, 'owner', NOBODY),
  membership('add the individual to Fjord as employee', COMPANIES.fjord, 'employee', NOBODY),
  write({
    table: 'employees',
    name: 'join Acme as oneself',
    allow: NOBODY,
    personas: ['individual', 'fjordOwner', 'admin'],
    cleanup: async ({ db, userId }) => {
      await db.query('delete from public.employees where user_id = $1 and company_id = $2', [
        userId,
        COMPANIES.acme,
      ]);
    },
    run: (client, { userId }) =>
      client.from('employees').insert({ user_id: userId, company_id: COMPANIES.acme, role: 'employee' }),
    applied: ({ db, userId }) =>
      exists(db, 'select 1 from public.employees where user_id = $1 and company_id = $2', [
        userId,
        COMPANIES.acme,
      ]),
  }),
  setRole(
    'promote the employee to admin',
    EMPLOYEES.acmeEmployee,
    'admin',
    ACME_STAFF_MANAGERS,
    restoreEmployee(EMPLOYEES.acmeEmployee, USERS.acmeEmployee.id, COMPANIES.acme, 'employee'),
  ),
  setRole(
    'promote the employee to owner',
    EMPLOYEES.acmeEmployee,
    'owner',
    ['acmeOwner', 'admin'],
    restoreEmployee(EMPLOYEES.acmeEmployee, USERS.acmeEmployee.id, COMPANIES.acme, 'employee'),
  ),
  // A company always keeps an owner: not even a platform admin demotes or removes the last one.
  setRole(
    "demote Acme's only owner",
    EMPLOYEES.acmeOwner,
    'employee',
    NOBODY,
    restoreEmployee(EMPLOYEES.acmeOwner, USERS.acmeOwner.id, COMPANIES.acme, 'owner'),
  ),
  write({
    table: 'employees',
    name: 'move a membership to another user',
    allow: NOBODY,
    cleanup: async ({ db }) => {
      await db.query('update public.employees set user_id = $2 where id = $1', [
        EMPLOYEES.acmeSeller,
        USERS.acmeSeller.id,
      ]);
    },
    run: (client) =>
      client.from('employees').update({ user_id: USERS.individual.id }).eq('id', EMPLOYEES.acmeSeller),
    applied: ({ db }) =>
      exists(db, 'select 1 from public.employees where id = $1 and user_id = $2', [
        EMPLOYEES.acmeSeller,
        USERS.individual.id,
      ]),
  }),
  removeEmployee(
    'remove an Acme employee',
    EMPLOYEES.acmeSeller,
    ACME_STAFF_MANAGERS,
    restoreEmployee(EMPLOYEES.acmeSeller, USERS.acmeSeller.id, COMPANIES.acme, 'employee'),
  ),
  removeEmployee(
    "remove Acme's only owner",
    EMPLOYEES.acmeOwner,
    NOBODY,
    restoreEmployee(EMPLOYEES.acmeOwner, USERS.acmeOwner.id, COMPANIES.acme, 'owner'),
  ),
  removeEmployee(
    'remove the Fjord employee',
    EMPLOYEES.fjordEmployee,
    FJORD_MANAGERS,
    restoreEmployee(EMPLOYEES.fjordEmployee, USERS.fjordEmployee.id, COMPANIES.fjord, 'employee'),
  ),
];
