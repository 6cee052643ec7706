import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '../../src/features/account/index.ts';
import { inviteEmployee } from '../../src/features/employees/api/invite-employee.ts';
import { CsvImportDialog } from '../../src/features/employees/components/CsvImportDialog.tsx';
import { EmployeeList } from '../../src/features/employees/components/EmployeeList.tsx';
import { InviteEmployeeForm } from '../../src/features/employees/components/InviteEmployeeForm.tsx';
import { sendInvitations } from '../../src/features/employees/csv/bulk-invite.ts';
import type { ImportRow } from '../../src/features/employees/csv/validate-import.ts';
import type { Actor } from '../../src/features/employees/employee-permissions.ts';
import type { Employee } from '../../src/features/employees/employee-schema.ts';
import { buttonIn, fieldIn, type } from './support/form-dom.ts';

// Without a network the employees page sends nothing and says so in the
// app's offline wording ('Du er frakoblet. Koble til internett for å ...'),
// keeping what the user typed or chose; back online, it sends again.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mocks = vi.hoisted(() => ({
  invoke: vi.fn<(name: string, options: unknown) => unknown>(),
  from: vi.fn<(table: string) => void>(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));
vi.mock('@/lib/supabase.ts', () => {
  // The update and delete by id the rows make; any call at all is what the tests look for.
  const chain = {
    update: () => chain,
    delete: () => chain,
    eq: () => chain,
    select: () => Promise.resolve({ data: [{ id: 'x' }], error: null }),
  };
  return {
    supabase: {
      functions: {
        invoke: async (name: string, options: unknown) => Promise.resolve(mocks.invoke(name, options)),
      },
      from: (table: string) => {
        mocks.from(table);
        return chain;
      },
    },
  };
});
// Radix's select cannot be driven in jsdom; a native one stands in for the row's role selector.
vi.mock('../../src/features/employees/components/RoleSelect.tsx', () => ({
  RoleSelect: (props: {
    value: CompanyRole;
    roles: readonly CompanyRole[];
    onChange: (role: CompanyRole) => void;
    label?: string;
  }) => (
    <select
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as CompanyRole)}
    >
      {props.roles.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </select>
  ),
}));

const OFFLINE = {
  invite: 'Du er frakoblet. Koble til internett for å sende invitasjonen.',
  import: 'Du er frakoblet. Koble til internett for å sende invitasjonene.',
  manage:
    'Du er frakoblet. Koble til internett for å endre roller, slette ansatte eller sende invitasjoner på nytt.',
  delete: 'Du er frakoblet. Koble til internett for å slette den ansatte.',
};

let online = true;

/** What the browser does when the network goes or comes: navigator.onLine, then the event. */
function setOnline(next: boolean): void {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

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
  person('kari', 'employee', 'Kari'),
  person('ny', 'employee', 'Ny', 'invited'),
];
const OWNER: Actor = { userId: 'lars', role: 'owner' };

let root: Root | null = null;
let container: HTMLDivElement;

function render(node: ReactNode): void {
  act(() => {
    root = createRoot(container);
    root.render(node);
  });
}

