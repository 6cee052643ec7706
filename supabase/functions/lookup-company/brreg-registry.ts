import * as z from 'zod';
import {
  type CompanyRegistry,
  type CompanyResult,
  type RegistryRole,
  type RegistryRoles,
  RegistryUnavailableError,
} from './company-registry.ts';

export const BRREG_API_URL = 'https://data.brreg.no/enhetsregisteret/api';

/** Same budget as the app's other remote reads (spec section 9: 8 s). */
export const BRREG_TIMEOUT_MS = 8_000;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface BrregRegistryOptions {
  /** Injected in tests; the runtime's fetch otherwise. */
  fetch?: FetchLike;
  /** Enhetsregisteret's API root, e.g. for a proxy. */
  baseUrl?: string;
  timeoutMs?: number;
}

// Only the fields we read; Enhetsregisteret sends many more and may add any.
const brregAddress = z
  .object({
    adresse: z.array(z.string().nullable()).optional(),
    postnummer: z.string().optional(),
    poststed: z.string().optional(),
    land: z.string().optional(),
    landkode: z.string().optional(),
  })
  .loose();

const brregEntity = z
  .object({
    organisasjonsnummer: z.string(),
    navn: z.string().optional(),
    forretningsadresse: brregAddress.optional(),
    postadresse: brregAddress.optional(),
    // Deleted entities keep answering 200, with a deletion date and little else.
    slettedato: z.string().optional(),
    hjemmeside: z.string().optional(),
  })
  .loose();

// `GET /enheter/{orgnr}/roller`: role groups, each with roles held by a person or by another entity.
const brregCode = z.object({ kode: z.string(), beskrivelse: z.string().optional() }).loose();
const brregRole = z
  .object({
    type: brregCode,
    person: z
      .object({
        navn: z
          .object({
            fornavn: z.string().optional(),
            mellomnavn: z.string().optional(),
            etternavn: z.string().optional(),
          })
          .loose(),
        erDoed: z.boolean().optional(),
      })
      .loose()
      .optional(),
    fratraadt: z.boolean().optional(),
  })
  .loose();
const brregRoles = z
  .object({
    rollegrupper: z
      .array(z.object({ type: brregCode, roller: z.array(brregRole).default([]) }).loose())
      .default([]),
  })
  .loose();

/** People in current roles; entities (an auditor firm) and people who left or died name nobody who could sign up. */
function toRoles(body: z.infer<typeof brregRoles>): RegistryRole[] {
  return body.rollegrupper.flatMap((group) =>
    group.roller.flatMap((entry): RegistryRole[] => {
      const person = entry.person;
      if (!person || entry.fratraadt || person.erDoed) return [];
      const { fornavn, mellomnavn, etternavn } = person.navn;
      const name = [fornavn, etternavn].filter(Boolean).join(' ');
      if (!name) return [];
      return [
        {
          code: entry.type.kode,
          description: entry.type.beskrivelse ?? entry.type.kode,
          name,
          fullName: [fornavn, mellomnavn, etternavn].filter(Boolean).join(' '),
        },
      ];
    }),
  );
}

// `_embedded` is absent altogether when nothing matched.
const brregSearchPage = z
  .object({
    _embedded: z
      .object({ enheter: z.array(brregEntity) })
      .loose()
      .optional(),
  })
  .loose();

type BrregEntity = z.infer<typeof brregEntity>;
type BrregAddress = z.infer<typeof brregAddress>;

/** "Storgaten 120, 3060 SVELVIK" (and the country when it is not Norway), as registered. */
function formatAddress(address: BrregAddress | undefined): string | undefined {
  if (!address) return undefined;
  const lines = (address.adresse ?? []).map((line) => line?.trim() ?? '').filter(Boolean);
  const place = [address.postnummer, address.poststed].filter(Boolean).join(' ');
  const abroad = address.landkode && address.landkode !== 'NO' ? address.land : undefined;
  const parts = [...lines, place, abroad].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : undefined;
}

