import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmployeeList } from '../../src/features/employees/components/EmployeeList.tsx';
import { InviteEmployeeForm } from '../../src/features/employees/components/InviteEmployeeForm.tsx';
import type { Actor } from '../../src/features/employees/employee-permissions.ts';
import type { Employee } from '../../src/features/employees/employee-schema.ts';
import type { EmployeesState } from '../../src/features/employees/use-employees.ts';
import { buttonIn, fieldIn, type } from './support/form-dom.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mocks = vi.hoisted(() => ({
  invoke: vi.fn<(name: string, options: unknown) => unknown>(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));
vi.mock('@/lib/supabase.ts', () => ({
  supabase: {
    functions: { invoke: (name: string, options: unknown) => Promise.resolve(mocks.invoke(name, options)) },
  },
}));

const person = (
  id: string,
  role: Employee['role'],
  firstname: string,
  status: Employee['status'] = 'accepted',
): Employee => ({
  id: `e-${id}`,
  userId: id,
  companyId: 'acme',
  role,
  email: `${firstname.toLowerCase()}@acme.test`,
  firstname,
  lastname: 'Nordmann',
  nameKnown: true,
  phone: '',
  status,
  createdAt: '2026-05-01T00:00:00Z',
});

const STAFF: Employee[] = [
  person('lars', 'owner', 'Lars'),
  person('jonas', 'admin', 'Jonas'),
  person('kari', 'employee', 'Kari'),
  person('ny', 'employee', 'Ny', 'invited'),
];
const READY: EmployeesState = { status: 'ready', employees: STAFF, partial: false };

let root: Root | null = null;
let container: HTMLDivElement;

function render(node: ReactNode): void {
  act(() => {
    root = createRoot(container);
    root.render(node);
  });
}

const list = (actor: Actor, state: EmployeesState = READY) => (
  <EmployeeList state={state} actor={actor} onRetry={() => undefined} patch={() => undefined} />
);
const buttonNames = () =>
  Array.from(container.querySelectorAll('button')).map(
    (button) => button.getAttribute('aria-label') ?? button.textContent,
  );

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.clearAllMocks();
});

describe('the employee list', () => {
  it('shows every row with its role, status and count, read-only to an employee', () => {
    render(list({ userId: 'kari', role: 'employee' }));
    expect(container.textContent).toContain('Registrerte ansatte');
    expect(container.textContent).toContain('4 ansatte registrert');
    expect(container.textContent).toContain('Eier');
    expect(container.textContent).toContain('Administrator');
    expect(container.textContent).toContain('Invitasjon sendt');
    expect(container.textContent).toContain('Akseptert');
    expect(buttonNames()).toEqual([]);
  });

  it('gives an owner edit and delete on the others, no delete on the owner row and nothing on their own', () => {
    render(list({ userId: 'lars', role: 'owner' }));
    expect(buttonNames()).toEqual([
      'Endre rolle for Jonas Nordmann',
      'Slett Jonas Nordmann',
      'Endre rolle for Kari Nordmann',
      'Slett Kari Nordmann',
      'Send invitasjonen på nytt til Ny Nordmann',
      'Endre rolle for Ny Nordmann',
      'Slett Ny Nordmann',
    ]);
  });

  it('gives an admin nothing on the owner row or their own', () => {
    render(list({ userId: 'jonas', role: 'admin' }));
    expect(buttonNames().filter((name) => name.includes('Lars') || name.includes('Jonas'))).toEqual([]);
    expect(buttonNames()).toContain('Slett Kari Nordmann');
  });

  it('switches a row to edit mode and back with Avbryt', () => {
    render(list({ userId: 'lars', role: 'owner' }));
    act(() => buttonIn(container, 'Endre rolle for Kari Nordmann').click());
    expect(container.querySelector('[role="combobox"][aria-label="Rolle for Kari Nordmann"]')).not.toBeNull();
    expect(buttonNames()).toContain('Lagre');
    act(() => buttonIn(container, 'Avbryt').click());
    expect(container.querySelector('[role="combobox"]')).toBeNull();
    expect(buttonNames()).toContain('Endre rolle for Kari Nordmann');
  });

  it('asks before deleting, naming the person', () => {
    render(list({ userId: 'lars', role: 'owner' }));
    act(() => buttonIn(container, 'Slett Kari Nordmann').click());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Er du sikker på at du vil slette Kari Nordmann?');
  });

  it('has the loading, empty, error and partial states', () => {
    render(list({ userId: 'lars', role: 'owner' }, { status: 'loading' }));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() =>
      root?.render(
        list({ userId: 'lars', role: 'owner' }, { status: 'ready', employees: [], partial: false }),
      ),
    );
    expect(container.textContent).toContain('Ingen ansatte registrert ennå');
    expect(container.textContent).toContain('0 ansatte registrert');
    act(() =>
      root?.render(
        list(
          { userId: 'lars', role: 'owner' },
          { status: 'error', message: 'Kunne ikke hente ansatte. Prøv igjen senere.' },
        ),
      ),
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Kunne ikke hente ansatte. Prøv igjen senere.',
    );
    expect(buttonNames()).toContain('Prøv igjen');
    act(() => root?.render(list({ userId: 'lars', role: 'owner' }, { ...READY, partial: true })));
    expect(container.textContent).toContain('Kunne ikke hente all profilinformasjon.');
  });
});

