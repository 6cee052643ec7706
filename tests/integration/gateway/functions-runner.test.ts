import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../../supabase/local/paths.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { failure, invoke } from '../functions/support.ts';
import { clientWithToken, userToken } from '../storage/support.ts';

const FIXTURES = join(projectRoot, 'tests', 'fixtures', 'functions');

interface Echo {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
  env: Record<string, string | null>;
}

let backend: TestBackend;

beforeAll(async () => {
  // The runner reads its folder when the gateway starts; point it at the test-only functions.
  process.env.ORDNING_FUNCTIONS_DIR = FIXTURES;
  try {
    backend = await startTestBackend({ seed: false, functionsEnv: { MAIL_API_KEY: 'test-mail-key' } });
  } finally {
    delete process.env.ORDNING_FUNCTIONS_DIR;
  }
});

afterAll(async () => {
  await backend.close();
});

const functionUrl = (path: string) => `${backend.url}/functions/v1/${path}`;

describe('invoking a function', () => {
  it('passes the body, the caller and the environment to the handler', async () => {
    const { data, error } = await invoke<Echo>(backend.anon(), 'echo', { body: { hello: 'verden' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: { hello: 'verden' },
      authorization: `Bearer ${backend.anonKey}`,
      env: {
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        MAIL_API_KEY: 'test-mail-key',
        UNSET: null,
      },
    });
  });

  it('supports other methods and sub-paths, as hosted functions see them', async () => {
    const { data, error } = await invoke<Echo>(backend.anon(), 'echo/orders/42?expand=true', {
      method: 'GET',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'GET',
      path: '/echo/orders/42',
      search: '?expand=true',
      body: null,
    });
  });

  it("accepts a signed-in user's token", async () => {
    const token = await userToken(backend);
    const { data } = await invoke<Echo>(clientWithToken(backend, token), 'echo', { body: {} });
    expect(data?.authorization).toBe(`Bearer ${token}`);
  });

  it('answers preflight requests without a token', async () => {
    const preflight = await fetch(functionUrl('echo'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('verify_jwt', () => {
  it('refuses a request without an Authorization header', async () => {
    const response = await fetch(functionUrl('echo'), {
      method: 'POST',
      headers: { apikey: backend.anonKey },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401, message: 'Missing authorization header' });
  });

  it('refuses a forged, an expired and a malformed token', async () => {
    const forged = await userToken(backend, { secret: 'z'.repeat(40) });
    const expired = await userToken(backend, { expiresIn: -10 });
    for (const token of [forged, expired, 'garbage']) {
      const { error } = await invoke(clientWithToken(backend, token), 'echo', { body: {} });
      expect(await failure(error)).toEqual({
        status: 401,
        body: { code: 401, message: 'Invalid JWT', msg: 'Invalid JWT' },
      });
    }
  });
});

describe('function names', () => {
  const notFound = { code: 'NOT_FOUND', message: 'Requested function was not found' };

  it('answers 404 for an unknown function', async () => {
    const { error } = await invoke(backend.anon(), 'does-not-exist', { body: {} });
    expect(await failure(error)).toEqual({ status: 404, body: notFound });
  });

  it.each([
    ['shared code', '_shared'],
    ['an encoded parent path', '..%2F..%2Fsupabase%2Ffunctions%2Fcheck-company-registered'],
    ['a name with an encoded slash', 'echo%2F..'],
    ['a backslash', '..%5Cecho'],
    ['upper case', 'ECHO'],
  ])('answers 404 for %s', async (_what, name) => {
    const response = await fetch(functionUrl(name), {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFound);
  });

  it('never resolves dot segments to another path', async () => {
    // URL parsing folds `%2E%2E` away before routing; nothing under /functions/v1 answers.
    const response = await fetch(functionUrl('%2E%2E/echo'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(response.status).toBe(404);
  });
});

describe('failures', () => {
  it('answers 500 without details when the handler throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { error } = await invoke(backend.anon(), 'throws', { body: {} });
      const { status, body } = await failure(error);
      expect(status).toBe(500);
      expect(body).toEqual({ error: 'Internal Server Error' });
      expect(JSON.stringify(body)).not.toContain('hunter2');
      // The developer still sees what happened, in the server log.
      expect(String(logged.mock.calls[0]?.[1])).toContain('hunter2');
    } finally {
      logged.mockRestore();
    }
  });

  it('answers 503 BOOT_ERROR when the module has no default export', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { error } = await invoke(backend.anon(), 'no-default-export', { body: {} });
      expect(await failure(error)).toMatchObject({ status: 503, body: { code: 'BOOT_ERROR' } });
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});