/** Null for deleted entities and for any without a name (nothing a form could show). */
function toResult(entity: BrregEntity): CompanyResult | null {
  if (entity.slettedato || !entity.navn) return null;
  // Sole proprietorships and foreign entities may have only a postal address.
  const address = formatAddress(entity.forretningsadresse) ?? formatAddress(entity.postadresse);
  return {
    companyName: entity.navn,
    organizationNumber: entity.organisasjonsnummer,
    ...(address ? { address } : {}),
  };
}

/**
 * Enhetsregisteret's open API (no key needed): `GET /enheter?navn=` for
 * names and `GET /enheter/{orgnr}` for a number. Removed entities answer 404
 * or 410, deleted ones carry `slettedato`: both count as not found. Slowness
 * past the timeout, network failures, 5xx and malformed JSON become
 * RegistryUnavailableError, which the handler answers with 502.
 */
export class BrregRegistry implements CompanyRegistry {
  private readonly fetch: FetchLike;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: BrregRegistryOptions = {}) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.baseUrl = (options.baseUrl ?? BRREG_API_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? BRREG_TIMEOUT_MS;
  }

  async searchByName(name: string, limit: number): Promise<CompanyResult[]> {
    const url = `${this.baseUrl}/enheter?navn=${encodeURIComponent(name)}&size=${limit}`;
    const response = await this.get(url);
    if (!response.ok) throw this.upstreamError(response);
    const page = await this.parse(response, brregSearchPage);
    const entities = page._embedded?.enheter ?? [];
    return entities
      .map(toResult)
      .filter((result): result is CompanyResult => result !== null)
      .slice(0, limit);
  }

  async findByNumber(orgNumber: string): Promise<CompanyResult | null> {
    const response = await this.get(`${this.baseUrl}/enheter/${encodeURIComponent(orgNumber)}`);
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw this.upstreamError(response);
    return toResult(await this.parse(response, brregEntity));
  }

  async findRoles(orgNumber: string): Promise<RegistryRoles | null> {
    const entityUrl = `${this.baseUrl}/enheter/${encodeURIComponent(orgNumber)}`;
    const entityResponse = await this.get(entityUrl);
    if (entityResponse.status === 404 || entityResponse.status === 410) {
      await entityResponse.body?.cancel();
      return null;
    }
    if (!entityResponse.ok) throw this.upstreamError(entityResponse);
    const entity = await this.parse(entityResponse, brregEntity);
    if (entity.slettedato) return null;

    const rolesResponse = await this.get(`${entityUrl}/roller`);
    // An entity with no roles registered answers 404 here.
    if (rolesResponse.status === 404 || rolesResponse.status === 410) {
      await rolesResponse.body?.cancel();
      return { roles: [], ...(entity.hjemmeside ? { website: entity.hjemmeside } : {}) };
    }
    if (!rolesResponse.ok) throw this.upstreamError(rolesResponse);
    const roles = toRoles(await this.parse(rolesResponse, brregRoles));
    return { roles, ...(entity.hjemmeside ? { website: entity.hjemmeside } : {}) };
  }

  private async get(url: string): Promise<Response> {
    try {
      return await this.fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw this.failure(error);
    }
  }

  private async parse<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw this.failure(error);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new RegistryUnavailableError(
        'Enhetsregisteret answered JSON of an unexpected shape',
        'upstream',
        {
          cause: parsed.error,
        },
      );
    }
    return parsed.data;
  }

  private upstreamError(response: Response): RegistryUnavailableError {
    void response.body?.cancel();
    return new RegistryUnavailableError(`Enhetsregisteret answered ${response.status}`, 'upstream');
  }

  /** A timeout (also while reading the body) or a network failure. */
  private failure(error: unknown): RegistryUnavailableError {
    // AbortSignal.timeout rejects with a DOMException named TimeoutError.
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    return new RegistryUnavailableError(
      timedOut
        ? `Enhetsregisteret did not answer within ${this.timeoutMs} ms`
        : 'Enhetsregisteret unreachable',
      timedOut ? 'timeout' : 'upstream',
      { cause: error },
    );
  }
}
