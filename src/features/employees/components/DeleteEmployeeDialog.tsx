import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { buttonClasses } from '@/ui/Button.tsx';
import { EMPLOYEES_TEXT } from '../employee-texts.ts';

export interface DeleteEmployeeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  deleting: boolean;
  onConfirm: () => void;
  /** The button that opened the dialog: focus goes back there when it is cancelled. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * 'Er du sikker på at du vil slette {name}?' as an alert dialog: focus starts
 * on Avbryt (the safe choice), Escape cancels, focus returns to the row's
 * delete button when it closes.
 */
export function DeleteEmployeeDialog({
  open,
  onOpenChange,
  name,
  deleting,
  onConfirm,
  returnFocus,
}: DeleteEmployeeDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_180ms_ease-out]" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            // Opened from state, not a Radix trigger: Radix would not know where to return.
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-border bg-popover p-6 text-popover-foreground shadow-2xl outline-none data-[state=open]:animate-[dialog-in_180ms_ease-out]"
        >
          <AlertDialog.Title className="text-xl leading-tight font-semibold tracking-tight">
            Slett ansatt
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted-foreground">
            {EMPLOYEES_TEXT.confirmDelete(name)}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>Avbryt</AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses({ variant: 'destructive' })}
              disabled={deleting}
              onClick={onConfirm}
            >
              {deleting ? 'Sletter...' : 'Slett'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