describe('the invite form', () => {
  async function submit(): Promise<void> {
    await act(async () => {
      buttonIn(container, 'Send invitasjon').click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  it('asks for first name, last name and e-mail before sending anything', async () => {
    render(<InviteEmployeeForm companyId="acme" roles={['employee', 'admin']} onInvited={() => undefined} />);
    await submit();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Vennligst fyll ut alle påkrevde felt');
    expect(alert?.textContent).toContain('Fornavn, etternavn og e-post er påkrevd.');
    expect(fieldIn(container, 'Fornavn').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(fieldIn(container, 'Fornavn'));
    expect(fieldIn(container, 'E-post').type).toBe('email');
    expect(mocks.invoke).not.toHaveBeenCalled();
  });

  it('sends the invitation, says so and clears the form', async () => {
    mocks.invoke.mockReturnValue({ data: { success: true, invitation_id: 'i' }, error: null });
    const onInvited = vi.fn();
    render(
      <InviteEmployeeForm companyId="acme" roles={['employee', 'admin', 'owner']} onInvited={onInvited} />,
    );
    type(fieldIn(container, 'Fornavn'), 'Per');
    type(fieldIn(container, 'Etternavn'), 'Hansen');
    type(fieldIn(container, 'E-post'), 'per@acme.test');
    await submit();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(mocks.invoke).toHaveBeenCalledWith('invite-employee', {
      body: expect.objectContaining({
        email: 'per@acme.test',
        role: 'employee',
        company_id: 'acme',
      }) as unknown,
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('Invitasjon sendt!', expect.anything());
    expect(fieldIn(container, 'Fornavn').value).toBe('');
    expect(onInvited).toHaveBeenCalledOnce();
  });

  it('shows the spec toast when the server says not_authorized', async () => {
    const context = new Response(JSON.stringify({ error: 'not_authorized' }), { status: 403 });
    mocks.invoke.mockReturnValue({ data: null, error: Object.assign(new Error('non-2xx'), { context }) });
    render(<InviteEmployeeForm companyId="acme" roles={['employee']} onInvited={() => undefined} />);
    type(fieldIn(container, 'Fornavn'), 'Per');
    type(fieldIn(container, 'Etternavn'), 'Hansen');
    type(fieldIn(container, 'E-post'), 'per@acme.test');
    await submit();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(mocks.toast.error).toHaveBeenCalledWith('Ingen tilgang', {
      description: 'Du har ikke rettigheter til å invitere ansatte for denne bedriften.',
    });
    expect(fieldIn(container, 'Fornavn').value).toBe('Per');
  });
});
