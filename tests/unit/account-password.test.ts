import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChangePasswordSchema,
  PASSWORD_MESSAGES,
  ReauthenticationCodeSchema,
  changePassword,
  describeCheckFailure,
  describeUpdateFailure,
  splitPasswordErrors,
} from '../../src/features/account/api/change-password.ts';
import { fieldErrors } from '../../src/ui/form-errors.ts';

const mocks = vi.hoisted(() => ({
  checkSignIn: vi.fn(),
  checkSignOut: vi.fn(() => Promise.resolve({ error: null })),
  updateUser: vi.fn(),
  reauthenticate: vi.fn(),
  createClient: vi.fn(),
}));
vi.mock('@supabase/supabase-js', () => ({
  createClient: mocks.createClient.mockImplementation(() => ({
    auth: { signInWithPassword: mocks.checkSignIn, signOut: mocks.checkSignOut },
  })),
}));
vi.mock('@/lib/supabase.ts', () => ({
  supabase: { auth: { updateUser: mocks.updateUser, reauthenticate: mocks.reauthenticate } },
}));
vi.mock('@/lib/env.ts', () => ({
  env: { supabaseUrl: 'http://localhost:4173', supabaseAnonKey: 'anon-key-for-tests-0123456789' },
}));

function errorsOf(values: { current: string; next: string; repeat: string }) {
  const parsed = ChangePasswordSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('the set-password form', () => {
  it("says 'Alle feltene må fylles ut.' once for the form, marking each empty field", () => {
    const errors = errorsOf({ current: '', next: 'Nytt-passord-1', repeat: '' });
    expect(errors).toEqual({ current: PASSWORD_MESSAGES.allRequired, repeat: PASSWORD_MESSAGES.allRequired });
    expect(splitPasswordErrors(errors)).toEqual({ fields: {}, form: 'Alle feltene må fylles ut.' });
  });

  it('wants the two new passwords to match', () => {
    expect(errorsOf({ current: 'gammelt', next: 'Nytt-passord-1', repeat: 'Nytt-passord-2' })).toEqual({
      repeat: 'De nye passordene stemmer ikke overens.',
    });
  });

  it("wants at least 8 characters, the server's minimum", () => {
    expect(errorsOf({ current: 'gammelt', next: 'kort12', repeat: 'kort12' })).toEqual({
      next: 'Det nye passordet må være minst 8 tegn langt.',
    });
    expect(errorsOf({ current: 'gammelt', next: '12345678', repeat: '12345678' })).toEqual({});
  });

  it('shows every problem at once, and never trims a password', () => {
    expect(errorsOf({ current: 'x', next: 'kort', repeat: 'annet' })).toEqual({
      next: PASSWORD_MESSAGES.tooShort,
      repeat: PASSWORD_MESSAGES.mismatch,
    });
    expect(errorsOf({ current: 'x', next: ' 1234567', repeat: ' 1234567' })).toEqual({});
  });

  it('refuses the current password as the new one before asking the server', () => {
    expect(
      errorsOf({ current: 'Samme-passord-1', next: 'Samme-passord-1', repeat: 'Samme-passord-1' }),
    ).toEqual({
      next: 'Det nye passordet må være forskjellig fra det nåværende.',
    });
  });
});

describe("the server's answers", () => {
  it('turns a refused current password into a message on that field', () => {
    expect(
      describeCheckFailure({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      }),
    ).toEqual({ ok: false, field: 'current', message: 'Det nåværende passordet er feil.' });
  });

  it('recognises the same password and a weak one', () => {
    expect(describeUpdateFailure({ status: 422, code: 'same_password', message: 'x' })).toMatchObject({
      field: 'next',
      message: PASSWORD_MESSAGES.same,
    });
    expect(
      describeUpdateFailure({
        status: 422,
        message: 'Password reuse is not allowed',
      }),
    ).toMatchObject({ field: 'next', message: PASSWORD_MESSAGES.same });
    expect(
      describeUpdateFailure({ status: 422, code: 'weak_password', message: 'Password is known to be weak' }),
    ).toMatchObject({ field: 'next', message: PASSWORD_MESSAGES.weak });
  });

  it('says the network is needed, or to wait, or to sign in again', () => {
    expect(describeUpdateFailure({ name: 'AuthRetryableFetchError', status: 0 })).toMatchObject({
      field: null,
      message: PASSWORD_MESSAGES.offline,
    });
    expect(describeCheckFailure({ status: 429 })).toMatchObject({ message: PASSWORD_MESSAGES.rateLimited });
    expect(describeUpdateFailure({ status: 401, message: 'JWT expired' })).toMatchObject({
      message: PASSWORD_MESSAGES.sessionEnded,
    });
  });
});

describe('changePassword', () => {
  const values = { current: 'Gammelt-passord-1', next: 'Nytt-passord-2', repeat: 'Nytt-passord-2' };

  beforeEach(() => {
    mocks.checkSignIn.mockReset();
    mocks.updateUser.mockReset();
    mocks.reauthenticate.mockReset();
    mocks.checkSignOut.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('checks the current password on a client of its own, then updates the password', async () => {
    mocks.checkSignIn.mockResolvedValue({ data: {}, error: null });
    mocks.updateUser.mockResolvedValue({ data: {}, error: null });
    await expect(changePassword('kari@acme.test', values)).resolves.toEqual({ ok: true });
    expect(mocks.checkSignIn).toHaveBeenCalledWith({
      email: 'kari@acme.test',
      password: 'Gammelt-passord-1',
    });
    // The check's own session is ended at once; the app's is never replaced.
    expect(mocks.checkSignOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(mocks.createClient.mock.calls[0]?.[2]).toMatchObject({
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect(mocks.updateUser).toHaveBeenCalledWith({ password: 'Nytt-passord-2' });
  });

  it('changes nothing when the current password is wrong', async () => {
    mocks.checkSignIn.mockResolvedValue({
      data: {},
      error: { status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    await expect(changePassword('kari@acme.test', values)).resolves.toMatchObject({
      ok: false,
      field: 'current',
    });
    expect(mocks.updateUser).not.toHaveBeenCalled();
  });

  it('says the network is needed when offline, without trying', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(changePassword('kari@acme.test', values)).resolves.toEqual({
      ok: false,
      field: null,
      message: 'Du er frakoblet. Koble til internett for å endre passordet.',
    });
    expect(mocks.checkSignIn).not.toHaveBeenCalled();
  });

  it('mails a code when the server wants a day-old session to prove itself, then sends it along', async () => {
    mocks.checkSignIn.mockResolvedValue({ data: {}, error: null });
    mocks.updateUser.mockResolvedValueOnce({
      data: {},
      error: {
        status: 400,
        code: 'reauthentication_needed',
        message: 'Password update requires reauthentication',
      },
    });
    mocks.reauthenticate.mockResolvedValue({ data: {}, error: null });
    await expect(changePassword('kari@acme.test', values)).resolves.toEqual({ ok: false, codeSent: true });
    expect(mocks.reauthenticate).toHaveBeenCalledTimes(1);

    mocks.checkSignIn.mockClear();
    mocks.updateUser.mockResolvedValueOnce({ data: {}, error: null });
    await expect(changePassword('kari@acme.test', values, '123456')).resolves.toEqual({ ok: true });
    expect(mocks.updateUser).toHaveBeenLastCalledWith({ password: 'Nytt-passord-2', nonce: '123456' });
    // The current password was checked in the first round; the code is the proof now.
    expect(mocks.checkSignIn).not.toHaveBeenCalled();
  });

  it('puts a wrong or expired code on the code field, and says when no code could be sent', async () => {
    mocks.updateUser.mockResolvedValue({
      data: {},
      error: { status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' },
    });
    await expect(changePassword('kari@acme.test', values, '000000')).resolves.toEqual({
      ok: false,
      field: 'code',
      message: 'Koden er feil eller utløpt. Sjekk e-posten, eller be om en ny kode.',
    });

    mocks.checkSignIn.mockResolvedValue({ data: {}, error: null });
    mocks.updateUser.mockResolvedValue({
      data: {},
      error: {
        status: 400,
        code: 'reauthentication_needed',
        message: 'Password update requires reauthentication',
      },
    });
    mocks.reauthenticate.mockResolvedValue({ data: {}, error: { status: 429, message: 'rate limit' } });
    await expect(changePassword('kari@acme.test', values)).resolves.toMatchObject({
      ok: false,
      message: PASSWORD_MESSAGES.rateLimited,
    });
  });

  it('takes the code as pasted, spaces around it or not, and wants one', () => {
    expect(ReauthenticationCodeSchema.parse(' 123456 ')).toBe('123456');
    expect(ReauthenticationCodeSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      'Skriv inn koden fra e-posten.',
    );
  });

  it('never throws, even when a client cannot be reached', async () => {
    mocks.checkSignIn.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(changePassword('kari@acme.test', values)).resolves.toMatchObject({
      ok: false,
      message: PASSWORD_MESSAGES.offline,
    });
  });
});
