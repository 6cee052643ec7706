import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonIn, errorOf, fieldIn, type } from './support/form-dom.ts';
import { PropertyRequestPage } from '../../src/features/leads/index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Outcome =
  | { status: 'sent' }
  | { status: 'saved'; id: string; reason: 'offline' | 'unreachable' }
  | { status: 'rejected'; message: string };
interface InvokeAnswer {
  data: unknown;
  error: Error | null;
}

const mocks = vi.hoisted(() => ({
  submitLead: vi.fn<(kind: string, payload: Record<string, unknown>) => Promise<Outcome>>(),
  invoke: vi.fn<(name: string, options: { body: unknown }) => Promise<InvokeAnswer>>(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('@/offline/outbox/lead-outbox.ts', () => ({ submitLead: mocks.submitLead }));
vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));
vi.mock('@/lib/supabase.ts', () => ({ supabase: { functions: { invoke: mocks.invoke } } }));

const ACME = { companyName: 'Acme AS', organizationNumber: '914563720', address: 'Storgata 12, 0155 Oslo' };
const FJORD = {
  companyName: 'Fjord Eiendom AS',
  organizationNumber: '928714055',
  address: 'Bryggen 3, 5003 Bergen',
};

let root: Root | null = null;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<PropertyRequestPage />);
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

/** Flushes the lazy import of supabase-js and the answer. */
async function settle() {
  await act(async () => {
    for (let tick = 0; tick < 5; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Presses a key; returns the event, whose default action (Enter: submitting the form) a handler may have stopped. */
async function press(target: HTMLElement, key: string): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  await act(async () => {
    target.dispatchEvent(event);
    await Promise.resolve();
  });
  return event;
}

const results = () =>
  Array.from(container.querySelectorAll<HTMLButtonElement>('ul[aria-label^="Søkeresultater"] button'));
const searchField = () => field('Søk etter firma');

describe('the company search', () => {
  it('searches on Enter with the trimmed query, without submitting the form', async () => {
    mocks.invoke.mockResolvedValue({ data: { results: [ACME] }, error: null });
    type(searchField(), '  acme  ');
    const enter = await press(searchField(), 'Enter');
    await settle();
    // The browser submits a form on Enter in a text field unless the keydown is stopped.
    expect(enter.defaultPrevented).toBe(true);
    expect(mocks.invoke).toHaveBeenCalledWith('lookup-company', { body: { query: 'acme' } });
    expect(mocks.submitLead).not.toHaveBeenCalled();
    expect(errorOf(field('Fullt navn'))).toBeNull();
    expect(results().map((result) => result.textContent)).toEqual([
      'Acme ASOrg.nr. 914 563 720 · Storgata 12, 0155 Oslo',
    ]);
  });

  it('searches with the button', async () => {
    mocks.invoke.mockResolvedValue({ data: { results: [ACME, FJORD] }, error: null });
    type(searchField(), 'as');
    await act(async () => {
      button('Søk').click();
      await Promise.resolve();
    });
    await settle();
    expect(mocks.invoke).toHaveBeenCalledTimes(1);
    expect(results()).toHaveLength(2);
    expect(container.textContent).toContain('2 firma funnet');
  });

  it('does not search for nothing or only spaces, and says what is missing', async () => {
    type(searchField(), '   ');
    await press(searchField(), 'Enter');
    await act(async () => {
      button('Søk').click();
      await Promise.resolve();
    });
    await settle();
    expect(mocks.invoke).not.toHaveBeenCalled();
    expect(errorOf(searchField())).toBe('Skriv inn et firmanavn eller organisasjonsnummer');
    expect(mocks.submitLead).not.toHaveBeenCalled();
  });

  it('shows that it is searching, then that nothing was found', async () => {
    let answer: (value: InvokeAnswer) => void = () => undefined;
    mocks.invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    type(searchField(), 'finnes ikke');
    await press(searchField(), 'Enter');
    await settle();
    expect(container.textContent).toContain('Søker...');
    await act(async () => {
      answer({ data: { results: [] }, error: null });
      await Promise.resolve();
    });
    await settle();
    expect(container.textContent).toContain('Ingen firma funnet');
    expect(results()).toHaveLength(0);
  });

  it('fills in company name and organisation number from the picked company and closes the list', async () => {
    mocks.invoke.mockResolvedValue({ data: { results: [ACME, FJORD] }, error: null });
    type(searchField(), 'a');
    await press(searchField(), 'Enter');
    await settle();
    await act(async () => {
      results()[1]?.click();
      await Promise.resolve();
    });
    expect(field('Firmanavn').value).toBe('Fjord Eiendom AS');
    expect(field('Organisasjonsnummer').value).toBe('928714055');
    expect(results()).toHaveLength(0);
    expect(document.activeElement).toBe(searchField());
    // The address belongs to the company, not necessarily to the property.
    expect(field('Adresse').value).toBe('');
  });

  it('moves through the results with the arrow keys and closes the list on Escape', async () => {
    mocks.invoke.mockResolvedValue({ data: { results: [ACME, FJORD] }, error: null });
    type(searchField(), 'a');
    await press(searchField(), 'Enter');
    await settle();
    await press(searchField(), 'ArrowDown');
    expect(document.activeElement).toBe(results()[0]);
    await press(results()[0] ?? searchField(), 'ArrowDown');
    expect(document.activeElement).toBe(results()[1]);
    await press(results()[1] ?? searchField(), 'Escape');
    expect(results()).toHaveLength(0);
    expect(document.activeElement).toBe(searchField());
    expect(field('Firmanavn').value).toBe('');
  });

  it("toasts 'Søkefeil' when the search fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mocks.invoke.mockResolvedValue({
      data: null,
      error: new Error('Edge Function returned a non-2xx status code'),
    });
    type(searchField(), 'acme');
    await press(searchField(), 'Enter');
    await settle();
    expect(mocks.toast.error).toHaveBeenCalledWith('Søkefeil', {
      description: 'Kunne ikke søke etter firma. Prøv igjen.',
    });
    expect(results()).toHaveLength(0);
  });

  it('shows only the answer to the latest search', async () => {
    const answers: ((value: InvokeAnswer) => void)[] = [];
    mocks.invoke.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    type(searchField(), 'acme');
    await press(searchField(), 'Enter');
    await settle();
    type(searchField(), 'fjord');
    await press(searchField(), 'Enter');
    await settle();
    await act(async () => {
      answers[1]?.({ data: { results: [FJORD] }, error: null });
      answers[0]?.({ data: { results: [ACME] }, error: null });
      await Promise.resolve();
    });
    await settle();
    expect(results().map((result) => result.textContent)).toEqual([
      expect.stringContaining('Fjord Eiendom AS'),
    ]);
  });
});

describe('the property request form', () => {
  async function submit() {
    await act(async () => {
      button('Send forespørsel').click();
      await Promise.resolve();
    });
  }

  function fill() {
    type(field('Fullt navn'), 'Ola Nordmann');
    type(field('Telefonnummer'), '123');
    type(field('E-post'), 'ola@firma.no');
    type(field('Adresse'), 'Bryggen 3, 5003 Bergen');
    type(field('Kvadratmeter'), 'ca. 1 200');
  }

  it('has the page heading', () => {
    expect(container.querySelector('h1')?.textContent).toBe('Eiendomsdrift');
  });

  it('requires name, phone, e-mail, address and size, and focuses the first missing field', async () => {
    await submit();
    expect(mocks.submitLead).not.toHaveBeenCalled();
    expect(errorOf(field('Fullt navn'))).toBe('Fullt navn er påkrevd');
    expect(errorOf(field('Telefonnummer'))).toBe('Telefonnummer er påkrevd');
    expect(errorOf(field('E-post'))).toBe('E-post er påkrevd');
    expect(errorOf(field('Adresse'))).toBe('Adresse er påkrevd');
    expect(errorOf(field('Kvadratmeter'))).toBe('Kvadratmeter er påkrevd');
    expect(document.activeElement).toBe(field('Fullt navn'));

    type(field('Fullt navn'), 'Ola');
    await submit();
    expect(document.activeElement).toBe(field('Telefonnummer'));
  });

  it('sends the payload without checking the phone format, then resets', async () => {
    fill();
    mocks.submitLead.mockResolvedValue({ status: 'sent' });
    await submit();
    expect(mocks.submitLead).toHaveBeenCalledWith('eiendomsdrift', {
      fullName: 'Ola Nordmann',
      phone: '123',
      email: 'ola@firma.no',
      adresse: 'Bryggen 3, 5003 Bergen',
      kvadratmeter: 'ca. 1 200',
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('Forespørsel sendt', {
      description: 'Vi vil kontakte deg snart angående eiendomsdrift.',
    });
    expect(field('Adresse').value).toBe('');
    expect(field('Telefonnummer').value).toBe('');
  });

  it('clears the company search too when the form resets', async () => {
    mocks.invoke.mockResolvedValue({ data: { results: [ACME] }, error: null });
    fill();
    type(searchField(), 'acme');
    await press(searchField(), 'Enter');
    await settle();
    await act(async () => {
      results()[0]?.click();
      await Promise.resolve();
    });
    mocks.submitLead.mockResolvedValue({ status: 'saved', id: 'lead-1', reason: 'offline' });
    await submit();
    expect(mocks.submitLead.mock.calls[0]?.[1]).toMatchObject({ firmanavn: 'Acme AS', orgNr: '914563720' });
    expect(searchField().value).toBe('');
    expect(field('Firmanavn').value).toBe('');
    expect(container.textContent).toContain('Forespørsel lagret');
  });

  it('keeps the data when the server rejects the request', async () => {
    fill();
    mocks.submitLead.mockResolvedValue({ status: 'rejected', message: 'Ugyldig forespørsel' });
    await submit();
    expect(mocks.toast.error).toHaveBeenCalledWith('Feil ved sending', {
      description: 'Ugyldig forespørsel',
    });
    expect(field('Kvadratmeter').value).toBe('ca. 1 200');
  });
});
