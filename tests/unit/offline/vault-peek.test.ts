// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { ensureVaultOwner, readVaultSecret } from '../../../src/offline/vault/vault.ts';
import { peekVaultSecret } from '../../../src/offline/vault/vault-peek.ts';

// The offer page shows the code from IndexedDB before Dexie has loaded (vault-peek.ts): the
// peek must give exactly what the Dexie reader gives, the owner rule included.

const ENTRY = {
  user_id: 'u1',
  offer_id: 'o1',
  discount_code: 'SECRET',
  offer_email: null,
  offer_url: null,
  website: 'https://butikk.example',
  fetched_at: '2026-11-27T12:00:00Z',
};

describe('peekVaultSecret', () => {
  beforeEach(async () => {
    await clearOfflineData();
  });

  it("reads the owner's entry as readVaultSecret does", async () => {
    await ensureVaultOwner('u1');
    await db.vault.put(ENTRY);
    expect(await peekVaultSecret('u1', 'o1')).toStrictEqual(ENTRY);
    expect(await peekVaultSecret('u1', 'o1')).toStrictEqual(await readVaultSecret('u1', 'o1'));
  });

  it('answers null for an offer without an entry', async () => {
    await ensureVaultOwner('u1');
    expect(await peekVaultSecret('u1', 'o2')).toBeNull();
    expect(await readVaultSecret('u1', 'o2')).toBeNull();
  });

  it("never gives another owner's entry", async () => {
    await ensureVaultOwner('u1');
    await db.vault.put(ENTRY);
    // Another user's row left behind (the vault changes hands only through ensureVaultOwner).
    await db.vault.put({ ...ENTRY, user_id: 'u2' });
    expect(await peekVaultSecret('u2', 'o1')).toBeNull();
    expect(await readVaultSecret('u2', 'o1')).toBeNull();
  });

  it('answers null for a stored row that is not an entry', async () => {
    await ensureVaultOwner('u1');
    await db.vault.put({ ...ENTRY, fetched_at: 42 } as unknown as typeof ENTRY);
    expect(await peekVaultSecret('u1', 'o1')).toBeNull();
  });
});
