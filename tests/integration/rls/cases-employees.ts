import { addMembership, freshUser, restoreSeededMemberships, roleOf } from '../employees/support.ts';
import { type CaseContext, type MatrixCase, read, returnsRow, write } from './matrix.ts';
import { ACME_MEMBERS, type Persona, SIGNED_IN } from './personas.ts';
import { COMPANIES, EMPLOYEES } from './seed-ids.ts';

// The employee rules of issue 12 (20261125150000_employee_rules.sql): who changes and removes
// memberships, the owner role, the last owner, one's own row, and the employee list RPC.

const NOBODY: readonly Persona[] = [];
const ACME_OWNER_OR_PLATFORM_ADMIN: readonly Persona[] = ['acmeOwner', 'admin'];
const ACME_STAFF_MANAGERS: readonly Persona[] = ['acmeOwner', 'acmeAdmin', 'admin'];
const FJORD_MANAGERS: readonly Persona[] = ['fjordOwner', 'admin'];

const restore = ({ db }: CaseContext) => restoreSeededMemberships(db);

/** A fresh account made co-owner of the company; returns its employees row. */
const coOwnerOf =
  (companyId: string) =>
  async ({ db }: CaseContext) =>
    addMembership(db, await freshUser(db, 'Medeier'), companyId, 'owner');

const hasRole =
  (employeeId: string, role: string) =>
  async ({ db }: CaseContext) =>
    (await roleOf(db, employeeId)) === role;

const isGone =
  (employeeId: string) =>
  async ({ db }: CaseContext) =>
    (await roleOf(db, employeeId)) === null;

const setRole = (name: string, employeeId: string, role: string, allow: readonly Persona[]) =>
  write({
    table: 'employees',
    name,
    allow,
    cleanup: restore,
    run: (client) => client.from('employees').update({ role }).eq('id', employeeId),
    applied: hasRole(employeeId, role),
  });

interface OwnRow {
  id: string;
  role: string;
}

/** The persona's own membership for the self cases: the seeded one, or one made in Fjord. */
async function ownMembership(ctx: CaseContext): Promise<string> {
  const { db, persona, userId } = ctx;
  const seeded: Partial<Record<Persona, string>> = {
    employee: EMPLOYEES.acmeEmployee,
    acmeOwner: EMPLOYEES.acmeOwner,
    acmeAdmin: EMPLOYEES.acmeAdmin,
    fjordOwner: EMPLOYEES.fjordOwner,
  };
  // Owners get a co-owner, so the last-owner rule is not what stops them.
  if (persona === 'acmeOwner') await coOwnerOf(COMPANIES.acme)(ctx);
  if (persona === 'fjordOwner') await coOwnerOf(COMPANIES.fjord)(ctx);
  return seeded[persona] ?? addMembership(db, userId ?? '', COMPANIES.fjord, 'admin');
}

export const employeeCases: MatrixCase[] = [
  // company_employees: the list with e-mails and invitation status --------------------------
  read({
    table: 'employees',
    name: 'company_employees of Acme (e-mails, status)',
    allow: [...ACME_MEMBERS, 'admin'],
    run: (client) => client.rpc('company_employees', { p_company_id: COMPANIES.acme }),
    visible: returnsRow(EMPLOYEES.acmeInvited),
  }),
  read({
    table: 'employees',
    name: 'company_employees of Fjord',
    allow: FJORD_MANAGERS,
    run: (client) => client.rpc('company_employees', { p_company_id: COMPANIES.fjord }),
    visible: returnsRow(EMPLOYEES.fjordEmployee),
  }),
  // Invitations no longer make memberships: see cases-invitations.ts (issue 23).

  // Role changes -----------------------------------------------------------------------------
  setRole('make an Acme employee admin', EMPLOYEES.acmeSeller, 'admin', ACME_STAFF_MANAGERS),
  setRole('make an Acme employee owner', EMPLOYEES.acmeSeller, 'owner', ACME_OWNER_OR_PLATFORM_ADMIN),
  setRole("demote Acme's admin to employee", EMPLOYEES.acmeAdmin, 'employee', ACME_OWNER_OR_PLATFORM_ADMIN),
  setRole('make the Fjord employee admin', EMPLOYEES.fjordEmployee, 'admin', FJORD_MANAGERS),
  setRole("demote Fjord's only owner", EMPLOYEES.fjordOwner, 'admin', NOBODY),
  write<string>({
    table: 'employees',
    name: 'demote a co-owner of Acme',
    allow: ACME_OWNER_OR_PLATFORM_ADMIN,
    prepare: coOwnerOf(COMPANIES.acme),
    cleanup: restore,
    run: (client, _ctx, coOwner) => client.from('employees').update({ role: 'admin' }).eq('id', coOwner),
    applied: (ctx, coOwner) => hasRole(coOwner, 'admin')(ctx),
  }),
  // With a co-owner in place only the platform admin may: the owner would change their own
  // role, and a company admin may not touch an owner.
  write<string>({
    table: 'employees',
    name: "demote Acme's owner while a co-owner exists",
    allow: ['admin'],
    prepare: coOwnerOf(COMPANIES.acme),
    cleanup: restore,
    run: (client) => client.from('employees').update({ role: 'admin' }).eq('id', EMPLOYEES.acmeOwner),
    applied: hasRole(EMPLOYEES.acmeOwner, 'admin'),
  }),
  write<OwnRow>({
    table: 'employees',
    name: "change one's own role",
    allow: NOBODY,
    personas: SIGNED_IN,
    prepare: async (ctx) => {
      const id = await ownMembership(ctx);
      return { id, role: (await roleOf(ctx.db, id)) ?? '' };
    },
    cleanup: restore,
    run: (client, _ctx, own) =>
      client
        .from('employees')
        .update({ role: own.role === 'employee' ? 'admin' : 'employee' })
        .eq('id', own.id),
    applied: async ({ db }, own) => (await roleOf(db, own.id)) !== own.role,
  }),

  // Removals ---------------------------------------------------------------------------------
  write<string>({
    table: 'employees',
    name: 'remove a co-owner of Acme',
    allow: ACME_OWNER_OR_PLATFORM_ADMIN,
    prepare: coOwnerOf(COMPANIES.acme),
    cleanup: restore,
    run: (client, _ctx, coOwner) => client.from('employees').delete().eq('id', coOwner),
    applied: (ctx, coOwner) => isGone(coOwner)(ctx),
  }),
  write<string>({
    table: 'employees',
    name: "remove Acme's owner while a co-owner exists",
    allow: ['admin'],
    prepare: coOwnerOf(COMPANIES.acme),
    cleanup: restore,
    run: (client) => client.from('employees').delete().eq('id', EMPLOYEES.acmeOwner),
    applied: isGone(EMPLOYEES.acmeOwner),
  }),
  write({
    table: 'employees',
    name: "remove Fjord's only owner",
    allow: NOBODY,
    cleanup: restore,
    run: (client) => client.from('employees').delete().eq('id', EMPLOYEES.fjordOwner),
    applied: isGone(EMPLOYEES.fjordOwner),
  }),
  write<string>({
    table: 'employees',
    name: 'remove oneself',
    allow: NOBODY,
    personas: SIGNED_IN,
    prepare: ownMembership,
    cleanup: restore,
    run: (client, _ctx, own) => client.from('employees').delete().eq('id', own),
    applied: (ctx, own) => isGone(own)(ctx),
  }),
];
