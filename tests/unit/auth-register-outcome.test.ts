import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_REGISTER_VALUES,
  type RegisterValues,
} from '../../src/features/auth/register/register-schema.ts';

const mocks = vi.hoisted(() => ({
  signUp: vi.fn(),
  invoke: vi.fn(),
  signIn: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  updateUser: vi.fn(),
}));

vi.mock('../../src/lib/load-supabase.ts', () => ({
  loadSupabase: () =>
    Promise.resolve({
      auth: {
        signUp: mocks.signUp,
        resetPasswordForEmail: mocks.resetPasswordForEmail,
        updateUser: mocks.updateUser,
      },
      functions: { invoke: mocks.invoke },
    }),
}));
vi.mock('../../src/features/auth/api/sign-in.ts', () => ({ signInWithPassword: mocks.signIn }));
vi.mock('../../src/features/auth/start-auth.ts', () => ({ refreshRoles: () => Promise.resolve() }));

const { registerAccount } = await import('../../src/features/auth/api/register.ts');
const { requestPasswordReset, setNewPassword } =
  await import('../../src/features/auth/api/password-reset.ts');

const person: RegisterValues = {
  ...EMPTY_REGISTER_VALUES,
  email: 'kari@example.no',
  contactFirstName: 'Kari',
  contactLastName: 'Nordmann',
  password: 'Sommer2026!',
  confirmPassword: 'Sommer2026!',
};
const company: RegisterValues = {
  ...person,
  userType: 'company',
  companyName: 'Nordlys Regnskap AS',
  organizationNumber: '903 552 905',
  address: 'Karl Johans gate 21, 0159 Oslo',
};

const noSession = { data: { user: { id: 'u1' }, session: null }, error: null };
const alreadyExists = {
  data: { user: null, session: null },
  error: {
    name: 'AuthApiError',
    status: 422,
    code: 'user_already_exists',
    message: 'User already registered',
  },
};

beforeEach(() => {
  vi.clearAllMocks();
  mocks.invoke.mockResolvedValue({ data: { success: true, company_id: 'c1' }, error: null });
});

