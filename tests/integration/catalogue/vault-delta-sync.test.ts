import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/functions/_shared/contracts/database.ts';
import { clearOfflineData } from '../../../src/offline/store/db.ts';
import { onOffersChanged } from '../../../src/offline/catalogue/offer-changes.ts';
import { createRestCatalogueSource } from '../../../src/offline/catalogue/rest-catalogue-source.ts';
import { createSupabaseSecretsSource } from '../../../src/offline/vault/supabase-secrets-source.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import {
  ensureVaultOwner,
  prefetchSecretsForUser,
  readVaultSecret,
  refreshChangedSecrets,
} from '../../../src/offline/vault/vault.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { COMPANIES, USERS, categoryId } from '../rls/seed-ids.ts';

/**
 * An employee's device follows an owner's edits of codes: the real engine
 * over the REST source, and the vault refreshed with the employee's real
 * supabase-js session after each delta sync, as start-auth.ts wires it.
 */
const backend = backendForFile(() => startTestBackend({ seed: true }));
const EMPLOYEE = USERS.acmeEmployee.id;
const CAR = categoryId('car');

let stopListening: (() => void) | null = null;

beforeEach(async () => {
  await clearOfflineData();
});

afterEach(() => {
  stopListening?.();
  stopListening = null;
});

function sync() {
  return syncCatalogue({
    ...createRestCatalogueSource({ supabaseUrl: backend().url, anonKey: backend().anonKey }),
    yieldToMain: () => Promise.resolve(),
  });
}

async function saveOffer(
  client: SupabaseClient<Database>,
  offerId: string | null,
  offer: Record<string, string | boolean>,
  secrets: Record<string, string>,
): Promise<string> {
  const result = await client.rpc('save_offer', {
    p_offer_id: offerId,
    p_offer: offer,
    p_secrets: secrets,
    p_category_ids: [CAR],
  });
  expect(result.error).toBeNull();
  const id: unknown = result.data;
  if (typeof id !== 'string') throw new Error('save_offer answered no id');
  return id;
}

const codeOf = async (offerId: string) => (await readVaultSecret(EMPLOYEE, offerId))?.discount_code;

describe("the employee's vault after the owner edits codes", () => {
  it('a changed code replaces the copy and a removed one leaves, with one secrets request per delta', async () => {
    const owner = await backend().signIn('eier@acme.test');
    const employee = await backend().signIn('ansatt@acme.test');
    const offer = (title: string) => ({ company_id: COMPANIES.acme, title, target_audience: 'both' });
    const changed = await saveOffer(owner, null, offer('Kode endres'), { discount_code: 'FOR-ENDRING' });
    const emptied = await saveOffer(owner, null, offer('Kode fjernes'), {
      discount_code: 'FJERNES',
      website: 'https://acme.test',
    });
    const untouched = await saveOffer(owner, null, offer('Uendret'), { discount_code: 'STÅR' });

    // The employee's device: signed in (the vault's own start-up refresh), then the first full sync.
    const secrets = createSupabaseSecretsSource(employee);
    const asked: (readonly string[])[] = [];
    stopListening = onOffersChanged((offerIds) =>
      refreshChangedSecrets(EMPLOYEE, offerIds, (ids) => {
        asked.push(ids);
        return secrets.fetchSecretsOf(ids);
      }),
    );
    await ensureVaultOwner(EMPLOYEE);
    await prefetchSecretsForUser(EMPLOYEE, secrets.fetchAllSecrets);
    expect((await sync()).full).toBe(true);
    expect(asked).toEqual([]);
    expect(await codeOf(changed)).toBe('FOR-ENDRING');
    expect(await codeOf(emptied)).toBe('FJERNES');

    // Only the secrets change: the trigger touches the offer, so it comes in the delta.
    await saveOffer(owner, changed, {}, { discount_code: 'ETTER-ENDRING' });
    await saveOffer(owner, emptied, {}, { discount_code: '', website: '' });
    const delta = await sync();

    expect(delta.full).toBe(false);
    expect([...(delta.changedOfferIds ?? [])].sort()).toEqual([changed, emptied].sort());
    expect(asked).toHaveLength(1);
    expect(await codeOf(changed)).toBe('ETTER-ENDRING');
    expect(await readVaultSecret(EMPLOYEE, emptied)).toBeNull();
    expect(await codeOf(untouched)).toBe('STÅR');

    // A quiet sync asks nothing.
    await sync();
    expect(asked).toHaveLength(1);
  });
});

describe("a coming-soon offer's code", () => {
  it('never reaches the vault while the offer is not active, and arrives with the delta after activation', async () => {
    const owner = await backend().signIn('eier@acme.test');
    const employee = await backend().signIn('ansatt@acme.test');
    const comingSoon = await saveOffer(
      owner,
      null,
      { company_id: COMPANIES.acme, title: 'Kommer snart', target_audience: 'both', offer_active: false },
      { discount_code: 'SNART-GYLDIG' },
    );

    const secrets = createSupabaseSecretsSource(employee);
    stopListening = onOffersChanged((offerIds) =>
      refreshChangedSecrets(EMPLOYEE, offerIds, secrets.fetchSecretsOf),
    );
    await ensureVaultOwner(EMPLOYEE);
    await prefetchSecretsForUser(EMPLOYEE, secrets.fetchAllSecrets);
    await sync();
    // Neither the full read, the one-offer read nor the batch read carries it.
    expect(await readVaultSecret(EMPLOYEE, comingSoon)).toBeNull();
    expect(await secrets.fetchSecrets(comingSoon)).toBeNull();
    expect(await secrets.fetchSecretsOf([comingSoon])).toEqual([]);
    // Its managers still read it (the editor shows it).
    expect(await createSupabaseSecretsSource(owner).fetchSecrets(comingSoon)).toMatchObject({
      discount_code: 'SNART-GYLDIG',
    });

    await saveOffer(owner, comingSoon, { offer_active: true }, {});
    const delta = await sync();
    expect(delta.full).toBe(false);
    expect(delta.changedOfferIds).toContain(comingSoon);
    expect(await codeOf(comingSoon)).toBe('SNART-GYLDIG');

    // Back to 'Kommer snart': the next delta takes the code off the device again.
    await saveOffer(owner, comingSoon, { offer_active: false }, {});
    await sync();
    expect(await readVaultSecret(EMPLOYEE, comingSoon)).toBeNull();
  });
});
