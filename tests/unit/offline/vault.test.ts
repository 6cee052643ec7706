import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteError } from '../../../src/offline/remote/remote-error.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import {
  ensureVaultOwner,
  prefetchSecretsForUser,
  purgeVault,
  readVaultSecret,
  revealOfferSecrets,
} from '../../../src/offline/vault/vault.ts';

const SECRETS = {
  discount_code: 'ACME20',
  offer_email: 'salg@acme.test',
  offer_url: 'https://acme.test/tilbud',
  website: 'https://acme.test',
};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await clearOfflineData();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('revealing secrets', () => {
  it('fetches with the session, keeps a copy for the user and returns it', async () => {
    const fetchSecrets = vi.fn(() => Promise.resolve({ ...SECRETS, extra: 'ignored' }));

    const revealed = await revealOfferSecrets('user-a', 'offer-1', fetchSecrets);

    expect(fetchSecrets).toHaveBeenCalledWith('offer-1');
    expect(revealed).toMatchObject({ user_id: 'user-a', offer_id: 'offer-1', ...SECRETS });
    expect(revealed).not.toHaveProperty('extra');
    expect(await readVaultSecret('user-a', 'offer-1')).toMatchObject(SECRETS);
  });

  it('returns the stored copy offline without asking the server', async () => {
    await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(SECRETS));
    setOnline(false);
    const fetchSecrets = vi.fn(() => Promise.resolve(SECRETS));

    const revealed = await revealOfferSecrets('user-a', 'offer-1', fetchSecrets);

    expect(fetchSecrets).not.toHaveBeenCalled();
    expect(revealed?.discount_code).toBe('ACME20');
  });

  it('falls back to the stored copy when the network fails, and fails without one', async () => {
    await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(SECRETS));
    const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

    expect((await revealOfferSecrets('user-a', 'offer-1', networkDown))?.discount_code).toBe('ACME20');
    await expect(revealOfferSecrets('user-a', 'offer-2', networkDown)).rejects.toThrow('Failed to fetch');
  });

  it('wipes the vault when the server rejects the session', async () => {
    await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(SECRETS));
    const rejected = () => Promise.reject(new RemoteError('session', 'JWT expired', 401));

    await expect(revealOfferSecrets('user-a', 'offer-2', rejected)).rejects.toThrow('JWT expired');

    expect(await db.vault.count()).toBe(0);
    expect(await readVaultSecret('user-a', 'offer-1')).toBeNull();
  });

  it('removes the stored copy when the offer no longer has secrets', async () => {
    await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(SECRETS));

    expect(await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(null))).toBeNull();
    expect(await db.vault.count()).toBe(0);
  });

  it('does not store secrets whose fetch finishes after sign-out', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const slow = vi.fn(() => new Promise<unknown>((resolve) => (finish = resolve)));

    const pending = revealOfferSecrets('user-a', 'offer-1', slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    await purgeVault();
    finish(SECRETS);

    expect(await pending).toBeNull();
    expect(await db.vault.count()).toBe(0);
  });
});

describe('vault ownership', () => {
  it('wipes every secret on sign-out', async () => {
    await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(SECRETS));
    await revealOfferSecrets('user-a', 'offer-2', () => Promise.resolve(SECRETS));

    await purgeVault();

    expect(await db.vault.count()).toBe(0);
    expect(await readVaultSecret('user-a', 'offer-1')).toBeNull();
  });

  it("wipes the previous user's secrets when another user signs in", async () => {
    await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(SECRETS));

    await ensureVaultOwner('user-b');

    expect(await db.vault.count()).toBe(0);
    expect(await readVaultSecret('user-a', 'offer-1')).toBeNull();
  });

  it('keeps the secrets when the same user signs in again', async () => {
    await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(SECRETS));

    await ensureVaultOwner('user-a');

    expect(await readVaultSecret('user-a', 'offer-1')).toMatchObject(SECRETS);
  });

  it("never hands one user another user's row", async () => {
    await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(SECRETS));
    expect(await readVaultSecret('user-b', 'offer-1')).toBeNull();
  });

  it('ignores a corrupt stored row', async () => {
    await revealOfferSecrets('user-a', 'offer-1', () => Promise.resolve(SECRETS));
    await db.vault.update(['user-a', 'offer-1'], { discount_code: 7 as unknown as string });
    expect(await readVaultSecret('user-a', 'offer-1')).toBeNull();
  });
});

describe('prefetching', () => {
  it('stores every secret the session can read, so codes work offline', async () => {
    const rows = Array.from({ length: 600 }, (_, index) => ({ offer_id: `offer-${index}`, ...SECRETS }));

    expect(await prefetchSecretsForUser('user-a', () => Promise.resolve(rows))).toBe(600);

    setOnline(false);
    const revealed = await revealOfferSecrets('user-a', 'offer-599', () =>
      Promise.reject(new Error('unused')),
    );
    expect(revealed?.discount_code).toBe('ACME20');
  });

  it('drops stored secrets the server no longer lists and skips malformed rows', async () => {
    await prefetchSecretsForUser('user-a', () =>
      Promise.resolve([
        { offer_id: 'offer-1', ...SECRETS },
        { offer_id: 'offer-2', ...SECRETS },
      ]),
    );

    const stored = await prefetchSecretsForUser('user-a', () =>
      Promise.resolve([
        { offer_id: 'offer-2', ...SECRETS },
        { offer_id: 'offer-3', discount_code: 5 },
      ]),
    );

    expect(stored).toBe(1);
    expect(await readVaultSecret('user-a', 'offer-1')).toBeNull();
    expect(await readVaultSecret('user-a', 'offer-2')).not.toBeNull();
  });

  it("replaces another user's secrets instead of mixing them", async () => {
    await prefetchSecretsForUser('user-a', () => Promise.resolve([{ offer_id: 'offer-1', ...SECRETS }]));
    await prefetchSecretsForUser('user-b', () => Promise.resolve([{ offer_id: 'offer-2', ...SECRETS }]));

    expect((await db.vault.toArray()).map((entry) => entry.user_id)).toEqual(['user-b']);
  });

  it('wipes the vault when the server rejects the session', async () => {
    await prefetchSecretsForUser('user-a', () => Promise.resolve([{ offer_id: 'offer-1', ...SECRETS }]));

    await expect(
      prefetchSecretsForUser('user-a', () => Promise.reject(new RemoteError('session', 'JWT expired', 401))),
    ).rejects.toThrow();

    expect(await db.vault.count()).toBe(0);
  });
});
