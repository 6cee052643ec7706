import * as z from 'zod';
import { preflightResponse } from '../_shared/cors.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { parseJsonBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../_shared/responses.ts';
import { BrregRegistry } from './brreg-registry.ts';
import { type CompanyRegistry, RegistryUnavailableError, searchCompanies } from './company-registry.ts';
import { LocalRegistry } from './local-registry.ts';

const MAX_QUERY_LENGTH = 100;

const lookupCompanyBody = z.object(
  {
    query: z
      .string({
        error: (issue) =>
          issue.input === undefined ? 'Søketekst (query) mangler' : 'Søketekst (query) må være tekst',
      })
      .trim()
      .min(1, 'Skriv inn et firmanavn eller organisasjonsnummer')
      .max(MAX_QUERY_LENGTH, `Søketeksten kan være høyst ${MAX_QUERY_LENGTH} tegn`),
  },
  { error: 'Forespørselen må være et JSON-objekt med query' },
);

const UNAVAILABLE_MESSAGES = {
  timeout: 'Enhetsregisteret svarte ikke i tide. Prøv igjen om litt.',
  upstream: 'Kunne ikke søke i Enhetsregisteret akkurat nå. Prøv igjen om litt.',
} as const;

/**
 * Which registry answers. Production sets COMPANY_REGISTRY=brreg (a function
 * secret) to search Enhetsregisteret's open API; BRREG_API_URL may point it at
 * a proxy. Anything else, including no setting (the embedded backend, which
 * must work without network), uses the bundled fictional companies.
 */
export function registryFromEnv(env: FunctionEnv): CompanyRegistry {
  if (env.get('COMPANY_REGISTRY') === 'brreg') {
    const baseUrl = env.get('BRREG_API_URL');
    return new BrregRegistry(baseUrl ? { baseUrl } : {});
  }
  localRegistry ??= new LocalRegistry();
  return localRegistry;
}

// Built once per warm worker: the bundled list never changes at runtime.
let localRegistry: LocalRegistry | undefined;

/**
 * The company search of the lead and signup forms: `{query}` (a name or a
 * nine-digit organisation number) answers `{results: [{companyName,
 * organizationNumber, address?}]}`, at most ten, removed companies left out.
 * Open to anyone with the anon key; the registry is public data.
 */
export function createLookupCompanyHandler(
  pickRegistry: (env: FunctionEnv) => CompanyRegistry = registryFromEnv,
) {
  return async function lookupCompany(req: Request, env: FunctionEnv): Promise<Response> {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST') return methodNotAllowed(['POST']);

    const parsed = await parseJsonBody(req, lookupCompanyBody);
    if (!parsed.ok) return parsed.response;

    try {
      const results = await searchCompanies(pickRegistry(env), parsed.data.query);
      return jsonResponse({ results });
    } catch (error) {
      if (!(error instanceof RegistryUnavailableError)) throw error;
      console.error('[lookup-company] registry unavailable', error);
      return errorResponse(502, UNAVAILABLE_MESSAGES[error.reason]);
    }
  };
}

export default createLookupCompanyHandler();
