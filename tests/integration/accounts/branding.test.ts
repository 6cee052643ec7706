import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Persona, PERSONAS, personaClients } from '../rls/personas.ts';
import { COMPANIES } from '../rls/seed-ids.ts';
import { accountsBackendForFile, expectRestError } from './support.ts';

const backend = accountsBackendForFile();
let clients: Record<Persona, SupabaseClient>;

beforeAll(async () => {
  clients = await personaClients(backend());
});

interface Branding {
  subdomain: string | null;
  is_white_label_enabled: boolean;
  branding_config: Record<string, unknown> | null;
  invoice_email: string | null;
  phone: string | null;
  address: string | null;
}

const BRANDING_COLUMNS = 'subdomain, is_white_label_enabled, branding_config, invoice_email, phone, address';

async function brandingOf(companyId: string): Promise<Branding> {
  const { rows } = await backend().gateway.ctx.db.query<Branding>(
    `select ${BRANDING_COLUMNS} from public.companies where id = $1`,
    [companyId],
  );
  return rows[0] as Branding;
}

/** Runs a test step, then puts the company's branding back as the seed had it. */
async function keepingBranding(companyId: string, step: () => Promise<void>): Promise<void> {
  const original = await brandingOf(companyId);
  try {
    await step();
  } finally {
    await backend().gateway.ctx.db.query(
      `update public.companies set subdomain = $2, is_white_label_enabled = $3, branding_config = $4,
         invoice_email = $5, phone = $6, address = $7 where id = $1`,
      [
        companyId,
        original.subdomain,
        original.is_white_label_enabled,
        JSON.stringify(original.branding_config),
        original.invoice_email,
        original.phone,
        original.address,
      ],
    );
  }
}

const NEW_BRANDING = {
  subdomain: 'acme-ny',
  is_white_label_enabled: false,
  branding_config: {
    title: 'Acme Ny',
    meta_description: 'Nye fordeler',
    primary_hsl: '200 50% 50%',
    secondary_hsl: '35 25% 90%',
    accent_hsl: '70 60% 35.5%',
    theme: 'dark',
    logo_url: 'https://cdn.acme.test/logo.png',
    favicon_url: '/storage/v1/object/public/offer-images/0c0a0000-0000-4000-8000-000000000001/favicon.png',
    og_image: '',
  },
  invoice_email: 'ny-faktura@acme.test',
  phone: '+47 22 00 00 00',
  address: 'Nygata 1, 0159 Oslo',
};

const ACME_BRANDING_EDITORS: readonly Persona[] = ['acmeOwner', 'acmeAdmin', 'admin'];

describe('who may change a company’s branding and contact fields', () => {
  it.each(PERSONAS.map((persona) => [persona, ACME_BRANDING_EDITORS.includes(persona)] as const))(
    '%s: allowed on Acme AS = %s',
    async (persona, allowed) => {
      await keepingBranding(COMPANIES.acme, async () => {
        const before = await brandingOf(COMPANIES.acme);
        const { error, status } = await clients[persona]
          .from('companies')
          .update(NEW_BRANDING)
          .eq('id', COMPANIES.acme);
        expect(status).toBeLessThan(500);
        const after = await brandingOf(COMPANIES.acme);
        if (allowed) {
          expect(error).toBeNull();
          expect(after).toEqual(NEW_BRANDING);
        } else {
          expect(after).toEqual(before);
        }
      });
    },
  );

  it('lets Fjord’s owner change Fjord only', async () => {
    await keepingBranding(COMPANIES.fjord, async () => {
      const { error } = await clients.fjordOwner
        .from('companies')
        .update({ subdomain: 'fjord-ny', is_white_label_enabled: true })
        .eq('id', COMPANIES.fjord);
      expect(error).toBeNull();
      expect(await brandingOf(COMPANIES.fjord)).toMatchObject({
        subdomain: 'fjord-ny',
        is_white_label_enabled: true,
      });
    });
  });

  it('never lets a manager change the organisation number', async () => {
    const result = await clients.acmeOwner
      .from('companies')
      .update({ org_no: '928714055' })
      .eq('id', COMPANIES.acme);
    expect(result.error).not.toBeNull();
    expect(result.status).toBe(403);
  });

  it('lets the owner clear the subdomain', async () => {
    await keepingBranding(COMPANIES.acme, async () => {
      const { error } = await clients.acmeOwner
        .from('companies')
        .update({ subdomain: null })
        .eq('id', COMPANIES.acme);
      expect(error).toBeNull();
      expect((await brandingOf(COMPANIES.acme)).subdomain).toBeNull();
    });
  });
});

