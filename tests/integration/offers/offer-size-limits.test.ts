import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFER_LIMITS, OFFER_LIMIT_MESSAGES } from '../../../src/features/offer-editor/offer-limits.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { COMPANIES, categoryId } from '../rls/seed-ids.ts';
import { type Account, expectRefused, offersTitled, saveOffer, signInAll } from './support.ts';

/**
 * Issue 22, finding 2: a 300 kB description by PATCH was stored (204), 900 kB
 * through save_offer (200), and every device downloads it on its first sync.
 * The offers table now checks the lengths, save_offer answers with the form's
 * messages, and a company has at most 200 offers.
 */
const backend = backendForFile(() => startTestBackend());
let as: Record<Account, SupabaseClient>;

beforeAll(async () => {
  as = await signInAll(backend());
});

const CAR = categoryId('car');

function offerBody(overrides: Record<string, unknown> = {}) {
  return {
    company_id: COMPANIES.acme,
    title: `Tilbud ${randomUUID()}`,
    description: '<p>Kort</p>',
    detailed_description: '<p>Kort</p>',
    target_audience: 'both',
    ...overrides,
  };
}

const html = (length: number) => `<p>${'a'.repeat(length - 7)}</p>`;

async function acmeOfferId(): Promise<string> {
  const { rows } = await backend().gateway.ctx.db.query<{ id: string }>(
    'select id from public.offers where company_id = $1 limit 1',
    [COMPANIES.acme],
  );
  return rows[0]?.id ?? '';
}

describe('offer text limits', () => {
  it('refuses a 300 kB description by PATCH (400, 23514) and keeps the stored one', async () => {
    const id = await acmeOfferId();
    const result = await as.acmeOwner
      .from('offers')
      .update({ description: html(300_000) })
      .eq('id', id);
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('23514');
    const { rows } = await backend().gateway.ctx.db.query<{ n: number }>(
      'select length(description) as n from public.offers where id = $1',
      [id],
    );
    expect(rows[0]?.n).toBeLessThan(OFFER_LIMITS.description);
  });

  it('refuses a 900 kB description through save_offer with the form’s message, saving nothing', async () => {
    const body = offerBody({ description: html(900_000) });
    const result = await saveOffer(as.acmeOwner, { p_offer: body, p_category_ids: [CAR] });
    expectRefused(result, 400, OFFER_LIMIT_MESSAGES.description);
    expect(await offersTitled(backend(), body.title)).toBe(0);
  });

  it('answers each field’s limit with its own message, and takes text at the limit', async () => {
    const cases = [
      { field: 'title', value: 'T'.repeat(OFFER_LIMITS.title + 1), message: OFFER_LIMIT_MESSAGES.title },
      {
        field: 'detailed_description',
        value: html(OFFER_LIMITS.detailedDescription + 1),
        message: OFFER_LIMIT_MESSAGES.detailedDescription,
      },
    ];
    for (const { field, value, message } of cases) {
      const result = await saveOffer(as.acmeOwner, {
        p_offer: offerBody({ [field]: value }),
        p_category_ids: [CAR],
      });
      expectRefused(result, 400, message);
    }
    const atLimit = offerBody({
      title: `${randomUUID()}${'T'.repeat(OFFER_LIMITS.title - 36)}`,
      description: html(OFFER_LIMITS.description),
      detailed_description: html(OFFER_LIMITS.detailedDescription),
    });
    const saved = await saveOffer(as.acmeOwner, { p_offer: atLimit, p_category_ids: [CAR] });
    expect(saved.error).toBeNull();
    expect(saved.status).toBe(200);
  });
});

describe('offers per company', () => {
  it('stops a company at 200 offers, by save_offer and by REST insert', async () => {
    const db = backend().gateway.ctx.db;
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.offers where company_id = $1',
      [COMPANIES.fjord],
    );
    const missing = OFFER_LIMITS.offersPerCompany - (rows[0]?.n ?? 0);
    await db.query(
      `insert into public.offers (company_id, title) select $1, 'Fyll ' || n from generate_series(1, $2::int) n`,
      [COMPANIES.fjord, missing],
    );
    const body = offerBody({ company_id: COMPANIES.fjord });
    const refused = await saveOffer(as.fjordOwner, { p_offer: body, p_category_ids: [CAR] });
    expectRefused(refused, 400, OFFER_LIMIT_MESSAGES.offersPerCompany);
    const inserted = await as.fjordOwner
      .from('offers')
      .insert({ company_id: COMPANIES.fjord, title: 'En til' });
    expect(inserted.status).toBe(400);
    expect(inserted.error?.message).toBe(OFFER_LIMIT_MESSAGES.offersPerCompany);
    // Another company is not affected.
    const acme = await saveOffer(as.acmeOwner, { p_offer: offerBody(), p_category_ids: [CAR] });
    expect(acme.status).toBe(200);
  });
});
