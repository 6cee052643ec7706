import { afterEach, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../auth/auth-helpers.ts';
import type { Persona } from '../rls/personas.ts';
import { COMPANIES, EMPLOYEES, USERS } from '../rls/seed-ids.ts';
import {
  addMembership,
  employeesBackendForFile,
  expectRefused,
  freshUser,
  personaClientCache,
  restoreSeededMemberships,
  roleOf,
  setRoleAsOwner,
} from './support.ts';

const backend = employeesBackendForFile();
const clientOf = personaClientCache(backend);
const db = () => backend().gateway.ctx.db;

afterEach(() => restoreSeededMemberships(db()));

const NOT_A_MANAGER = /Bare eiere og administratorer/;
const OWNER_ONLY = /Bare en eier/;
const OWN_ROLE = /din egen rolle/;
const LAST_OWNER = /minst én eier/;

async function updateRole(persona: Persona, employeeId: string, role: string) {
  return (await clientOf(persona)).from('employees').update({ role }).eq('id', employeeId);
}

async function remove(persona: Persona, employeeId: string) {
  return (await clientOf(persona)).from('employees').delete().eq('id', employeeId);
}

async function exists(employeeId: string): Promise<boolean> {
  return (await roleOf(db(), employeeId)) !== null;
}

/** Makes a fresh account a second owner of Acme, so the seeded owner is no longer the last one. */
async function acmeCoOwner(): Promise<string> {
  return addMembership(db(), await freshUser(db(), 'Medeier'), COMPANIES.acme, 'owner');
}

describe('changing an employee role', () => {
  it.each<[Persona, string]>([
    ['acmeOwner', 'admin'],
    ['acmeOwner', 'owner'],
    ['acmeAdmin', 'admin'],
    ['admin', 'owner'],
  ])('%s may make an Acme employee %s', async (persona, role) => {
    const result = await updateRole(persona, EMPLOYEES.acmeSeller, role);
    expect(result.error).toBeNull();
    expect(result.status).toBe(204);
    expect(await roleOf(db(), EMPLOYEES.acmeSeller)).toBe(role);
  });

  it('refuses a plain employee with 403 and a Norwegian reason', async () => {
    expectRefused(await updateRole('employee', EMPLOYEES.acmeSeller, 'admin'), 403, '42501', NOT_A_MANAGER);
    expect(await roleOf(db(), EMPLOYEES.acmeSeller)).toBe('employee');
  });

  it('refuses a company admin who promotes anyone to owner', async () => {
    expectRefused(await updateRole('acmeAdmin', EMPLOYEES.acmeSeller, 'owner'), 403, '42501', OWNER_ONLY);
    expect(await roleOf(db(), EMPLOYEES.acmeSeller)).toBe('employee');
  });

  it('refuses a company admin who demotes an owner, even one who is not the last', async () => {
    await acmeCoOwner();
    expectRefused(await updateRole('acmeAdmin', EMPLOYEES.acmeOwner, 'employee'), 403, '42501', OWNER_ONLY);
    expect(await roleOf(db(), EMPLOYEES.acmeOwner)).toBe('owner');
  });

  it('lets an owner demote a co-owner', async () => {
    const coOwner = await acmeCoOwner();
    expect((await updateRole('acmeOwner', coOwner, 'admin')).error).toBeNull();
    expect(await roleOf(db(), coOwner)).toBe('admin');
  });

  it('lets nobody change their own role', async () => {
    await acmeCoOwner();
    expectRefused(await updateRole('acmeAdmin', EMPLOYEES.acmeAdmin, 'employee'), 403, '42501', OWN_ROLE);
    expectRefused(await updateRole('acmeAdmin', EMPLOYEES.acmeAdmin, 'owner'), 403, '42501', OWN_ROLE);
    expectRefused(await updateRole('acmeOwner', EMPLOYEES.acmeOwner, 'admin'), 403, '42501', OWN_ROLE);
    // A platform admin who is also a member of a company is no exception.
    const adminMembership = await addMembership(db(), USERS.admin.id, COMPANIES.fjord, 'admin');
    expectRefused(await updateRole('admin', adminMembership, 'owner'), 403, '42501', OWN_ROLE);
    expect(await roleOf(db(), EMPLOYEES.acmeAdmin)).toBe('admin');
    expect(await roleOf(db(), EMPLOYEES.acmeOwner)).toBe('owner');
    expect(await roleOf(db(), adminMembership)).toBe('admin');
  });

  it.each<Persona>(['acmeOwner', 'admin'])(
    'keeps the last owner: %s cannot demote them (400)',
    async (persona) => {
      expectRefused(await updateRole(persona, EMPLOYEES.acmeOwner, 'admin'), 400, '23514', LAST_OWNER);
      expect(await roleOf(db(), EMPLOYEES.acmeOwner)).toBe('owner');
    },
  );

  it('lets a platform admin demote an owner who is not the last', async () => {
    await acmeCoOwner();
    expect((await updateRole('admin', EMPLOYEES.acmeOwner, 'admin')).error).toBeNull();
    expect(await roleOf(db(), EMPLOYEES.acmeOwner)).toBe('admin');
  });

  it.each<Persona>(['individual', 'fjordOwner'])(
    'changes nothing for %s, who is not in Acme (the row is out of reach, not an error)',
    async (persona) => {
      const result = await updateRole(persona, EMPLOYEES.acmeSeller, 'admin');
      expect(result.status).toBeLessThan(500);
      expect(await roleOf(db(), EMPLOYEES.acmeSeller)).toBe('employee');
    },
  );

  it('refuses anon with 401', async () => {
    const result = await updateRole('anon', EMPLOYEES.acmeSeller, 'admin');
    expect(result.status).toBe(401);
    expect(await roleOf(db(), EMPLOYEES.acmeSeller)).toBe('employee');
  });

  it('refuses an unknown role with 400', async () => {
    expectRefused(await updateRole('acmeOwner', EMPLOYEES.acmeSeller, 'sjef'), 400, '23514');
  });

  it('lets no client move a membership to another company or user', async () => {
    const client = await clientOf('acmeOwner');
    const moved = await client
      .from('employees')
      .update({ company_id: COMPANIES.fjord })
      .eq('id', EMPLOYEES.acmeSeller);
    expect(moved.error).not.toBeNull();
    expect(moved.status).toBeLessThan(500);
    const { rows } = await db().query('select company_id from public.employees where id = $1', [
      EMPLOYEES.acmeSeller,
    ]);
    expect(rows).toEqual([{ company_id: COMPANIES.acme }]);
  });
});

describe('removing an employee', () => {
  it.each<Persona>(['acmeOwner', 'acmeAdmin', 'admin'])('%s may remove an Acme employee', async (persona) => {
    const result = await remove(persona, EMPLOYEES.acmeSeller);
    expect(result.error).toBeNull();
    expect(await exists(EMPLOYEES.acmeSeller)).toBe(false);
  });

  it('refuses a plain employee with 403', async () => {
    expectRefused(await remove('employee', EMPLOYEES.acmeSeller), 403, '42501', NOT_A_MANAGER);
    expect(await exists(EMPLOYEES.acmeSeller)).toBe(true);
  });

  it('refuses a company admin who removes an owner', async () => {
    await acmeCoOwner();
    expectRefused(await remove('acmeAdmin', EMPLOYEES.acmeOwner), 403, '42501', OWNER_ONLY);
    expect(await exists(EMPLOYEES.acmeOwner)).toBe(true);
  });

  it('lets an owner remove a co-owner', async () => {
    const coOwner = await acmeCoOwner();
    expect((await remove('acmeOwner', coOwner)).error).toBeNull();
    expect(await exists(coOwner)).toBe(false);
  });

  it.each<Persona>(['acmeOwner', 'admin'])(
    'keeps the last owner: %s cannot remove them (400)',
    async (persona) => {
      const result = await remove(persona, EMPLOYEES.acmeOwner);
      // The owner removing themselves hears the last-owner reason first.
      expectRefused(result, 400, '23514', LAST_OWNER);
      expect(await exists(EMPLOYEES.acmeOwner)).toBe(true);
    },
  );

  it('lets nobody remove themselves', async () => {
    await acmeCoOwner();
    expectRefused(await remove('acmeAdmin', EMPLOYEES.acmeAdmin), 403, '42501', /fjerne deg selv/);
    expectRefused(await remove('acmeOwner', EMPLOYEES.acmeOwner), 403, '42501', /fjerne deg selv/);
    expect(await exists(EMPLOYEES.acmeAdmin)).toBe(true);
    expect(await exists(EMPLOYEES.acmeOwner)).toBe(true);
  });

  it.each<Persona>(['individual', 'fjordOwner'])(
    'removes nothing for %s, who is not in Acme',
    async (persona) => {
      const result = await remove(persona, EMPLOYEES.acmeSeller);
      expect(result.status).toBeLessThan(500);
      expect(await exists(EMPLOYEES.acmeSeller)).toBe(true);
    },
  );

  it('refuses anon with 401', async () => {
    expect((await remove('anon', EMPLOYEES.acmeSeller)).status).toBe(401);
    expect(await exists(EMPLOYEES.acmeSeller)).toBe(true);
  });

  it("lets a platform admin delete a whole company, its last owner's row with it", async () => {
    const owner = await freshUser(db(), 'Nedlegger');
    const { rows } = await db().query<{ id: string }>(
      `insert into public.companies (name, org_no) values ('Avvikles AS', '999888777') returning id`,
    );
    const companyId = rows[0]?.id ?? '';
    const ownerRow = await addMembership(db(), owner, companyId, 'owner');
    const result = await (await clientOf('admin')).from('companies').delete().eq('id', companyId);
    expect(result.error).toBeNull();
    expect(await exists(ownerRow)).toBe(false);
  });

  it("lets the service role delete an owner's account, the membership with it", async () => {
    const owner = await freshUser(db(), 'Slettet');
    const { rows } = await db().query<{ id: string }>(
      `insert into public.companies (name, org_no) values ('Forlatt AS', '999888666') returning id`,
    );
    const ownerRow = await addMembership(db(), owner, rows[0]?.id ?? '', 'owner');
    const { error } = await backend().service().auth.admin.deleteUser(owner);
    expect(error).toBeNull();
    expect(await exists(ownerRow)).toBe(false);
  });
});

describe('reading employees across companies', () => {
  it('shows a member of another company none of Acme’s rows', async () => {
    const { data, error } = await (
      await clientOf('fjordOwner')
    )
      .from('employees')
      .select('id')
      .eq('company_id', COMPANIES.acme);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

interface EmployeeRow {
  id: string;
  user_id: string;
  company_id: string;
  role: string;
  created_at: string;
  updated_at: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  status: 'invited' | 'accepted';
  invited_at: string | null;
}

async function companyEmployees(persona: Persona, companyId: string) {
  return (await clientOf(persona)).rpc('company_employees', { p_company_id: companyId });
}

describe('company_employees', () => {
  it.each<Persona>(['employee', 'acmeOwner', 'acmeAdmin', 'admin'])(
    "gives %s Acme's employees with e-mail, profile and status, oldest first",
    async (persona) => {
      const result = await companyEmployees(persona, COMPANIES.acme);
      expect(result.error).toBeNull();
      const rows = result.data as EmployeeRow[];
      // Earlier tests re-create removed rows, so the order is checked by created_at, not by name.
      expect(rows.map((row) => row.email).sort()).toEqual(
        [
          USERS.acmeOwner.email,
          USERS.acmeAdmin.email,
          USERS.acmeEmployee.email,
          USERS.acmeSeller.email,
          USERS.acmeInvited.email,
        ].sort(),
      );
      const times = rows.map((row) => Date.parse(row.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(rows.find((row) => row.id === EMPLOYEES.acmeEmployee)).toEqual({
        id: EMPLOYEES.acmeEmployee,
        user_id: USERS.acmeEmployee.id,
        company_id: COMPANIES.acme,
        role: 'employee',
        created_at: expect.any(String) as unknown,
        updated_at: expect.any(String) as unknown,
        email: USERS.acmeEmployee.email,
        firstname: 'Kari',
        lastname: 'Nordmann',
        phone: '+47 934 56 789',
        status: 'accepted',
        invited_at: null,
      });
      // The seeded invitation has not been accepted and has no profile yet.
      expect(rows.find((row) => row.id === EMPLOYEES.acmeInvited)).toMatchObject({
        status: 'invited',
        firstname: null,
        lastname: null,
        phone: null,
        invited_at: expect.any(String) as unknown,
      });
    },
  );

  it.each<Persona>(['individual', 'fjordOwner'])('refuses %s with 403', async (persona) => {
    const result = await companyEmployees(persona, COMPANIES.acme);
    expect(result.data).toBeNull();
    expectRefused(result, 403, '42501');
  });

  it('refuses anon with 401', async () => {
    const result = await companyEmployees('anon', COMPANIES.acme);
    expect(result.status).toBe(401);
  });

  it('counts an account that has signed in as accepted, even unconfirmed', async () => {
    await db().query('update auth.users set last_sign_in_at = now() where id = $1', [USERS.acmeInvited.id]);
    try {
      const result = await companyEmployees('acmeOwner', COMPANIES.acme);
      expect((result.data as EmployeeRow[]).find((row) => row.id === EMPLOYEES.acmeInvited)?.status).toBe(
        'accepted',
      );
    } finally {
      await db().query('update auth.users set last_sign_in_at = null where id = $1', [USERS.acmeInvited.id]);
    }
  });
});

describe('the global employee role', () => {
  it('is never granted by sign-up metadata', async () => {
    const email = uniqueEmail('selvutnevnt');
    const { data, error } = await backend()
      .anon()
      .auth.signUp({
        email,
        password: STRONG_PASSWORD,
        options: { data: { user_type: 'employee', firstname: 'Selv', lastname: 'Utnevnt' } },
      });
    expect(error).toBeNull();
    const userId = data.user?.id ?? '';
    const { rows } = await db().query('select role from public.user_roles where user_id = $1', [userId]);
    expect(rows).toEqual([]);
  });

  it('comes with a membership as employee that the server creates', async () => {
    const userId = await freshUser(db(), 'Nyansatt');
    await setRoleAsOwner(db(), await addMembership(db(), userId, COMPANIES.fjord, 'employee'), 'employee');
    const { rows } = await db().query('select role from public.user_roles where user_id = $1', [userId]);
    expect(rows).toEqual([{ role: 'employee' }]);
  });
});
