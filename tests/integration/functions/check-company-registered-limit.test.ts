import { describe, expect, it } from 'vitest';
import { ORG_CHECK_RATE_LIMITED_MESSAGE } from '../../../supabase/functions/check-company-registered/address-limit.ts';
import { startTestBackend, untyped } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { failure, invoke } from './support.ts';

/**
 * Issue 22, finding 8: 200 anonymous check-company-registered calls in 2.2 s were
 * all answered, so the customer list could be enumerated from the registry's
 * numbers. Each address now has a budget counted in the database. Every call in
 * this file comes from one loopback address; the default budget applies.
 */
const FUNCTION = 'check-company-registered';
const DEFAULT_PER_ADDRESS = 30;

const backend = backendForFile(() => startTestBackend({ seed: false }));

/** Valid (mod-11) organisation numbers, one per index. */
function orgNumber(index: number): string {
  for (let n = 900_000_000 + index * 97; ; n += 1) {
    const digits = String(n).slice(0, 8);
    const weights = [3, 2, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return `${digits}${String(check === 11 ? 0 : check)}`;
  }
}

function check(index: number, headers: Record<string, string> = {}) {
  return invoke(backend().anon(), FUNCTION, { body: { orgNo: orgNumber(index) }, headers });
}

async function storedChecks(): Promise<{ client_key: string }[]> {
  return (
    await backend().gateway.ctx.db.query<{ client_key: string }>(
      'select client_key from private.org_number_checks',
    )
  ).rows;
}

describe('check-company-registered rate limit', () => {
  it('answers 30 calls an hour from one address, then 429 in Norwegian, whatever x-forwarded-for says', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      // A script cannot buy itself a fresh budget by claiming another address.
      const { error } = await check(index, { 'x-forwarded-for': `203.0.113.${String(index % 250)}` });
      answers.push(error ? (await failure(error)).status : 200);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(DEFAULT_PER_ADDRESS);
    expect(answers.slice(DEFAULT_PER_ADDRESS).every((status) => status === 429)).toBe(true);

    const { error } = await check(500);
    const response = (error as { context: Response }).context;
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await failure(error)).toEqual({ status: 429, body: { error: ORG_CHECK_RATE_LIMITED_MESSAGE } });
  });

  it('keeps only a keyed hash of the address, one row per counted call', async () => {
    const rows = await storedChecks();
    expect(rows).toHaveLength(DEFAULT_PER_ADDRESS);
    expect(new Set(rows.map((row) => row.client_key)).size).toBe(1);
    expect(rows[0]?.client_key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
  });

  it('counts a call that is not a valid number nowhere: it is refused before the budget', async () => {
    const { error } = await invoke(backend().anon(), FUNCTION, { body: { orgNo: '123' } });
    expect((await failure(error)).status).toBe(400);
    expect(await storedChecks()).toHaveLength(DEFAULT_PER_ADDRESS);
  });

  it('gives the budget back once the window has passed', async () => {
    await backend().gateway.ctx.db.query(
      `update private.org_number_checks set checked_at = checked_at - interval '61 minutes'`,
    );
    const { data, error } = await check(1000);
    expect(error).toBeNull();
    expect(data).toEqual({ exists: false });
    expect(await storedChecks()).toHaveLength(1);
  });

  it('is not callable by visitors or users over REST', async () => {
    const args = { client_key: 'x'.repeat(64), max_checks: 1000, window_seconds: 1 };
    expect((await backend().anon().rpc('record_org_number_check', args)).status).toBe(401);
    expect((await untyped(backend().anon()).from('org_number_checks').select('*')).error).not.toBeNull();
  });
});
