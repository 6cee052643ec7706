import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeInviteFailure, functionErrorText } from '../../src/features/employees/invite-failure.ts';
import { readInvitationToken } from '../../src/features/employees/invite-link.ts';

const mocks = vi.hoisted(() => ({ invoke: vi.fn<(name: string, options: unknown) => unknown>() }));
vi.mock('@/lib/supabase.ts', () => ({
  supabase: {
    functions: { invoke: (name: string, options: unknown) => Promise.resolve(mocks.invoke(name, options)) },
  },
}));

const { inviteEmployee } = await import('../../src/features/employees/api/invite-employee.ts');

/** What supabase-js gives for a non-2xx answer: a FunctionsHttpError with the Response as context. */
function httpError(status: number, body: unknown) {
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    name: 'FunctionsHttpError',
    context: new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  });
}

const REQUEST = {
  email: ' ny@acme.test ',
  firstname: 'Ny',
  lastname: 'Ansatt',
  phone: '',
  companyId: 'c1',
  role: 'employee' as const,
};

describe('the invite failure toasts', () => {
  it('maps not_authorized, an already registered user and anything else as the spec says', () => {
    expect(describeInviteFailure('not_authorized')).toMatchObject({
      title: 'Ingen tilgang',
      description: 'Du har ikke rettigheter til å invitere ansatte for denne bedriften.',
    });
    expect(describeInviteFailure('User already registered')).toMatchObject({
      title: 'E-post allerede registrert',
      description: 'En bruker med denne e-postadressen er allerede registrert.',
    });
    expect(describeInviteFailure('company_id: Invalid uuid')).toMatchObject({
      title: 'Noe gikk galt',
      description: 'Det oppstod en feil under inviteringen. Vennligst prøv igjen.',
    });
  });

  it('reads the error from the body of a function’s non-2xx answer', async () => {
    expect(await functionErrorText(httpError(403, { error: 'not_authorized' }))).toBe('not_authorized');
    expect(await functionErrorText(httpError(422, { error: 'User already registered' }))).toBe(
      'User already registered',
    );
    const plain = Object.assign(new Error('boom'), { context: new Response('oops', { status: 502 }) });
    expect(await functionErrorText(plain)).toBe('boom 502');
    expect(await functionErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('inviting an employee', () => {
  beforeEach(() => mocks.invoke.mockReset());

  it('sends the spec’s payload with the accept page as redirect', async () => {
    mocks.invoke.mockReturnValue({ data: { success: true, invitation_id: 'i9' }, error: null });
    expect(await inviteEmployee(REQUEST)).toEqual({ ok: true, invitationId: 'i9' });
    expect(mocks.invoke).toHaveBeenCalledWith('invite-employee', {
      body: {
        email: 'ny@acme.test',
        firstname: 'Ny',
        lastname: 'Ansatt',
        phone: '',
        company_id: 'c1',
        role: 'employee',
        redirectTo: `${window.location.origin}/accept-invite`,
      },
    });
  });

  it('adds resend for a pending invitation and takes the resent answer', async () => {
    mocks.invoke.mockReturnValue({ data: { success: true, resent: true }, error: null });
    expect(await inviteEmployee({ ...REQUEST, resend: true })).toEqual({ ok: true, invitationId: null });
    expect(mocks.invoke.mock.calls[0]?.[1]).toMatchObject({ body: { resend: true } });
  });

  it.each([
    [403, { error: 'not_authorized' }, 'not_authorized'],
    [422, { error: 'User already registered' }, 'already_registered'],
    [400, { error: 'email: Invalid email' }, 'failed'],
    [409, { error: 'already a member' }, 'failed'],
  ])('turns a %i answer into the %s toast', async (status, body, kind) => {
    mocks.invoke.mockReturnValue({ data: null, error: httpError(status, body) });
    expect(await inviteEmployee(REQUEST)).toMatchObject({ ok: false, kind });
  });

  it('calls an unreadable success or a network failure a failure', async () => {
    mocks.invoke.mockReturnValue({ data: { success: true }, error: null });
    expect(await inviteEmployee(REQUEST)).toMatchObject({ ok: false, kind: 'failed' });
    // supabase-js reports a request that never got an answer as FunctionsFetchError (the cause as context).
    const fetchError = Object.assign(new Error('Failed to send a request to the Edge Function'), {
      name: 'FunctionsFetchError',
      context: new TypeError('Failed to fetch'),
    });
    mocks.invoke.mockReturnValue({ data: null, error: fetchError });
    expect(await inviteEmployee(REQUEST)).toMatchObject({ ok: false, kind: 'failed' });
  });
});

// Invitation links carry a token (the capability), not an auth session (issue 23).
describe('the invitation link', () => {
  const token = 'a1'.repeat(32);

  it('reads the token from the fragment', () => {
    expect(readInvitationToken(`#invitation=${token}`)).toBe(token);
  });

  it('ignores sessions, errors and anything that is not a token', () => {
    expect(readInvitationToken(`#access_token=h.e.s&type=invite`)).toBeNull();
    expect(readInvitationToken('#error=access_denied&error_code=otp_expired')).toBeNull();
    expect(readInvitationToken('')).toBeNull();
    expect(readInvitationToken('#invitation=<script>')).toBeNull();
    expect(readInvitationToken(`#invitation=${token}00`)).toBeNull();
  });
});
