import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog.tsx';
import type { ManagedOffer } from '../managed-offer.ts';
import type { OfferContext } from '../offer-messages.ts';
import { OfferEditor } from './OfferEditor.tsx';

export interface EditOfferDialogProps {
  context: OfferContext;
  offer: ManagedOffer | null;
  /** The company context's selected company (the company field stays disabled). */
  company?: { id: string; name: string } | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Rediger tilbud': the editor in edit mode; the list reloads and the dialog closes after a save. */
export function EditOfferDialog({ context, offer, company, onClose, onSaved }: EditOfferDialogProps) {
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Rediger tilbud</DialogTitle>
          <DialogDescription>{offer?.title}</DialogDescription>
        </DialogHeader>
        {offer ? (
          <div className="mt-5">
            <OfferEditor
              key={offer.id}
              context={context}
              mode="edit"
              offer={offer}
              company={company}
              onCancel={onClose}
              onSaved={() => {
                onSaved();
                onClose();
              }}
            />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
