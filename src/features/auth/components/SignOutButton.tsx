import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isOffline } from '@/lib/online.ts';
import { store } from '@/lib/store.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { catalogueSyncStatusAtom, seemsOffline } from '@/offline/catalogue/sync-status.ts';
import { Button, type ButtonProps } from '@/ui/Button.tsx';
import type { ConfirmDeleteDialog as ConfirmDialog } from '@/ui/ConfirmDeleteDialog.tsx';
import { useSignOut } from '../sign-out.ts';

// The confirmation (Radix's alert dialog) is not part of the shell's first
// paint: it loads once the page is idle, and is precached by the service
// worker for offline use.
const loadDialog = () => import('@/ui/ConfirmDeleteDialog.tsx');

const TITLE = 'Logge ut uten nett?';
const TEXT =
  'Rabattkodene på denne enheten blir fjernet når du logger ut. De kommer tilbake først når du logger inn igjen med nettilkobling.';

/**
 * The dialog is needed only offline, after a tap: its load may wait long for
 * idle time (5 s), and 2 s after the paint where the browser cannot say.
 */
const DIALOG_IDLE = { timeoutMs: 5000, fallbackMs: 2000 };

/** The browser says so, or the last sync failed for want of a network (seemsOffline). */
const offlineNow = () => isOffline() || seemsOffline(store.get(catalogueSyncStatusAtom));

/**
 * 'Logg ut': signs out on this device (codes and records wiped, online or not) and goes to /.
 * Offline it asks first: the codes it wipes come back only after signing in with a network,
 * which the employee at the till may not have. Offline as the banner says it (seemsOffline):
 * a phone on a dead network reports itself online, and its last sync is what tells.
 */
export function SignOutButton({ variant = 'outline', ...props }: Omit<ButtonProps, 'onClick' | 'children'>) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [Dialog, setDialog] = useState<typeof ConfirmDialog | null>(null);
  useEffect(() => whenIdle(() => void loadDialog().catch(() => undefined), DIALOG_IDLE), []);
  const run = () => {
    setConfirming(false);
    setBusy(true);
    void signOut().finally(() => setBusy(false));
  };
  const confirmOffline = () => {
    loadDialog().then(
      ({ ConfirmDeleteDialog }) => {
        setDialog(() => ConfirmDeleteDialog);
        setConfirming(true);
      },
      // The dialog's code could not be loaded (offline before the worker cached it): the browser asks.
      () => {
        if (window.confirm(`${TITLE}\n\n${TEXT}`)) run();
      },
    );
  };
  return (
    <>
      <Button
        variant={variant}
        disabled={busy}
        onClick={() => (offlineNow() ? confirmOffline() : run())}
        {...props}
      >
        <LogOut aria-hidden="true" />
        Logg ut
      </Button>
      {Dialog && (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={TITLE}
          deleting={busy}
          onConfirm={run}
          confirmLabel="Logg ut"
          busyLabel="Logger ut..."
        >
          <p>{TEXT}</p>
        </Dialog>
      )}
    </>
  );
}