describe('subdomain rules', () => {
  const setSubdomain = (subdomain: string) =>
    clients.acmeAdmin.from('companies').update({ subdomain }).eq('id', COMPANIES.acme);

  it.each([
    'www',
    'api',
    'admin',
    'app',
    'mail',
    'auth',
    'storage',
    'cdn',
    'support',
    'status',
    'ordning',
    'xn--acme-9qa',
  ])('refuses the reserved subdomain %j with 400', async (subdomain) => {
    await keepingBranding(COMPANIES.acme, async () => {
      const error = expectRestError(await setSubdomain(subdomain), 400, '23514');
      expect(error.message).toBe(`Subdomenet «${subdomain}» er reservert`);
      expect((await brandingOf(COMPANIES.acme)).subdomain).toBe('acme');
    });
  });

  it.each([
    ['ab', 'Subdomenet må være mellom 3 og 63 tegn'],
    ['a'.repeat(64), 'Subdomenet må være mellom 3 og 63 tegn'],
    [
      'Acme2',
      'Subdomenet kan bare ha små bokstaver (a–z), tall og bindestrek, og kan ikke starte eller slutte med bindestrek',
    ],
    [
      '-acme',
      'Subdomenet kan bare ha små bokstaver (a–z), tall og bindestrek, og kan ikke starte eller slutte med bindestrek',
    ],
    [
      'acme-',
      'Subdomenet kan bare ha små bokstaver (a–z), tall og bindestrek, og kan ikke starte eller slutte med bindestrek',
    ],
    [
      'ac_me',
      'Subdomenet kan bare ha små bokstaver (a–z), tall og bindestrek, og kan ikke starte eller slutte med bindestrek',
    ],
    [
      'acme.no',
      'Subdomenet kan bare ha små bokstaver (a–z), tall og bindestrek, og kan ikke starte eller slutte med bindestrek',
    ],
    [
      'blåbær',
      'Subdomenet kan bare ha små bokstaver (a–z), tall og bindestrek, og kan ikke starte eller slutte med bindestrek',
    ],
    ['', 'Subdomenet må være mellom 3 og 63 tegn'],
  ])('refuses the malformed subdomain %j with 400', async (subdomain, message) => {
    await keepingBranding(COMPANIES.acme, async () => {
      const error = expectRestError(await setSubdomain(subdomain), 400, '23514');
      expect(error.message).toBe(message);
      expect((await brandingOf(COMPANIES.acme)).subdomain).toBe('acme');
    });
  });

  it("refuses another company's subdomain with 409", async () => {
    await keepingBranding(COMPANIES.acme, async () => {
      const error = expectRestError(await setSubdomain('fjord'), 409, '23505');
      expect(error.message).toBe('Subdomenet «fjord» er allerede i bruk');
      expect(error.details).toBeNull();
      expect((await brandingOf(COMPANIES.acme)).subdomain).toBe('acme');
    });
  });

  it('accepts a free, well-formed subdomain and keeping the own one', async () => {
    await keepingBranding(COMPANIES.acme, async () => {
      expect((await setSubdomain('acme')).error).toBeNull();
      expect((await setSubdomain('acme-fordeler-2')).error).toBeNull();
      expect((await brandingOf(COMPANIES.acme)).subdomain).toBe('acme-fordeler-2');
    });
  });

  it('names the constraint Postgres would name, for callers that read it', async () => {
    const db = backend().gateway.ctx.db;
    const attempt = (subdomain: string) =>
      db.query('update public.companies set subdomain = $2 where id = $1', [COMPANIES.acme, subdomain]).then(
        () => null,
        (error: unknown) => error as { code: string; constraint?: string },
      );
    expect(await attempt('Acme')).toMatchObject({ code: '23514', constraint: 'companies_subdomain_check' });
    expect(await attempt('www')).toMatchObject({
      code: '23514',
      constraint: 'companies_subdomain_not_reserved',
    });
    expect(await attempt('fjord')).toMatchObject({ code: '23505', constraint: 'companies_subdomain_key' });
  });

  it('keeps reserved labels out even when triggers are bypassed', async () => {
    const error = await backend()
      .gateway.ctx.db.transaction(async (tx) => {
        await tx.query('set local session_replication_role = replica');
        await tx.query(`update public.companies set subdomain = 'admin' where id = $1`, [COMPANIES.acme]);
      })
      .then(
        () => null,
        (caught: unknown) => caught as { code: string; constraint?: string },
      );
    expect(error).toMatchObject({ code: '23514', constraint: 'companies_subdomain_not_reserved' });
  });
});

