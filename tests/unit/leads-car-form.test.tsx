import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonIn, errorOf, fieldIn, type } from './support/form-dom.ts';
import { CarRequestPage } from '../../src/features/leads/index.ts';
import { clearOfflineData, db } from '../../src/offline/store/db.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Outcome =
  | { status: 'sent' }
  | { status: 'saved'; id: string; reason: 'offline' | 'unreachable' }
  | { status: 'rejected'; message: string };

const mocks = vi.hoisted(() => ({
  submitLead: vi.fn<(kind: string, payload: Record<string, unknown>) => Promise<Outcome>>(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('@/offline/outbox/lead-outbox.ts', () => ({ submitLead: mocks.submitLead }));
vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));

const PHONE_MESSAGE = 'Ugyldig norsk telefonnummer. Bruk format: 123 45 678 eller +47 123 45 678';
const SAVED_TEXT =
  'Du er uten nett. Forespørselen er lagret på denne enheten og sendes automatisk når du er på nett igjen.';
const FAILED_TEXT = 'Det oppstod en feil ved sending av forespørselen. Prøv igjen.';

let root: Root | null = null;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<CarRequestPage />);
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const field = (name: string) => fieldIn(container, name);

const button = (name: string) => buttonIn(container, name);

const buttons = (name: string) =>
  Array.from(container.querySelectorAll('button')).filter(
    (candidate) => candidate.getAttribute('aria-label') === name,
  );

function blur(input: HTMLInputElement) {
  act(() => input.blur());
}

async function submit() {
  await act(async () => {
    button('Send forespørsel').click();
    await Promise.resolve();
  });
}

function fillValidForm() {
  type(field('Fullt navn'), 'Kari Nordmann');
  type(field('Telefonnummer'), '98765432');
  type(field('E-post'), 'kari@firma.no');
  type(field('Firmanavn'), 'Acme AS');
  type(field('Organisasjonsnummer'), '914563720');
  type(field('Antall biler'), '5');
  type(field('Budsjett'), '250000');
  type(field('Biltype'), 'Elbil');
  type(field('Registreringsnummer 1'), 'AB 12345');
  type(field('AutoPASS-leverandør'), 'Fjellinjen');
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the car request form', () => {
  it('has the page heading and the fields with their autocomplete and keyboard hints', () => {
    expect(container.querySelector('h1')?.textContent).toBe('Firmabil');
    expect(field('Fullt navn').autocomplete).toBe('name');
    expect(field('Telefonnummer').getAttribute('inputmode')).toBe('tel');
    expect(field('Telefonnummer').autocomplete).toBe('tel');
    expect(field('E-post').autocomplete).toBe('email');
    expect(field('Firmanavn').autocomplete).toBe('organization');
    expect(field('Budsjett').getAttribute('inputmode')).toBe('numeric');
    for (const name of ['Fullt navn', 'Telefonnummer', 'E-post', 'Antall biler', 'Budsjett', 'Biltype']) {
      expect(field(name).getAttribute('aria-required'), name).toBe('true');
    }
    for (const name of ['Firmanavn', 'Organisasjonsnummer', 'Flåteleverandør', 'AutoPASS-leverandør']) {
      expect(field(name).getAttribute('aria-required'), name).toBeNull();
    }
  });

  it('formats the phone number while it is typed, keeping +47', () => {
    type(field('Telefonnummer'), '+4798765432');
    expect(field('Telefonnummer').value).toBe('+47 987 65 432');
    type(field('Telefonnummer'), '98-76-54-32');
    expect(field('Telefonnummer').value).toBe('987 65 432');
  });

  it('says on blur that the phone number is not Norwegian, and clears it once it is', () => {
    const phone = field('Telefonnummer');
    type(phone, '12345678');
    blur(phone);
    expect(errorOf(phone)).toBe(PHONE_MESSAGE);
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    type(phone, '+4712345678');
    blur(phone);
    expect(errorOf(phone)).toBeNull();
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it('does not complain on blur about a phone field left empty', () => {
    const phone = field('Telefonnummer');
    act(() => phone.focus());
    blur(phone);
    expect(errorOf(phone)).toBeNull();
  });

  it('blocks submitting with a bad phone number, with the toast and the inline message', async () => {
    fillValidForm();
    type(field('Telefonnummer'), '1234567');
    await submit();
    expect(mocks.submitLead).not.toHaveBeenCalled();
    expect(mocks.toast.error).toHaveBeenCalledWith('Ugyldig telefonnummer', {
      description: 'Vennligst oppgi et gyldig norsk telefonnummer.',
    });
    expect(errorOf(field('Telefonnummer'))).toBe(PHONE_MESSAGE);
    expect(document.activeElement).toBe(field('Telefonnummer'));
  });

  it('shows each required field its message and focuses the first one', async () => {
    await submit();
    expect(mocks.submitLead).not.toHaveBeenCalled();
    expect(errorOf(field('Fullt navn'))).toBe('Fullt navn er påkrevd');
    expect(errorOf(field('Telefonnummer'))).toBe('Telefonnummer er påkrevd');
    expect(errorOf(field('E-post'))).toBe('E-post er påkrevd');
    expect(errorOf(field('Antall biler'))).toBe('Antall biler er påkrevd');
    expect(errorOf(field('Budsjett'))).toBe('Budsjett er påkrevd');
    expect(errorOf(field('Biltype'))).toBe('Biltype er påkrevd');
    expect(errorOf(field('Firmanavn'))).toBeNull();
    expect(errorOf(field('Flåteleverandør'))).toBeNull();
    expect(document.activeElement).toBe(field('Fullt navn'));
    // An empty phone is a missing field, not a bad number.
    expect(mocks.toast.error).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is edited', async () => {
    await submit();
    type(field('Biltype'), 'Elbil');
    expect(errorOf(field('Biltype'))).toBeNull();
    expect(errorOf(field('Antall biler'))).toBe('Antall biler er påkrevd');
  });

  it('shows the budget as whole kroner and sends it as a number', async () => {
    fillValidForm();
    expect(field('Budsjett').value).toBe('250\u00a0000\u00a0kr');
    type(field('Budsjett'), '250\u00a0000\u00a0kr1');
    expect(field('Budsjett').value).toBe('2\u00a0500\u00a0001\u00a0kr');
    type(field('Budsjett'), '');
    expect(field('Budsjett').value).toBe('');
    type(field('Budsjett'), 'abc');
    expect(field('Budsjett').value).toBe('');
    type(field('Budsjett'), '750000');
    mocks.submitLead.mockResolvedValue({ status: 'sent' });
    await submit();
    expect(mocks.submitLead.mock.calls[0]?.[1].budsjett).toBe(750_000);
  });

  it('adds registration rows at the last row only and never removes the only row', () => {
    expect(buttons('Fjern registreringsnummer 1')[0]?.disabled).toBe(true);
    expect(buttons('Legg til registreringsnummer')).toHaveLength(1);

    type(field('Registreringsnummer 1'), 'AB 12345');
    act(() => button('Legg til registreringsnummer').click());
    expect(document.activeElement).toBe(field('Registreringsnummer 2'));
    act(() => button('Legg til registreringsnummer').click());
    type(field('Registreringsnummer 3'), 'EF 99999');

    // One add button, on the last row; every row can now be removed.
    const addButtons = buttons('Legg til registreringsnummer');
    expect(addButtons).toHaveLength(1);
    expect(addButtons[0]?.closest('li')).toBe(field('Registreringsnummer 3').closest('li'));
    expect(buttons('Fjern registreringsnummer 1')[0]?.disabled).toBe(false);

    act(() => button('Fjern registreringsnummer 2').click());
    expect(field('Registreringsnummer 1').value).toBe('AB 12345');
    expect(field('Registreringsnummer 2').value).toBe('EF 99999');
    expect(() => field('Registreringsnummer 3')).toThrow();

    act(() => button('Fjern registreringsnummer 1').click());
    expect(field('Registreringsnummer 1').value).toBe('EF 99999');
    expect(buttons('Fjern registreringsnummer 1')[0]?.disabled).toBe(true);
  });

  it('sends exactly the payload of the spec, with blank rows and blank optional fields left out', async () => {
    fillValidForm();
    act(() => button('Legg til registreringsnummer').click());
    act(() => button('Legg til registreringsnummer').click());
    type(field('Registreringsnummer 3'), ' CD 67890 ');
    mocks.submitLead.mockResolvedValue({ status: 'sent' });
    await submit();
    expect(mocks.submitLead).toHaveBeenCalledTimes(1);
    expect(mocks.submitLead).toHaveBeenCalledWith('partoutcar', {
      fullName: 'Kari Nordmann',
      phone: '987 65 432',
      email: 'kari@firma.no',
      firmanavn: 'Acme AS',
      orgNr: '914563720',
      antallBiler: '5',
      budsjett: 250_000,
      bilType: 'Elbil',
      registrationNumbers: ['AB 12345', 'CD 67890'],
      autopassSupplier: 'Fjellinjen',
    });
  });

  it("says 'Sender forespørsel...' on the disabled button while sending, and sends once", async () => {
    fillValidForm();
    const pending = deferred<Outcome>();
    mocks.submitLead.mockReturnValue(pending.promise);
    await submit();
    const sending = button('Sender forespørsel...');
    expect(sending.disabled).toBe(true);

    await act(async () => {
      sending.form?.requestSubmit();
      await Promise.resolve();
    });
    expect(mocks.submitLead).toHaveBeenCalledTimes(1);

    await act(async () => {
      pending.resolve({ status: 'sent' });
      await pending.promise;
    });
    expect(button('Send forespørsel').disabled).toBe(false);
  });

  it("resets the form and toasts 'Forespørsel sendt' when the lead is sent", async () => {
    fillValidForm();
    act(() => button('Legg til registreringsnummer').click());
    mocks.submitLead.mockResolvedValue({ status: 'sent' });
    await submit();
    expect(mocks.toast.success).toHaveBeenCalledWith('Forespørsel sendt', {
      description: 'Vi vil kontakte deg snart med et tilbud på firmabil.',
    });
    for (const name of [
      'Fullt navn',
      'Telefonnummer',
      'E-post',
      'Firmanavn',
      'Organisasjonsnummer',
      'Budsjett',
    ]) {
      expect(field(name).value, name).toBe('');
    }
    expect(field('Registreringsnummer 1').value).toBe('');
    expect(() => field('Registreringsnummer 2')).toThrow();
    expect(container.textContent).not.toContain('Forespørsel lagret');
  });

  it('resets the form and says clearly, in a toast and on the page, that the lead waits on the device', async () => {
    fillValidForm();
    mocks.submitLead.mockResolvedValue({ status: 'saved', id: 'lead-1', reason: 'offline' });
    await submit();
    expect(mocks.toast.info).toHaveBeenCalledWith('Forespørsel lagret', { description: SAVED_TEXT });
    const notice = Array.from(container.querySelectorAll('[role="status"]')).find((element) =>
      element.textContent.includes('Forespørsel lagret'),
    );
    expect(notice?.textContent).toContain(SAVED_TEXT);
    // Above the form.
    const form = container.querySelector('form');
    expect(
      notice && form && notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(field('Fullt navn').value).toBe('');
    expect(field('Budsjett').value).toBe('');
  });

  it('says the server was unreachable when the network is up, and drops the notice once that lead is sent', async () => {
    fillValidForm();
    mocks.submitLead.mockResolvedValue({ status: 'saved', id: 'lead-7', reason: 'unreachable' });
    await submit();
    expect(mocks.toast.info).toHaveBeenCalledWith('Forespørsel lagret', {
      description:
        'Vi fikk ikke kontakt med serveren akkurat nå. Forespørselen er lagret på denne enheten og sendes automatisk så snart det går.',
    });
    expect(container.textContent).toContain('Vi fikk ikke kontakt med serveren');

    // The outbox delivers it later (another entry's delivery changes nothing).
    const sentEntry = (id: string) => ({
      id,
      kind: 'partoutcar' as const,
      payload: {},
      idempotency_key:
        id === 'lead-7' ? '7b8a1c3e-5d7f-4a2b-9c1d-3e5f7a9b1c2d' : '8b8a1c3e-5d7f-4a2b-9c1d-3e5f7a9b1c2d',
      attempts: 2,
      next_attempt_at: 0,
      status: 'sent' as const,
      last_error: null,
      created_at: new Date().toISOString(),
      sent_at: new Date().toISOString(),
    });
    await act(async () => {
      await db.outbox.put(sentEntry('lead-other'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.textContent).toContain('Forespørsel lagret');
    await act(async () => {
      await db.outbox.put(sentEntry('lead-7'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.textContent).not.toContain('Forespørsel lagret');
    await act(async () => {
      await clearOfflineData();
    });
  });

  it("keeps the data and shows the server's reason when the lead is rejected", async () => {
    fillValidForm();
    mocks.submitLead.mockResolvedValue({ status: 'rejected', message: 'Ugyldig forespørsel' });
    await submit();
    expect(mocks.toast.error).toHaveBeenCalledWith('Feil ved sending', {
      description: 'Ugyldig forespørsel',
    });
    expect(field('Fullt navn').value).toBe('Kari Nordmann');
    expect(field('Budsjett').value).toBe('250\u00a0000\u00a0kr');
    expect(field('Registreringsnummer 1').value).toBe('AB 12345');
    expect(button('Send forespørsel').disabled).toBe(false);
  });

  it('falls back to the spec message when a rejection comes without one', async () => {
    fillValidForm();
    mocks.submitLead.mockResolvedValue({ status: 'rejected', message: '' });
    await submit();
    expect(mocks.toast.error).toHaveBeenCalledWith('Feil ved sending', { description: FAILED_TEXT });
  });

  it('keeps the data when the device cannot store the lead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fillValidForm();
    mocks.submitLead.mockRejectedValue(new Error('QuotaExceededError'));
    await submit();
    expect(mocks.toast.error).toHaveBeenCalledWith('Feil ved sending', { description: FAILED_TEXT });
    expect(field('E-post').value).toBe('kari@firma.no');
    expect(field('Telefonnummer').value).toBe('987 65 432');
    expect(button('Send forespørsel').disabled).toBe(false);
  });
});
