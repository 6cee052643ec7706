import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../supabase/local/paths.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { rawRequest } from './raw-request.ts';

const FIXTURES = join(projectRoot, 'tests', 'fixtures', 'functions');

const backend = backendForFile(async (): Promise<TestBackend> => {
  // The runner reads its folder when the gateway starts; point it at the test-only echo function.
  process.env.ORDNING_FUNCTIONS_DIR = FIXTURES;
  try {
    return await startTestBackend({ seed: false });
  } finally {
    delete process.env.ORDNING_FUNCTIONS_DIR;
  }
});

describe('edge function environment', () => {
  it('gives functions the configured SUPABASE_URL, never one from the Host header', async () => {
    const port = new URL(backend().url).port;
    const response = await rawRequest(`${backend().url}/functions/v1/echo`, {
      method: 'POST',
      headers: {
        host: `attacker.example:${port}`,
        authorization: `Bearer ${backend().anonKey}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const echoed = JSON.parse(response.body) as { env: { SUPABASE_URL: string } };
    // The function would send the service-role key to this URL (e.g. the local mail API).
    expect(echoed.env.SUPABASE_URL).toBe(backend().url);
  });
});
