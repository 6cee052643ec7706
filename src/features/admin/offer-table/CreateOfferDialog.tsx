import { Suspense } from 'react';
import { OfferEditor } from '@/features/offer-editor/index.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog.tsx';
import { OFFER_TABLE_TEXTS } from './offer-table-texts.ts';

export interface CreateOfferDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Legg til nytt tilbud': the create editor in a dialog of its own, opened by
 * 'Nytt tilbud', so the table is the page and the form is there when wanted.
 * It closes after a save and the table reloads.
 */
export function CreateOfferDialog({ open, onClose, onSaved }: CreateOfferDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{OFFER_TABLE_TEXTS.createHeading}</DialogTitle>
          <DialogDescription>Tilbudet publiseres for bedriften du velger.</DialogDescription>
        </DialogHeader>
        {open ? (
          <div className="mt-5">
            <Suspense
              fallback={
                <p role="status" className="text-sm text-muted-foreground">
                  Laster...
                </p>
              }
            >
              <OfferEditor
                context="admin"
                mode="create"
                onCancel={onClose}
                onSaved={() => {
                  onSaved();
                  onClose();
                }}
              />
            </Suspense>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
