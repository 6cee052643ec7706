import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { clientWithToken, userToken } from '../storage/support.ts';
import { failure, invoke } from './support.ts';

const FUNCTION = 'check-company-registered';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
});

afterAll(async () => {
  await backend.close();
});

describe('check-company-registered', () => {
  it('answers exists: false for an organisation number nobody registered', async () => {
    const { data, error } = await invoke(backend.anon(), FUNCTION, { body: { orgNo: '999888771' } });
    expect(error).toBeNull();
    expect(data).toEqual({ exists: false });
  });

  // Issue 23: a pending claim blocks nobody, so it does not count as registered.
  it('answers exists: false while only pending claims have the number', async () => {
    await backend.gateway.ctx.db.query(
      `insert into public.companies (name, org_no, verification_status) values ('Falsk Regnskap AS', '987654325', 'pending')`,
    );
    const { data } = await invoke(backend.anon(), FUNCTION, { body: { orgNo: '987654325' } });
    expect(data).toEqual({ exists: false });
  });

  it('answers exists: true once a verified company has the number, however it is spaced', async () => {
    await backend.gateway.ctx.db.query(
      `insert into public.companies (name, org_no, verification_status) values ('Test Regnskap AS', '987654325', 'verified')`,
    );
    const { data } = await invoke(backend.anon(), FUNCTION, { body: { orgNo: '987 654 325' } });
    expect(data).toEqual({ exists: true });
  });

  it('answers a signed-in user the same boolean and nothing else', async () => {
    const token = await userToken(backend);
    const { data } = await invoke(clientWithToken(backend, token), FUNCTION, {
      body: { orgNo: '987654325' },
    });
    expect(data).toEqual({ exists: true });
  });

  it('checks the mod-11 check digit before looking anything up', async () => {
    // Even a stored row with that number is never reached: the number cannot exist.
    await backend.gateway.ctx.db.query(
      `insert into public.companies (name, org_no) values ('Feil Siffer AS', '987654321')`,
    );
    const { error } = await invoke(backend.anon(), FUNCTION, { body: { orgNo: '987 654 321' } });
    expect(await failure(error)).toEqual({
      status: 400,
      body: {
        error: 'Ugyldig forespørsel',
        details: [
          {
            path: ['orgNo'],
            code: 'custom',
            message: 'Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)',
          },
        ],
      },
    });
  });

  it('explains in Norwegian when the number is not nine digits', async () => {
    const { error } = await invoke(backend.anon(), FUNCTION, { body: { orgNo: '12345' } });
    expect(await failure(error)).toEqual({
      status: 400,
      body: {
        error: 'Ugyldig forespørsel',
        details: [
          {
            path: ['orgNo'],
            code: 'invalid_format',
            message: 'Organisasjonsnummer må bestå av nøyaktig 9 siffer',
          },
        ],
      },
    });
  });

  it.each([
    ['a missing orgNo', {}, 'Organisasjonsnummer (orgNo) mangler'],
    ['a number instead of text', { orgNo: 987654325 }, 'Organisasjonsnummer må være tekst'],
    ['null', { orgNo: null }, 'Organisasjonsnummer må være tekst'],
    ['ten digits', { orgNo: '9876543250' }, 'Organisasjonsnummer må bestå av nøyaktig 9 siffer'],
    ['an empty string', { orgNo: '' }, 'Organisasjonsnummer må bestå av nøyaktig 9 siffer'],
    [
      'a remainder-1 number no company can have',
      { orgNo: '100000130' },
      'Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)',
    ],
    ['a string instead of an object', '987654325', 'Forespørselen må være et JSON-objekt med orgNo'],
    ['letters', { orgNo: '98765432A' }, 'Organisasjonsnummer må bestå av nøyaktig 9 siffer'],
    ['a list instead of an object', ['987654325'], 'Forespørselen må være et JSON-objekt med orgNo'],
  ])('answers 400 for %s', async (_what, body, message) => {
    const { error } = await invoke(backend.anon(), FUNCTION, { body });
    const { status, body: answer } = await failure(error);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: 'Ugyldig forespørsel', details: [{ message }] });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await fetch(`${backend.url}/functions/v1/${FUNCTION}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body: '{"orgNo": "98765',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Ugyldig forespørsel',
      details: [{ path: [], code: 'invalid_json', message: 'Forespørselen må være gyldig JSON' }],
    });
  });

  it('answers 400 for a body that is not JSON at all', async () => {
    const response = await fetch(`${backend.url}/functions/v1/${FUNCTION}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'text/plain' },
      body: 'orgNo=987654325',
    });
    expect(response.status).toBe(400);
  });

  it('accepts only POST', async () => {
    const { error } = await invoke(backend.anon(), FUNCTION, { method: 'GET' });
    const { status } = await failure(error);
    expect(status).toBe(405);
  });

  it('is public (verify_jwt = false): without a key the function itself answers, with only the boolean', async () => {
    // A publishable key is no JWT, so the platform check is off here; the function's own limits apply.
    const response = await fetch(`${backend.url}/functions/v1/${FUNCTION}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orgNo: '987654325' }),
    });
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as object)).toEqual(['exists']);
  });
});
