import type { RefObject } from 'react';
import { useOnline } from '@/lib/use-online.ts';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog.tsx';
import { EMPLOYEES_TEXT, offlineLine } from '../employee-texts.ts';

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
 * delete button when it closes. Offline it says the network is needed.
 */
export function DeleteEmployeeDialog({
  open,
  onOpenChange,
  name,
  deleting,
  onConfirm,
  returnFocus,
}: DeleteEmployeeDialogProps) {
  const online = useOnline();
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Slett ansatt"
      deleting={deleting}
      onConfirm={onConfirm}
      returnFocus={returnFocus}
    >
      <p className="text-base">{EMPLOYEES_TEXT.confirmDelete(name)}</p>
      {online ? null : <p role="status">{offlineLine('delete')}</p>}
    </ConfirmDeleteDialog>
  );
}