describe('registering', () => {
  it('signs up with the spec metadata and the site root as the confirmation target', async () => {
    mocks.signUp.mockResolvedValue(noSession);
    mocks.signIn.mockResolvedValue({ ok: false, message: 'Email not confirmed' });
    expect(await registerAccount(company)).toEqual({ kind: 'confirm_email' });
    expect(mocks.signUp).toHaveBeenCalledWith({
      email: 'kari@example.no',
      password: 'Sommer2026!',
      options: {
        emailRedirectTo: `${window.location.origin}/`,
        data: {
          user_type: 'company',
          firstname: 'Kari',
          lastname: 'Nordmann',
          phone: null,
          company_name: 'Nordlys Regnskap AS',
          org_no: '903552905',
          address: 'Karl Johans gate 21, 0159 Oslo',
        },
      },
    });
    // No company is attached: the password did not sign in. Only the existing-account notice is asked for.
    expect(mocks.invoke.mock.calls.map(([name]) => name as string)).toEqual(['notify-existing-account']);
  });

  it('never tries a sign-in for a private person', async () => {
    mocks.signUp.mockResolvedValue(noSession);
    expect(await registerAccount(person)).toEqual({ kind: 'confirm_email' });
    expect(mocks.signIn).not.toHaveBeenCalled();
  });

  it('asks for the existing-account notice after every signUp that wants a confirmation', async () => {
    mocks.signUp.mockResolvedValue(noSession);
    mocks.invoke.mockResolvedValue({ data: { accepted: true }, error: null });
    expect(await registerAccount(person)).toEqual({ kind: 'confirm_email' });
    expect(mocks.invoke).toHaveBeenCalledWith('notify-existing-account', {
      body: { email: 'kari@example.no', returnTo: `${window.location.origin}/` },
    });
  });

  it('shows the same outcome when the notice is refused or the call fails', async () => {
    mocks.signUp.mockResolvedValue(noSession);
    mocks.invoke.mockResolvedValue({ data: null, error: new Error('429') });
    expect(await registerAccount(person)).toEqual({ kind: 'confirm_email' });
    mocks.invoke.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await registerAccount(person)).toEqual({ kind: 'confirm_email' });
  });

  it('sends the confirmation link and the notice back to a same-origin redirectTo, never elsewhere', async () => {
    mocks.signUp.mockResolvedValue(noSession);
    await registerAccount(person, '/offer/42?fra=register');
    const target = `${window.location.origin}/offer/42?fra=register`;
    expect(mocks.signUp).toHaveBeenLastCalledWith(
      expect.objectContaining({ options: expect.objectContaining({ emailRedirectTo: target }) as unknown }),
    );
    expect(mocks.invoke).toHaveBeenLastCalledWith('notify-existing-account', {
      body: { email: 'kari@example.no', returnTo: target },
    });
    await registerAccount(person, '//evil.test/offer');
    expect(mocks.signUp).toHaveBeenLastCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({ emailRedirectTo: `${window.location.origin}/` }) as unknown,
      }),
    );
  });

  it('attaches the company when the typed password signs in to an existing account', async () => {
    mocks.signUp.mockResolvedValue(noSession);
    mocks.signIn.mockResolvedValue({ ok: true });
    expect(await registerAccount({ ...company, invoiceEmail: '' })).toEqual({ kind: 'company_attached' });
    expect(mocks.invoke).toHaveBeenCalledWith('attach-company-to-user', {
      body: {
        email: 'kari@example.no',
        companyName: 'Nordlys Regnskap AS',
        organizationNumber: '903552905',
        address: 'Karl Johans gate 21, 0159 Oslo',
        invoiceEmail: 'kari@example.no',
      },
    });
  });

  it('says "could not finish" when the attach fails', async () => {
    mocks.signUp.mockResolvedValue(noSession);
    mocks.signIn.mockResolvedValue({ ok: true });
    mocks.invoke.mockResolvedValue({ data: null, error: new Error('409') });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await registerAccount(company)).toEqual({ kind: 'attach_failed' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('with autoconfirm: an existing address is "exists" for a person, and attaches for a company', async () => {
    mocks.signUp.mockResolvedValue(alreadyExists);
    expect(await registerAccount(person)).toEqual({ kind: 'email_exists' });
    mocks.signIn.mockResolvedValue({ ok: false, message: 'Invalid login credentials' });
    expect(await registerAccount(company)).toEqual({ kind: 'email_exists' });
    mocks.signIn.mockResolvedValue({ ok: true });
    expect(await registerAccount(company)).toEqual({ kind: 'company_attached' });
  });

  it('tells a network failure from other errors', async () => {
    mocks.signUp.mockResolvedValue({ data: {}, error: { name: 'AuthRetryableFetchError', status: 0 } });
    expect(await registerAccount(person)).toEqual({ kind: 'offline' });
    mocks.signUp.mockResolvedValue({ data: {}, error: { name: 'AuthApiError', status: 500, message: 'x' } });
    expect(await registerAccount(person)).toEqual({ kind: 'failed' });
  });
});

describe('the reset calls', () => {
  it('mails a link back to /password-reset and names a rate limit', async () => {
    mocks.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    expect(await requestPasswordReset(' kari@example.no ')).toEqual({ ok: true });
    expect(mocks.resetPasswordForEmail).toHaveBeenCalledWith('kari@example.no', {
      redirectTo: `${window.location.origin}/password-reset`,
    });
    mocks.resetPasswordForEmail.mockResolvedValue({
      data: {},
      error: { name: 'AuthApiError', status: 429, code: 'over_email_send_rate_limit' },
    });
    expect(await requestPasswordReset('kari@example.no')).toEqual({ ok: false, reason: 'rate_limited' });
  });

  it('recognises the same-password answer', async () => {
    mocks.updateUser.mockResolvedValue({
      data: {},
      error: {
        status: 422,
        code: 'same_password',
        message: 'New password should be different from the old password.',
      },
    });
    expect(await setNewPassword('Sommer2026!')).toEqual({ ok: false, reason: 'same' });
    mocks.updateUser.mockResolvedValue({
      data: {},
      error: { status: 401, message: 'Auth session missing!' },
    });
    expect(await setNewPassword('Sommer2026!')).toEqual({ ok: false, reason: 'failed' });
  });
});
