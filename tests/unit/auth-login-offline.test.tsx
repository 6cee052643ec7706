import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonIn, fieldIn, type } from './support/form-dom.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface AuthAnswer {
  data: unknown;
  error: unknown;
}

const mocks = vi.hoisted(() => ({
  signInWithPassword: vi.fn<(credentials: unknown) => Promise<AuthAnswer>>(),
  signInWithOtp: vi.fn<(options: unknown) => Promise<AuthAnswer>>(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  history: { push: vi.fn(), replace: vi.fn() },
}));

vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));
vi.mock('../../src/lib/load-supabase.ts', () => ({
  loadSupabase: () =>
    Promise.resolve({
      auth: { signInWithPassword: mocks.signInWithPassword, signInWithOtp: mocks.signInWithOtp },
    }),
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
  useRouter: () => ({ history: mocks.history }),
}));

const { LoginPage } = await import('../../src/features/auth/components/LoginPage.tsx');

const OFFLINE_STATUS = 'Du er frakoblet. Koble til internett for å logge inn.';

/** What supabase-js answers when the request never got an answer. */
const NO_ANSWER = Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 });
const REFUSED = Object.assign(new Error('Invalid login credentials'), { name: 'AuthApiError', status: 400 });

let root: Root | null = null;
let container: HTMLDivElement;
let online = true;

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function render() {
  act(() => {
    root = createRoot(container);
    root.render(<LoginPage />);
  });
}

function fillIn(email: string, password: string) {
  type(fieldIn(container, 'E-post'), email);
  type(fieldIn(container, 'Passord'), password);
}

/** Clicks and lets the lazy client and its answer come back. */
async function click(name: string) {
  await act(async () => {
    buttonIn(container, name).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const statusTexts = () =>
  Array.from(container.querySelectorAll('[role="status"]')).map((el) => el.textContent);

describe('logging in with no network', () => {
  it('says the network is needed, and tries nothing', async () => {
    online = false;
    render();
    expect(statusTexts()).toContain(OFFLINE_STATUS);
    fillIn('kari@example.no', 'Sommer2026!');
    await click('Logg inn');
    expect(mocks.signInWithPassword).not.toHaveBeenCalled();
    expect(mocks.toast.error).toHaveBeenCalledWith('Ingen nettverkstilkobling', {
      description: 'Du må være på nett for å logge inn.',
    });
    expect(mocks.toast.error).not.toHaveBeenCalledWith('Innlogging feilet', expect.anything());
    expect(buttonIn(container, 'Logg inn').disabled).toBe(false);
  });

  it('shows and hides the offline notice as the connection comes and goes', () => {
    render();
    expect(statusTexts()).not.toContain(OFFLINE_STATUS);
    setOnline(false);
    expect(statusTexts()).toContain(OFFLINE_STATUS);
    setOnline(true);
    expect(statusTexts()).not.toContain(OFFLINE_STATUS);
  });

  it('says the network is needed when the request gets no answer', async () => {
    mocks.signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error: NO_ANSWER });
    render();
    fillIn('kari@example.no', 'Sommer2026!');
    await click('Logg inn');
    expect(mocks.signInWithPassword).toHaveBeenCalledOnce();
    expect(mocks.toast.error).toHaveBeenCalledWith('Ingen nettverkstilkobling', {
      description: 'Du må være på nett for å logge inn.',
    });
  });

  it('still says "Innlogging feilet" for a wrong password online', async () => {
    mocks.signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error: REFUSED });
    render();
    fillIn('kari@example.no', 'feil-passord');
    await click('Logg inn');
    expect(mocks.toast.error).toHaveBeenCalledWith('Innlogging feilet', {
      description: 'Ugyldig e-post eller passord.',
    });
    expect(mocks.history.push).not.toHaveBeenCalled();
  });
});

describe('the magic link with no network', () => {
  const MAGIC = 'Send meg en innloggingslenke';

  it('says the network is needed, and sends nothing', async () => {
    online = false;
    render();
    type(fieldIn(container, 'E-post'), 'kari@example.no');
    await click(MAGIC);
    expect(mocks.signInWithOtp).not.toHaveBeenCalled();
    expect(mocks.toast.error).toHaveBeenCalledWith('Ingen nettverkstilkobling', {
      description: 'Du må være på nett for å få tilsendt en innloggingslenke.',
    });
    expect(mocks.toast.error).not.toHaveBeenCalledWith('Feil ved sending av e-post', expect.anything());
  });

  it('says the network is needed when the request gets no answer', async () => {
    mocks.signInWithOtp.mockResolvedValue({ data: {}, error: NO_ANSWER });
    render();
    type(fieldIn(container, 'E-post'), 'kari@example.no');
    await click(MAGIC);
    expect(mocks.signInWithOtp).toHaveBeenCalledOnce();
    expect(mocks.toast.error).toHaveBeenCalledWith('Ingen nettverkstilkobling', {
      description: 'Du må være på nett for å få tilsendt en innloggingslenke.',
    });
  });

  it('keeps "Feil ved sending av e-post" for a refusal online', async () => {
    mocks.signInWithOtp.mockResolvedValue({
      data: {},
      error: Object.assign(new Error('Signups not allowed for otp'), { name: 'AuthApiError', status: 422 }),
    });
    render();
    type(fieldIn(container, 'E-post'), 'ukjent@example.no');
    await click(MAGIC);
    expect(mocks.toast.error).toHaveBeenCalledWith('Feil ved sending av e-post', {
      description: 'Prøv igjen om litt.',
    });
  });
});
