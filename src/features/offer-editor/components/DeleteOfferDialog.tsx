import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog.tsx';
import { toast } from '@/ui/toast.ts';
import { requestCatalogueSync } from '@/offline/catalogue/sync-triggers.ts';
import { deleteManagedOffer } from '../api/delete-offer.ts';
import type { ManagedOffer } from '../managed-offer.ts';
import { OFFER_MESSAGES, type OfferContext } from '../offer-messages.ts';

export interface DeleteOfferDialogProps {
  context: OfferContext;
  offer: ManagedOffer | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** The delete confirmation (spec: 'Er du sikker på at du vil slette dette tilbudet?') and the delete itself. */
export function DeleteOfferDialog({ context, offer, onClose, onDeleted }: DeleteOfferDialogProps) {
  const [sending, setSending] = useState(false);

  async function confirm() {
    if (!offer || sending) return;
    setSending(true);
    const ok = await deleteManagedOffer(offer);
    setSending(false);
    if (!ok) {
      toast.error(OFFER_MESSAGES.errorTitle, { description: OFFER_MESSAGES.deleteFailed });
      return;
    }
    if (context === 'company') {
      toast.success(OFFER_MESSAGES.companyDeletedTitle, { description: OFFER_MESSAGES.companyDeleted });
    } else {
      toast.success(OFFER_MESSAGES.deleted);
    }
    void requestCatalogueSync();
    onDeleted();
    onClose();
  }

  return (
    <ConfirmDeleteDialog
      open={offer !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Slett tilbud"
      deleting={sending}
      onConfirm={() => void confirm()}
    >
      <p>
        {OFFER_MESSAGES.confirmDelete}
        {offer ? <span className="mt-1 block font-medium text-foreground">{offer.title}</span> : null}
      </p>
    </ConfirmDeleteDialog>
  );
}