/** Lets the awaited calls behind a click settle. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function click(button: HTMLElement): Promise<void> {
  act(() => button.click());
  await settle();
}

const textOf = (role: string) =>
  Array.from(document.querySelectorAll(`[role="${role}"]`)).map((element) => element.textContent);

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The failed sends are logged; the messages on screen are what is tested.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('the invite form offline', () => {
  const form = (onInvited = () => undefined) => (
    <InviteEmployeeForm companyId="acme" roles={['employee', 'admin']} onInvited={onInvited} />
  );
  const fill = () => {
    type(fieldIn(container, 'Fornavn'), 'Per');
    type(fieldIn(container, 'Etternavn'), 'Hansen');
    type(fieldIn(container, 'E-post'), 'per@acme.test');
    type(fieldIn(container, 'Telefon'), '+47 900 00 000');
  };

  it('says the network is needed, sends nothing and keeps what was typed', async () => {
    render(form());
    expect(container.textContent).not.toContain('Du er frakoblet');
    setOnline(false);
    expect(textOf('status')).toContain(OFFLINE.invite);
    fill();
    await click(buttonIn(container, 'Send invitasjon'));
    expect(textOf('alert')).toEqual([OFFLINE.invite]);
    expect(mocks.invoke).not.toHaveBeenCalled();
    expect(mocks.toast.error).not.toHaveBeenCalled();
    expect(fieldIn(container, 'Fornavn').value).toBe('Per');
    expect(fieldIn(container, 'E-post').value).toBe('per@acme.test');
    expect(fieldIn(container, 'Telefon').value).toBe('+47 900 00 000');
  });

  it('still checks the fields first, and sends once back online', async () => {
    mocks.invoke.mockReturnValue({ data: { success: true, invitation_id: 'i' }, error: null });
    const onInvited = vi.fn();
    render(form(onInvited));
    setOnline(false);
    await click(buttonIn(container, 'Send invitasjon'));
    expect(container.textContent).toContain('Fornavn, etternavn og e-post er påkrevd.');
    fill();
    await click(buttonIn(container, 'Send invitasjon'));
    expect(textOf('alert')).toEqual([OFFLINE.invite]);

    setOnline(true);
    expect(container.textContent).not.toContain('Du er frakoblet');
    await click(buttonIn(container, 'Send invitasjon'));
    expect(mocks.invoke).toHaveBeenCalledOnce();
    expect(mocks.toast.success).toHaveBeenCalledWith('Invitasjon sendt!', expect.anything());
    expect(onInvited).toHaveBeenCalledOnce();
  });

  it('says so, not Noe gikk galt, when the network goes while sending', async () => {
    mocks.invoke.mockImplementation(() => {
      online = false;
      throw new TypeError('Failed to fetch');
    });
    render(form());
    fill();
    await click(buttonIn(container, 'Send invitasjon'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Du er frakoblet', {
      description: 'Koble til internett for å sende invitasjonen.',
    });
    expect(fieldIn(container, 'Fornavn').value).toBe('Per');
  });
});

describe('inviteEmployee offline', () => {
  const request = {
    email: 'ny@acme.test',
    firstname: 'Ny',
    lastname: 'Ansatt',
    phone: '',
    companyId: 'acme',
    role: 'employee' as const,
  };

  it('refuses before any call, for an invitation and a resend', async () => {
    online = false;
    await expect(inviteEmployee(request)).resolves.toEqual({
      ok: false,
      kind: 'offline',
      title: 'Du er frakoblet',
      description: 'Koble til internett for å sende invitasjonen.',
    });
    await expect(inviteEmployee({ ...request, resend: true })).resolves.toMatchObject({
      kind: 'offline',
      description: 'Koble til internett for å sende invitasjonen på nytt.',
    });
    expect(mocks.invoke).not.toHaveBeenCalled();
  });

  it('keeps the server’s own answer when it gave one', async () => {
    const context = new Response(JSON.stringify({ error: 'not_authorized' }), { status: 403 });
    mocks.invoke.mockImplementation(() => {
      online = false;
      return { data: null, error: Object.assign(new Error('non-2xx'), { context }) };
    });
    await expect(inviteEmployee(request)).resolves.toMatchObject({ kind: 'not_authorized' });
  });
});

describe('the employee rows offline', () => {
  const list = () => (
    <EmployeeList
      state={{ status: 'ready', employees: STAFF, partial: false }}
      actor={OWNER}
      onRetry={() => undefined}
      patch={() => undefined}
    />
  );

  it('says what needs the network to managers, and nothing to a plain employee', () => {
    render(list());
    expect(textOf('status')).not.toContain(OFFLINE.manage);
    setOnline(false);
    expect(textOf('status')).toContain(OFFLINE.manage);
    act(() =>
      root?.render(
        <EmployeeList
          state={{ status: 'ready', employees: STAFF, partial: false }}
          actor={{ userId: 'kari', role: 'employee' }}
          onRetry={() => undefined}
          patch={() => undefined}
        />,
      ),
    );
    expect(container.textContent).not.toContain('Du er frakoblet');
  });

  it('keeps the row in edit mode with the chosen role when saving offline, and saves once online', async () => {
    render(list());
    setOnline(false);
    act(() => buttonIn(container, 'Endre rolle for Kari Nordmann').click());
    const select = container.querySelector<HTMLSelectElement>('select[aria-label="Rolle for Kari Nordmann"]');
    if (!select) throw new Error('No role selector');
    act(() => {
      select.value = 'admin';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(buttonIn(container, 'Lagre'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Du er frakoblet', {
      description: 'Koble til internett for å endre rollen.',
    });
    expect(mocks.from).not.toHaveBeenCalled();
    expect(container.querySelector('select')?.value).toBe('admin');

    setOnline(true);
    await click(buttonIn(container, 'Lagre'));
    expect(mocks.from).toHaveBeenCalledWith('employees');
    expect(mocks.toast.success).toHaveBeenCalledWith('Ansatt oppdatert', expect.anything());
  });

  it('says so in the delete confirmation and deletes nothing', async () => {
    render(list());
    setOnline(false);
    act(() => buttonIn(container, 'Slett Kari Nordmann').click());
    const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]');
    if (!dialog) throw new Error('No confirmation');
    expect(dialog.textContent).toContain('Er du sikker på at du vil slette Kari Nordmann?');
    expect(dialog.textContent).toContain(OFFLINE.delete);
    await click(buttonIn(dialog, 'Slett'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Du er frakoblet', {
      description: 'Koble til internett for å slette den ansatte.',
    });
    expect(mocks.from).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alertdialog"]')).not.toBeNull();
  });

  it('shows Send invitasjonen på nytt on a pending row, and offline sends nothing', async () => {
    render(list());
    const resend = buttonIn(container, 'Send invitasjonen på nytt til Ny Nordmann');
    expect(resend.textContent).toBe('Send invitasjonen på nytt');
    setOnline(false);
    await click(resend);
    expect(mocks.toast.error).toHaveBeenCalledWith('Du er frakoblet', {
      description: 'Koble til internett for å sende invitasjonen på nytt.',
    });
    expect(mocks.invoke).not.toHaveBeenCalled();
    expect(resend.textContent).toBe('Send invitasjonen på nytt');
  });
});

describe('the CSV import offline', () => {
  const CSV = [
    'E-post;Fornavn;Etternavn;Telefon;Rolle',
    'a@acme.test;Anne;A;;Ansatt',
    'b@acme.test;Bjørn;B;;Ansatt',
    'c@acme.test;Cecilie;C;;Ansatt',
  ].join('\n');

  async function pick(csv: string): Promise<void> {
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    Object.defineProperty(input, 'files', {
      configurable: true,
      value: [new File([csv], 'ansatte.csv', { type: 'text/csv' })],
    });
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
  }

  const dialog = () => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('No dialog');
    return found;
  };

  /** invite-employee's answer to a batch: every row invited. */
  const batchSent = (_name: string, options: unknown) => {
    const { body } = options as { body: { invitations: { email: string }[] } };
    const results = body.invitations.map(({ email }) => ({ email, ok: true, invitation_id: 'i' }));
    return { data: { results }, error: null };
  };

  it('keeps the preview and sends nothing offline, then sends once online', async () => {
    mocks.invoke.mockImplementation(batchSent);
    const onClose = vi.fn();
    render(
      <CsvImportDialog companyId="acme" roles={['employee']} existingEmails={new Set()} onClose={onClose} />,
    );
    await pick(CSV);
    expect(dialog().textContent).toContain('3 klare til å sendes');
    setOnline(false);
    expect(textOf('status')).toContain(OFFLINE.import);
    await click(buttonIn(dialog(), 'Send 3 invitasjoner'));
    expect(textOf('alert')).toContain(OFFLINE.import);
    expect(mocks.invoke).not.toHaveBeenCalled();
    expect(dialog().textContent).toContain('3 klare til å sendes');

    setOnline(true);
    expect(dialog().textContent).not.toContain('Du er frakoblet');
    await click(buttonIn(dialog(), 'Send 3 invitasjoner'));
    // One batch: the server invites the three in turn.
    expect(mocks.invoke).toHaveBeenCalledTimes(1);
    expect(dialog().textContent).toContain('3 invitasjoner sendt');
  });

  it('stops where the network went and says so in the summary', async () => {
    mocks.invoke.mockImplementationOnce(batchSent).mockImplementationOnce(() => {
      online = false;
      throw new TypeError('Failed to fetch');
    });
    const rows = Array.from({ length: 30 }, (_, index) => `p${index}@acme.test;Per;${index};;Ansatt`);
    render(
      <CsvImportDialog
        companyId="acme"
        roles={['employee']}
        existingEmails={new Set()}
        onClose={() => undefined}
      />,
    );
    await pick(['E-post;Fornavn;Etternavn;Telefon;Rolle', ...rows].join('\n'));
    await click(buttonIn(dialog(), 'Send 30 invitasjoner'));
    expect(mocks.invoke).toHaveBeenCalledTimes(2);
    const summary = dialog().textContent;
    expect(summary).toContain('25 invitasjoner sendt');
    expect(summary).toContain('1 feilet');
    expect(summary).toContain(
      'Rad 27, p25@acme.test: Du er frakoblet. Koble til internett for å sende invitasjonen.',
    );
    expect(summary).toContain('Importen ble stoppet før alle rader var sendt.');
    expect(summary).toContain(OFFLINE.import);
  });
});

