import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { isOffline } from '@/lib/online.ts';
import { Button, type ButtonProps } from '@/ui/Button.tsx';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog.tsx';
import { useSignOut } from '../sign-out.ts';

/**
 * 'Logg ut': signs out on this device (codes and records wiped, online or not) and goes to /.
 * Offline it asks first: the codes it wipes come back only after signing in with a network,
 * which the employee at the till may not have.
 */
export function SignOutButton({ variant = 'outline', ...props }: Omit<ButtonProps, 'onClick' | 'children'>) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = () => {
    setConfirming(false);
    setBusy(true);
    void signOut().finally(() => setBusy(false));
  };
  return (
    <>
      <Button
        variant={variant}
        disabled={busy}
        onClick={() => (isOffline() ? setConfirming(true) : run())}
        {...props}
      >
        <LogOut aria-hidden="true" />
        Logg ut
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Logge ut uten nett?"
        deleting={busy}
        onConfirm={run}
        confirmLabel="Logg ut"
        busyLabel="Logger ut..."
      >
        <p>
          Rabattkodene på denne enheten blir fjernet når du logger ut. De kommer tilbake først når du logger
          inn igjen med nettilkobling.
        </p>
      </ConfirmDeleteDialog>
    </>
  );
}
