import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { activityCases } from './cases-activity.ts';
import { analyticsCases } from './cases-analytics.ts';
import { catalogueCases } from './cases-catalogue.ts';
import { companyCases } from './cases-companies.ts';
import { employeeCases } from './cases-employees.ts';
import { favouriteCases } from './cases-favourites.ts';
import { invitationCases } from './cases-invitations.ts';
import { peopleCases } from './cases-people.ts';
import { publishingCases } from './cases-publishing.ts';
import { storageCases } from './cases-storage.ts';
import { verificationCases } from './cases-verification.ts';
import { type ApiResult, type MatrixCase, caseContext } from './matrix.ts';
import { PERSONAS, type Persona, personaClients } from './personas.ts';

const CASES: MatrixCase[] = [
  ...catalogueCases,
  ...publishingCases,
  ...activityCases,
  ...analyticsCases,
  ...peopleCases,
  ...companyCases,
  ...employeeCases,
  ...invitationCases,
  ...favouriteCases,
  ...storageCases,
  ...verificationCases,
];
const MATRIX = CASES.flatMap((matrixCase) =>
  (matrixCase.personas ?? PERSONAS).map((persona) => ({ matrixCase, persona })),
);

let backend: TestBackend;
let clients: Record<Persona, SupabaseClient>;
// The run's tally, reported per database (PGlite and, in the integration-postgres project, PostgreSQL).
let attempted = 0;
let leaks = 0;

beforeAll(async () => {
  backend = await startTestBackend();
  clients = await personaClients(backend);
  console.log(
    `RLS matrix on ${backend.gateway.ctx.db.engine}: ${MATRIX.length} cases (${CASES.length} operations x personas)`,
  );
});

afterAll(async () => {
  console.log(`RLS matrix on ${backend.gateway.ctx.db.engine}: ${attempted} cases run, ${leaks} leaks`);
  await backend.close();
});

/** The HTTP status behind a supabase-js result (PostgREST puts it on the result, storage on the error). */
function statusOf(result: ApiResult): number {
  return result.error?.status ?? result.status ?? 200;
}

function describeResult(result: ApiResult): string {
  return JSON.stringify({ status: statusOf(result), error: result.error, data: result.data }).slice(0, 400);
}

async function attempt(matrixCase: MatrixCase, persona: Persona): Promise<void> {
  const ctx = caseContext(backend, persona);
  const allowed = matrixCase.allow.includes(persona);
  const fixture = matrixCase.prepare ? await matrixCase.prepare(ctx) : undefined;
  try {
    const result = await matrixCase.run(clients[persona], ctx, fixture);
    // A refusal is the real service's 4xx (or an empty result), never a server error.
    expect(statusOf(result), describeResult(result)).toBeLessThan(500);
    if (allowed) expect(result.error, describeResult(result)).toBeNull();
    const outcome =
      matrixCase.kind === 'read'
        ? result.error === null && matrixCase.visible(result, fixture)
        : await matrixCase.applied(ctx, fixture);
    attempted += 1;
    if (outcome && !allowed) leaks += 1;
    expect(outcome, describeResult(result)).toBe(allowed);
  } finally {
    await matrixCase.cleanup?.(ctx, fixture);
  }
}

describe('RLS matrix', () => {
  for (const { matrixCase, persona } of MATRIX) {
    const verdict = matrixCase.allow.includes(persona) ? 'allowed' : 'denied';
    it(`${matrixCase.table}: ${matrixCase.name} -> ${persona} ${verdict}`, () =>
      attempt(matrixCase, persona));
  }
});

describe('the service role', () => {
  it('writes and reads lead requests, which no persona can', async () => {
    const service = backend.service();
    const key = `service-${Date.now().toString(36)}`;
    const inserted = await service
      .from('lead_requests')
      .insert({ kind: 'partoutcar', payload: { fullName: 'Ola Nordmann' }, idempotency_key: key })
      .select('kind, status, idempotency_key')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ kind: 'partoutcar', status: 'received', idempotency_key: key });

    const retry = await service
      .from('lead_requests')
      .insert({ kind: 'partoutcar', payload: { fullName: 'Ola Nordmann' }, idempotency_key: key });
    expect(retry.status).toBe(409);
    expect(retry.error?.code).toBe('23505');
  });

  it('bypasses row-level security to read every secret', async () => {
    const { count, error } = await backend
      .service()
      .from('offer_secrets')
      .select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(35);
  });
});