describe('sendInvitations', () => {
  const row = (line: number): ImportRow & { role: CompanyRole } =>
    ({
      line,
      email: `r${line}@acme.test`,
      firstname: 'R',
      lastname: `${line}`,
      phone: '',
      role: 'employee',
      problems: [],
    }) as unknown as ImportRow & { role: CompanyRole };
  const rows = (count: number) => Array.from({ length: count }, (_, index) => row(index + 2));
  const sent = (count: number) => ({ ok: true, rows: Array.from({ length: count }, () => ({ ok: true })) });
  const offline = {
    ok: false,
    kind: 'offline',
    title: 'Du er frakoblet',
    description: 'Koble til internett for å sende invitasjonen.',
  };

  it('sends 60 rows in batches of 25, reporting after each', async () => {
    const invite = vi.fn((_company: string, batch: readonly unknown[]) =>
      Promise.resolve(sent(batch.length)),
    );
    const progress: number[] = [];
    const outcomes = await sendInvitations(rows(60), 'acme', invite as never, (done) => progress.push(done));
    expect(invite.mock.calls.map(([, batch]) => batch.length)).toEqual([25, 25, 10]);
    expect(progress).toEqual([25, 50, 60]);
    expect(outcomes.every((outcome) => outcome.failure === null)).toBe(true);
  });

  it('stops after a batch refused for want of a network', async () => {
    const invite = vi.fn().mockResolvedValueOnce(sent(25)).mockResolvedValue(offline);
    const outcomes = await sendInvitations(rows(60), 'acme', invite, () => undefined);
    expect(invite).toHaveBeenCalledTimes(2);
    expect(outcomes).toHaveLength(26);
    expect(outcomes.at(-1)).toMatchObject({
      failure: 'Du er frakoblet. Koble til internett for å sende invitasjonen.',
      offline: true,
    });
  });

  it("stops once the company's quota is spent, and reports each row's own refusal", async () => {
    const tooMany = { ok: false, kind: 'too_many', title: 'For mange', description: 'Vent litt.' };
    const invite = vi.fn().mockResolvedValue({
      ok: true,
      rows: [
        { ok: true },
        { ok: false, kind: 'already_invited', title: 'x', description: 'Allerede invitert.' },
      ].concat(Array.from({ length: 23 }, () => tooMany)),
    });
    const outcomes = await sendInvitations(rows(60), 'acme', invite, () => undefined);
    expect(invite).toHaveBeenCalledTimes(1);
    expect(outcomes.slice(0, 3).map((outcome) => outcome.failure)).toEqual([
      null,
      'Allerede invitert.',
      'Vent litt.',
    ]);
  });
});
