import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, authBackendForFile, jsonBody, mailsTo, sql, uniqueEmail } from './auth-helpers.ts';

const backend = authBackendForFile();

/** What a foreign page can send without a CORS preflight: a "simple" content type. */
function simplePost(path: string, contentType: string | null, body: string): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: backend().anonKey,
    'x-supabase-api-version': '2024-01-01',
  };
  if (contentType) headers['content-type'] = contentType;
  return fetch(`${backend().url}/auth/v1${path}`, { method: 'POST', headers, body });
}

describe('auth request bodies', () => {
  it('refuses a text/plain JSON body, so a foreign page cannot sign in or sign up', async () => {
    const signIn = await simplePost(
      '/token?grant_type=password',
      'text/plain;charset=UTF-8',
      JSON.stringify({ email: 'privat@ordning.test', password: 'Demo1234!' }),
    );
    expect(signIn.status).toBe(415);
    expect(await jsonBody(signIn)).toEqual({
      code: 'validation_failed',
      message: 'Content-Type must be application/json',
    });

    const email = uniqueEmail('plain');
    const signUp = await simplePost(
      '/signup',
      'text/plain',
      JSON.stringify({ email, password: STRONG_PASSWORD }),
    );
    expect(signUp.status).toBe(415);
    expect(await sql(backend(), 'select 1 from auth.users where email = $1', [email])).toHaveLength(0);
    expect(await mailsTo(backend(), email)).toHaveLength(0);
  });

  it('refuses form bodies and bodies without a content type', async () => {
    const email = uniqueEmail('form');
    const form = await simplePost(
      '/otp',
      'application/x-www-form-urlencoded',
      `email=${encodeURIComponent(email)}`,
    );
    expect(form.status).toBe(415);
    const multipart = await simplePost('/recover', 'multipart/form-data; boundary=x', '--x--');
    expect(multipart.status).toBe(415);
    const untyped = await simplePost('/recover', null, JSON.stringify({ email }));
    expect(untyped.status).toBe(415);
    expect(await mailsTo(backend(), email)).toHaveLength(0);
  });

  it('accepts application/json with parameters, as supabase-js sends it', async () => {
    const email = uniqueEmail('json');
    const response = await simplePost(
      '/signup',
      'application/json;charset=UTF-8',
      JSON.stringify({ email, password: STRONG_PASSWORD }),
    );
    expect(response.status).toBe(200);
    expect(await mailsTo(backend(), email)).toHaveLength(1);
  });
});
