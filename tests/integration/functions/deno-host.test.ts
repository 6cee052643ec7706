import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DenoFunctionHost } from '../../../supabase/local/functions/deno-host.ts';

// The host behind ORDNING_FUNCTIONS_RUNTIME=deno (npm run test:functions-deno replays the
// functions' suites with it): a function must really run under Deno, with the env it is given.
const host = new DenoFunctionHost(join(import.meta.dirname, 'fixtures'), () => ({
  SITE_URL: 'https://ordning.no',
}));
afterAll(() => host.close());

describe('DenoFunctionHost', () => {
  it('serves a function under Deno 2.1 with its env, and forwards method and body', async () => {
    const handler = await host.load('deno-probe');
    expect(handler).not.toBeNull();
    const response = await handler?.(
      new Request('http://localhost/deno-probe', { method: 'POST', body: '{}' }),
      { get: () => undefined },
    );
    expect(response?.status).toBe(200);
    expect(await response?.json()).toEqual({
      runtime: expect.stringMatching(/^deno 2\.1\./) as unknown,
      method: 'POST',
      site: 'https://ordning.no',
    });
  }, 90_000);

  it('knows no function without a handler, nor a name that is a path', async () => {
    expect(await host.load('finnes-ikke')).toBeNull();
    expect(await host.load('../functions')).toBeNull();
  });
});
