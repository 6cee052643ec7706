import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidOrgNumber } from '../../../supabase/functions/_shared/contracts/org-number.ts';
import { LOCAL_COMPANIES } from '../../../supabase/functions/lookup-company/local-companies.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { failure, invoke } from './support.ts';

// No COMPANY_REGISTRY in the env: the function searches the bundled fictional companies.
const FUNCTION = 'lookup-company';

interface Result {
  companyName: string;
  organizationNumber: string;
  address?: string;
}

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
});

afterAll(async () => {
  await backend.close();
});

async function lookup(query: unknown): Promise<Result[]> {
  const { data, error } = await invoke<{ results: Result[] }>(backend.anon(), FUNCTION, { body: { query } });
  expect(error).toBeNull();
  return data?.results ?? [];
}

const names = (results: Result[]) => results.map((result) => result.companyName);

describe('the bundled company list', () => {
  it('holds about sixty companies with valid, unique organisation numbers and addresses', () => {
    expect(LOCAL_COMPANIES.length).toBeGreaterThanOrEqual(55);
    for (const company of LOCAL_COMPANIES) {
      expect(isValidOrgNumber(company.organizationNumber), company.companyName).toBe(true);
      expect(company.address).toMatch(/, \d{4} \S/);
    }
    const numbers = new Set(LOCAL_COMPANIES.map((company) => company.organizationNumber));
    expect(numbers.size).toBe(LOCAL_COMPANIES.length);
  });
});

describe('lookup-company on the local registry', () => {
  it('finds companies by part of the name, with their number and address', async () => {
    expect(await lookup('nordlys regnskap')).toEqual([
      {
        companyName: 'Nordlys Regnskap AS',
        organizationNumber: '903552905',
        address: 'Karl Johans gate 21, 0159 Oslo',
      },
    ]);
  });

  it('lists names starting with the query first, then names containing it', async () => {
    expect(names(await lookup('lys'))).toEqual([
      'Lysaker Økonomi og Lønn AS',
      'Lofotlys Rorbuer AS',
      'Nordlys Eiendom Tromsø AS',
      'Nordlys Regnskap AS',
      'Nordlysfabrikken Foto AS',
      'Vinterlys Design AS',
    ]);
    expect(names(await lookup('fjord'))).toEqual(['Fjord Eiendom AS', 'Sunnfjord Regnskapskontor AS']);
  });

  it('ignores case, spacing and accents but keeps æ, ø and å apart from a, o', async () => {
    expect(names(await lookup('  CAFE  SØSTRENE '))).toEqual(['Café Søstrene Lien ANS']);
    expect(names(await lookup('café'))).toEqual(['Café Søstrene Lien ANS']);
    expect(names(await lookup('sostrene'))).toEqual([]);
    expect(names(await lookup('ÅRVOLL'))).toEqual(['Årvoll Fysioterapi AS']);
    expect(names(await lookup('arvoll'))).toEqual([]);
    expect(names(await lookup('ærfugl'))).toEqual(['Ærfugl Dun og Tekstil AS']);
  });

  it('answers at most ten results', async () => {
    const results = await lookup('as');
    expect(results).toHaveLength(10);
  });

  it('finds a company by its organisation number, written with or without spaces', async () => {
    const acme = {
      companyName: 'Acme AS',
      organizationNumber: '914563720',
      address: 'Storgata 12, 0155 Oslo',
    };
    expect(await lookup('914563720')).toEqual([acme]);
    expect(await lookup('914 563 720')).toEqual([acme]);
  });

  it('answers no results for an unknown name, an unknown number or a number failing mod-11', async () => {
    expect(await lookup('Finnes Ikke Holding')).toEqual([]);
    expect(await lookup('974760673')).toEqual([]);
    expect(await lookup('914563721')).toEqual([]);
  });

  it.each([
    ['a missing query', {}, 'Søketekst (query) mangler'],
    ['a blank query', { query: '   ' }, 'Skriv inn et firmanavn eller organisasjonsnummer'],
    ['a query that is not text', { query: 914563720 }, 'Søketekst (query) må være tekst'],
    ['a query over 100 characters', { query: 'a'.repeat(101) }, 'Søketeksten kan være høyst 100 tegn'],
    ['a list instead of an object', ['Acme'], 'Forespørselen må være et JSON-objekt med query'],
  ])('answers 400 for %s', async (_what, body, message) => {
    const { error } = await invoke(backend.anon(), FUNCTION, { body });
    const { status, body: answer } = await failure(error);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: 'Ugyldig forespørsel', details: [{ message }] });
  });

  it('accepts only POST', async () => {
    const { error } = await invoke(backend.anon(), FUNCTION, { method: 'GET' });
    expect((await failure(error)).status).toBe(405);
  });

  it('works for signed-in users as well as visitors', async () => {
    const { data, error } = await invoke<{ results: Result[] }>(backend.service(), FUNCTION, {
      body: { query: 'Fjord Eiendom' },
    });
    expect(error).toBeNull();
    expect(data?.results).toEqual([
      { companyName: 'Fjord Eiendom AS', organizationNumber: '928714055', address: 'Bryggen 3, 5003 Bergen' },
    ]);
  });
});
