import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/ui/Button.tsx';
import { useSignOut } from '../sign-out.ts';

/** 'Logg ut': signs out on this device (codes and records wiped, online or not) and goes to /. */
export function SignOutButton({ variant = 'outline', ...props }: Omit<ButtonProps, 'onClick' | 'children'>) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
      {...props}
    >
      <LogOut aria-hidden="true" />
      Logg ut
    </Button>
  );
}
