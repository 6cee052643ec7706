import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactRootPerTest } from './support/react-root.ts';

// The offline confirmation loads on demand (off the shell's first paint); a
// failed load must still ask before the codes on the device are wiped.

const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../src/features/auth/sign-out.ts', () => ({ useSignOut: () => signOut }));

const view = reactRootPerTest();

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

async function clickSignOut(): Promise<void> {
  const button = [...view.host.querySelectorAll('button')].find((node) => node.textContent === 'Logg ut');
  await act(async () => {
    button?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const dialogTitle = () => document.body.querySelector('[role="alertdialog"] h2')?.textContent ?? null;

/** A fresh copy of the button; `dialogFails`: its dialog's chunk cannot be fetched. */
async function mount({ dialogFails = false } = {}): Promise<void> {
  vi.resetModules();
  if (dialogFails) {
    vi.doMock('../../src/ui/ConfirmDeleteDialog.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
  } else {
    vi.doUnmock('../../src/ui/ConfirmDeleteDialog.tsx');
  }
  const { SignOutButton } = await import('../../src/features/auth/components/SignOutButton.tsx');
  act(() => view.root.render(<SignOutButton />));
}

/** The catalogue's last sync failed so (in the modules `mount` loaded). */
async function lastSyncFailed(failure: 'network' | 'server'): Promise<void> {
  const { store } = await import('../../src/lib/store.ts');
  const { catalogueSyncStatusAtom } = await import('../../src/offline/catalogue/sync-status.ts');
  const status = store.get(catalogueSyncStatusAtom);
  store.set(catalogueSyncStatusAtom, { ...status, error: `failed: ${failure}`, failure });
}

beforeEach(() => {
  signOut.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("'Logg ut'", () => {
  it('signs out at once when online', async () => {
    setOnline(true);
    await mount();
    await clickSignOut();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(dialogTitle()).toBeNull();
  });

  it("asks first when offline, in the app's own dialog", async () => {
    setOnline(false);
    await mount();
    await clickSignOut();
    await vi.waitFor(() => expect(dialogTitle()).toBe('Logge ut uten nett?'));
    expect(signOut).not.toHaveBeenCalled();
  });

  it('asks first when the phone says online but the last sync failed for want of a network', async () => {
    setOnline(true);
    await mount();
    await lastSyncFailed('network');
    await clickSignOut();
    await vi.waitFor(() => expect(dialogTitle()).toBe('Logge ut uten nett?'));
    expect(signOut).not.toHaveBeenCalled();
  });

  it("signs out at once after a failure that was the server's, not the network's", async () => {
    setOnline(true);
    await mount();
    await lastSyncFailed('server');
    await clickSignOut();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(dialogTitle()).toBeNull();
  });

  it("asks with the browser's dialog when the app's could not be loaded, and keeps the session on 'Avbryt'", async () => {
    setOnline(false);
    await mount({ dialogFails: true });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await clickSignOut();
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]?.[0]).toMatch(/^Logge ut uten nett\?\n\nRabattkodene på denne enheten/);
    expect(signOut).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await clickSignOut();
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });
});
