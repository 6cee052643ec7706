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

/**
 * 'Rediger tilbud': the editor in edit mode in a full-height panel (the whole
 * screen on a phone); the form scrolls inside it and its save bar stays at the
 * panel's bottom (above the on-screen keyboard, see OfferEditor). The list reloads and the panel
 * closes after a save.
 */
export function EditOfferDialog({ context, offer, company, onClose, onSaved }: EditOfferDialogProps) {
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent side="panel" data-testid="edit-offer-panel">
        {/* The header's own right padding leaves room for the close button. */}
        <div className="border-b border-border pt-5 pr-6 pb-4 pl-5 sm:pl-6">
          <DialogHeader>
            <DialogTitle>Rediger tilbud</DialogTitle>
            <DialogDescription className="truncate">{offer?.title}</DialogDescription>
          </DialogHeader>
        </div>
        {offer ? (
          <div className="flex flex-1 flex-col px-5 pt-5 sm:px-6">
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