describe('branding_config formats', () => {
  it.each([
    ['a colour without percent signs', { primary_hsl: '200 50 50' }],
    ['a comma-separated colour', { secondary_hsl: '200, 50%, 50%' }],
    ['a css hsl() colour', { accent_hsl: 'hsl(200 50% 50%)' }],
    ['a theme other than light or dark', { theme: 'blue' }],
    ['a javascript: logo url', { logo_url: 'javascript:alert(1)' }],
    ['a protocol-relative favicon', { favicon_url: '//evil.test/icon.png' }],
    ['a relative og image', { og_image: 'images/og.png' }],
    ['an unknown key', { font_family: 'Comic Sans' }],
    ['a number title', { title: 42 }],
  ])('refuses %s with 400', async (_what, config) => {
    await keepingBranding(COMPANIES.acme, async () => {
      const before = await brandingOf(COMPANIES.acme);
      const result = await clients.acmeOwner
        .from('companies')
        .update({ branding_config: { ...before.branding_config, ...config } })
        .eq('id', COMPANIES.acme);
      expectRestError(result, 400, '23514');
      expect(await brandingOf(COMPANIES.acme)).toEqual(before);
    });
  });

  it('accepts every documented field, empty strings and null', async () => {
    await keepingBranding(COMPANIES.acme, async () => {
      const config = { ...NEW_BRANDING.branding_config, theme: 'light', og_image: null, title: '' };
      const { error } = await clients.acmeOwner
        .from('companies')
        .update({ branding_config: config })
        .eq('id', COMPANIES.acme);
      expect(error).toBeNull();
      expect((await brandingOf(COMPANIES.acme)).branding_config).toEqual(config);
    });
  });
});

describe('is_subdomain_available', () => {
  const available = async (
    persona: Persona,
    subdomain: string | null,
    ownCompanyId: string | null = null,
  ) => {
    const result = await clients[persona].rpc('is_subdomain_available', {
      subdomain,
      own_company_id: ownCompanyId,
    });
    expect(result.error).toBeNull();
    return result.data as boolean;
  };

  it.each([
    ['its own subdomain when editing its own company', 'acme', COMPANIES.acme, true],
    ['its own subdomain when no company is named', 'acme', null, false],
    ["another company's subdomain", 'fjord', COMPANIES.acme, false],
    ['a free subdomain', 'acme-fordeler', COMPANIES.acme, true],
    ['a reserved subdomain', 'www', COMPANIES.acme, false],
    ['a subdomain in capitals', 'ACME-NY', COMPANIES.acme, false],
    ['a subdomain that is too short', 'ab', COMPANIES.acme, false],
    ['no subdomain at all', null, COMPANIES.acme, true],
  ])('tells an Acme manager about %s', async (_what, subdomain, own, expected) => {
    expect(await available('acmeOwner', subdomain, own)).toBe(expected);
    expect(await available('acmeAdmin', subdomain, own)).toBe(expected);
  });

  it('excludes a company only for its managers and platform admins', async () => {
    expect(await available('admin', 'acme', COMPANIES.acme)).toBe(true);
    expect(await available('fjordOwner', 'acme', COMPANIES.acme)).toBe(false);
    expect(await available('employee', 'acme', COMPANIES.acme)).toBe(false);
    expect(await available('individual', 'acme', COMPANIES.acme)).toBe(false);
    expect(await available('fjordOwner', 'fjord', COMPANIES.fjord)).toBe(true);
  });

  it('answers any signed-in user about a free subdomain', async () => {
    expect(await available('individual', 'ledig-subdomene')).toBe(true);
    expect(await available('employee', 'fjord')).toBe(false);
  });

  it('is denied to anonymous visitors', async () => {
    const result = await clients.anon.rpc('is_subdomain_available', {
      subdomain: 'acme',
      own_company_id: null,
    });
    expectRestError(result, 401, '42501');
  });
});
