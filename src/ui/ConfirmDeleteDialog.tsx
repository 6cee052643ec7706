import { AlertDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { buttonClasses } from './Button.tsx';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** Called with false when the dialog closes (Avbryt, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will be deleted, in the words of the spec's confirmation. */
  children: ReactNode;
  deleting: boolean;
  onConfirm: () => void;
  /** The destructive button's words; 'Slett' and 'Sletter...' unless it removes something else (Logg ut). */
  confirmLabel?: string;
  busyLabel?: string;
  /** The button that opened the dialog from state (no Radix trigger): focus goes back there on close. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The one delete confirmation of the app: an alert dialog where focus starts
 * on Avbryt (the safe choice), Escape cancels, and 'Slett' says 'Sletter...'
 * while the delete runs. Signing out offline uses it too: it deletes the codes
 * on the device.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  children,
  deleting,
  onConfirm,
  returnFocus,
  confirmLabel = 'Slett',
  busyLabel = 'Sletter...',
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_180ms_ease-out]" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocus) return;
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-border bg-popover p-6 text-popover-foreground shadow-2xl outline-none data-[state=open]:animate-[dialog-in_180ms_ease-out]"
        >
          <AlertDialog.Title className="text-xl leading-tight font-semibold tracking-tight">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-sm text-muted-foreground">{children}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={deleting}>
              Avbryt
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses({ variant: 'destructive' })}
              disabled={deleting}
              onClick={onConfirm}
            >
              {deleting ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
