import { describe, expect, it } from 'vitest';
import { type CatalogueSyncStatus, seemsOffline } from '../../../src/offline/catalogue/sync-status.ts';

const CONNECTED: CatalogueSyncStatus = {
  online: true,
  syncing: false,
  lastSyncedAt: '2026-11-28T06:00:00.000Z',
  error: null,
  failure: null,
};

describe('seemsOffline', () => {
  it('is false while the browser is online and the last sync went through', () => {
    expect(seemsOffline(CONNECTED)).toBe(false);
  });

  it('is true when the browser says it is offline', () => {
    expect(seemsOffline({ ...CONNECTED, online: false })).toBe(true);
  });

  it('is true on a dead network the browser calls online: the last sync failed for want of one', () => {
    expect(seemsOffline({ ...CONNECTED, error: 'Failed to fetch', failure: 'network' })).toBe(true);
  });

  it('is false again while a new sync is trying the network', () => {
    expect(seemsOffline({ ...CONNECTED, syncing: true, error: 'Failed to fetch', failure: 'network' })).toBe(
      false,
    );
  });

  it("is false after a failure that was the server's answer, not the network's", () => {
    for (const failure of ['server', 'session', 'rejected'] as const)
      expect(seemsOffline({ ...CONNECTED, error: 'HTTP 500', failure }), failure).toBe(false);
  });
});
