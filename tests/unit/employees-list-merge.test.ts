// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeRow } from '../../src/features/employees/employee-schema.ts';
import { mergeProfiles } from '../../src/features/employees/merge-profiles.ts';

interface Answer {
  data: unknown;
  error: { message: string } | null;
}

const mocks = vi.hoisted(() => ({
  rpc: vi.fn<(name: string, args: unknown) => Answer>(),
  profiles: vi.fn<(ids: unknown) => Answer>(),
}));
vi.mock('@/lib/supabase.ts', () => ({
  supabase: {
    rpc: (name: string, args: unknown) => ({ abortSignal: () => Promise.resolve(mocks.rpc(name, args)) }),
    from: (table: string) => {
      if (table !== 'auth_user_profiles') throw new Error(`Unexpected table ${table}`);
      let ids: unknown = null;
      const chain = {
        select: () => chain,
        in: (_column: string, values: unknown) => {
          ids = values;
          return chain;
        },
        abortSignal: () => Promise.resolve(mocks.profiles(ids)),
      };
      return chain;
    },
  },
}));

const { fetchEmployees } = await import('../../src/features/employees/api/fetch-employees.ts');

const row = (overrides: Partial<EmployeeRow>): EmployeeRow => ({
  id: 'e1',
  user_id: 'u1',
  company_id: 'c1',
  role: 'employee',
  created_at: '2026-05-11T06:35:00Z',
  updated_at: '2026-05-11T06:35:00Z',
  email: 'kari@acme.test',
  firstname: 'Kari',
  lastname: 'Nordmann',
  phone: '+47 934 56 789',
  status: 'accepted',
  invited_at: null,
  ...overrides,
});

describe('joining profiles into the employee rows', () => {
  it('prefers the profile and falls back to the row, then to Ukjent Bruker', () => {
    const rows = [
      row({ id: 'e1', user_id: 'u1', firstname: 'Old', lastname: 'Name' }),
      row({ id: 'e2', user_id: 'u2', firstname: 'Ola', lastname: 'Rad', phone: null }),
      row({
        id: 'e3',
        user_id: 'u3',
        firstname: null,
        lastname: '  ',
        phone: null,
        email: null,
        status: 'invited',
      }),
    ];
    const employees = mergeProfiles(rows, [
      { user_id: 'u1', firstname: 'Kari', lastname: 'Nordmann', phone: '+47 1' },
    ]);
    expect(employees.map((e) => [e.firstname, e.lastname, e.nameKnown, e.phone, e.email, e.status])).toEqual([
      ['Kari', 'Nordmann', true, '+47 1', 'kari@acme.test', 'accepted'],
      ['Ola', 'Rad', true, '', 'kari@acme.test', 'accepted'],
      ['Ukjent', 'Bruker', false, '', 'E-post ikke tilgjengelig', 'invited'],
    ]);
  });

  it('uses the rows alone when the profiles could not be read', () => {
    const [employee] = mergeProfiles([row({ firstname: null, lastname: null })], null);
    expect([employee?.firstname, employee?.lastname]).toEqual(['Ukjent', 'Bruker']);
  });
});

describe('reading the employees of a company', () => {
  beforeEach(() => {
    mocks.rpc.mockReset();
    mocks.profiles.mockReset();
  });

  it('calls company_employees with the company and reads the profiles of its users', async () => {
    mocks.rpc.mockReturnValue({ data: [row({}), row({ id: 'e2', user_id: 'u2' })], error: null });
    mocks.profiles.mockReturnValue({
      data: [{ user_id: 'u2', firstname: 'Nora', lastname: 'Lie', phone: null }],
      error: null,
    });
    const result = await fetchEmployees('c1');
    expect(mocks.rpc).toHaveBeenCalledWith('company_employees', { p_company_id: 'c1' });
    expect(mocks.profiles).toHaveBeenCalledWith(['u1', 'u2']);
    expect(result).toMatchObject({ ok: true, partial: false });
    expect(result.ok && result.employees.map((e) => e.firstname)).toEqual(['Kari', 'Nora']);
  });

  it('reports a partial result when the profile read fails, with the rows’ names and the fallback', async () => {
    mocks.rpc.mockReturnValue({
      data: [row({}), row({ id: 'e2', user_id: 'u2', firstname: null, lastname: null })],
      error: null,
    });
    mocks.profiles.mockReturnValue({ data: null, error: { message: 'permission denied' } });
    const result = await fetchEmployees('c1');
    expect(result).toMatchObject({ ok: true, partial: true });
    expect(result.ok && result.employees.map((e) => `${e.firstname} ${e.lastname}`)).toEqual([
      'Kari Nordmann',
      'Ukjent Bruker',
    ]);
  });

  it('fails with the load message when the RPC is refused and as unexpected when its rows do not parse', async () => {
    mocks.rpc.mockReturnValue({ data: null, error: { message: 'not a member' } });
    expect(await fetchEmployees('c1')).toEqual({ ok: false, reason: 'load' });
    mocks.rpc.mockReturnValue({ data: [{ id: 1 }], error: null });
    expect(await fetchEmployees('c1')).toEqual({ ok: false, reason: 'unexpected' });
    expect(mocks.profiles).not.toHaveBeenCalled();
  });

  it('does not read profiles for an empty company', async () => {
    mocks.rpc.mockReturnValue({ data: [], error: null });
    expect(await fetchEmployees('c1')).toEqual({ ok: true, employees: [], partial: false });
    expect(mocks.profiles).not.toHaveBeenCalled();
  });
});
