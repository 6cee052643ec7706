import { LogOut } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { isOffline } from '@/lib/use-online.ts';
import { Button, buttonClasses, type ButtonProps } from '@/ui/Button.tsx';
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
      <OfflineSignOutDialog open={confirming} onOpenChange={setConfirming} onConfirm={run} />
    </>
  );
}

function OfflineSignOutDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_180ms_ease-out]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-border bg-popover p-6 text-popover-foreground shadow-2xl outline-none data-[state=open]:animate-[dialog-in_180ms_ease-out]">
          <AlertDialog.Title className="text-xl leading-tight font-semibold tracking-tight">
            Logge ut uten nett?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Rabattkodene på denne enheten blir fjernet når du logger ut. De kommer tilbake først når du logger
            inn igjen med nettilkobling.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>Avbryt</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses({ variant: 'destructive' })} onClick={onConfirm}>
              Logg ut
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
