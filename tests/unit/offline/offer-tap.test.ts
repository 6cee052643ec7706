// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetOfferTaps,
  prepareOfferTap,
  preloadOfferTap,
  tappedOffer,
  tappedSecret,
  tappedSecretRead,
} from '../../../src/features/offer-detail/offer-tap.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { ensureVaultOwner } from '../../../src/offline/vault/vault.ts';
import { cachedOffer } from './support/cached-offer.ts';

// A tap on a list card opens its page with the offer and the code read while the finger was
// down (offer-tap.ts): only the same offer, only the same user, only soon after.

const ENTRY = {
  user_id: 'u1',
  offer_id: 'o1',
  discount_code: 'PADEL-2FOR1',
  offer_email: null,
  offer_url: null,
  website: null,
  fetched_at: '2026-11-27T12:00:00Z',
};

beforeEach(async () => {
  forgetOfferTaps();
  await clearOfflineData();
  await ensureVaultOwner('u1');
  await db.vault.put(ENTRY);
  await preloadOfferTap();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('prepareOfferTap', () => {
  it("hands the page the list's offer at once, and the user's code once IndexedDB answers", async () => {
    const offer = cachedOffer({ id: 'o1', title: 'Padel' });
    prepareOfferTap(offer, 'u1');
    expect(tappedOffer('o1')).toBe(offer);
    expect(tappedSecret('u1', 'o1')).toBeUndefined();
    expect(await tappedSecretRead('u1', 'o1')).toStrictEqual(ENTRY);
    expect(tappedSecret('u1', 'o1')).toStrictEqual(ENTRY);
  });

  it('knows nothing of another offer', async () => {
    prepareOfferTap(cachedOffer({ id: 'o1' }), 'u1');
    await tappedSecretRead('u1', 'o1');
    expect(tappedOffer('o2')).toBeUndefined();
    expect(tappedSecret('u1', 'o2')).toBeUndefined();
    expect(tappedSecretRead('u1', 'o2')).toBeUndefined();
  });

  it("never hands one user's code to another", async () => {
    prepareOfferTap(cachedOffer({ id: 'o1' }), 'u1');
    await tappedSecretRead('u1', 'o1');
    expect(tappedSecret('u2', 'o1')).toBeUndefined();
    expect(tappedSecretRead('u2', 'o1')).toBeUndefined();
  });

  it('reads no vault for a visitor, and still hands over the offer', () => {
    const offer = cachedOffer({ id: 'o1' });
    prepareOfferTap(offer, null);
    expect(tappedOffer('o1')).toBe(offer);
    expect(tappedSecretRead('u1', 'o1')).toBeUndefined();
  });

  it('answers null when the vault belongs to someone else', async () => {
    await ensureVaultOwner('u2');
    prepareOfferTap(cachedOffer({ id: 'o1' }), 'u1');
    expect(await tappedSecretRead('u1', 'o1')).toBeNull();
    expect(tappedSecret('u1', 'o1')).toBeNull();
  });

  it('forgets what it read after 30 s: a touch that only scrolled opens nothing later', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    prepareOfferTap(cachedOffer({ id: 'o1' }), 'u1');
    await vi.waitFor(() => expect(tappedSecret('u1', 'o1')).toStrictEqual(ENTRY));
    vi.advanceTimersByTime(29_000);
    expect(tappedOffer('o1')).toBeDefined();
    vi.advanceTimersByTime(1_000);
    expect(tappedOffer('o1')).toBeUndefined();
    expect(tappedSecret('u1', 'o1')).toBeUndefined();
  });

  it('keeps the last 12 offers prepared', () => {
    for (let index = 0; index < 13; index++) prepareOfferTap(cachedOffer({ id: `o${index}` }), null);
    expect(tappedOffer('o0')).toBeUndefined();
    expect(tappedOffer('o1')).toBeDefined();
    expect(tappedOffer('o12')).toBeDefined();
  });

  it('reads again when the list has a newer copy of the offer', async () => {
    prepareOfferTap(cachedOffer({ id: 'o1', title: 'Gammel' }), 'u1');
    await tappedSecretRead('u1', 'o1');
    await db.vault.put({ ...ENTRY, discount_code: 'NY-KODE' });
    const newer = cachedOffer({ id: 'o1', title: 'Ny' });
    prepareOfferTap(newer, 'u1');
    expect(tappedOffer('o1')).toBe(newer);
    expect((await tappedSecretRead('u1', 'o1'))?.discount_code).toBe('NY-KODE');
  });
});
