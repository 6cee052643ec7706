// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BrregRegistry, type FetchLike } from '../../supabase/functions/lookup-company/brreg-registry.ts';
import { RegistryUnavailableError } from '../../supabase/functions/lookup-company/company-registry.ts';
import { LocalRegistry } from '../../supabase/functions/lookup-company/local-registry.ts';

const API = 'https://data.brreg.no/enhetsregisteret/api';

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../fixtures/brreg/${name}`, import.meta.url), 'utf8'));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fetchFrom(routes: Record<string, { status: number; body: unknown }>): FetchLike {
  return (url) => {
    const answer = routes[url.slice(API.length)] ?? { status: 500, body: { error: 'no fixture' } };
    return Promise.resolve(json(answer.status, answer.body));
  };
}

describe('BrregRegistry.findRoles', () => {
  it("reads the people in current roles from /enheter/{orgnr}/roller and the entity's homepage", async () => {
    const registry = new BrregRegistry({
      fetch: fetchFrom({
        '/enheter/987654325': { status: 200, body: fixture('enhet-987654325.json') },
        '/enheter/987654325/roller': { status: 200, body: fixture('roller-987654325.json') },
      }),
    });
    expect(await registry.findRoles('987654325')).toEqual({
      roles: [
        {
          code: 'DAGL',
          description: 'Daglig leder/ adm.direktør',
          name: 'Ingrid Nordlys',
          fullName: 'Ingrid Marie Nordlys',
        },
        { code: 'LEDE', description: 'Styrets leder', name: 'Per Nordlys', fullName: 'Per Nordlys' },
      ],
      website: 'www.nordlysregnskap.no',
    });
  });

  it('answers null for a number the registry does not know, and no roles when none are registered', async () => {
    const registry = new BrregRegistry({
      fetch: fetchFrom({
        '/enheter/811223344': { status: 404, body: fixture('enhet-ikke-funnet.json') },
        '/enheter/987654325': { status: 200, body: fixture('enhet-987654325.json') },
        '/enheter/987654325/roller': { status: 404, body: {} },
      }),
    });
    expect(await registry.findRoles('811223344')).toBeNull();
    expect(await registry.findRoles('987654325')).toEqual({ roles: [], website: 'www.nordlysregnskap.no' });
  });

  it('treats a roles answer of the wrong shape as the registry being unavailable', async () => {
    const registry = new BrregRegistry({
      fetch: fetchFrom({
        '/enheter/987654325': { status: 200, body: fixture('enhet-987654325.json') },
        '/enheter/987654325/roller': { status: 200, body: { rollegrupper: 'nei' } },
      }),
    });
    await expect(registry.findRoles('987654325')).rejects.toBeInstanceOf(RegistryUnavailableError);
  });
});

describe('LocalRegistry.findRoles', () => {
  it('gives the fictional roles of a bundled company, none for one without, null for an unknown number', async () => {
    const registry = new LocalRegistry();
    const nordlys = await registry.findRoles('903552905');
    expect(nordlys?.roles.map((role) => `${role.code} ${role.name}`)).toEqual([
      'DAGL Ingrid Nordlys',
      'LEDE Per Nordlys',
      'REVI Tone Revisor',
    ]);
    expect(await registry.findRoles('939426000')).toEqual({ roles: [] });
    expect(await registry.findRoles('923609016')).toBeNull();
  });
});
