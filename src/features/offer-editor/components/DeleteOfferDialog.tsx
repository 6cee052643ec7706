import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { buttonClasses } from '@/ui/Button.tsx';
import { toast } from '@/ui/toast.ts';
import { requestCatalogueSync } from '@/offline/sync-triggers.ts';
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
    <AlertDialog.Root open={offer !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-border bg-popover p-6 text-popover-foreground shadow-2xl">
          <AlertDialog.Title className="text-xl leading-tight font-semibold tracking-tight">
            Slett tilbud
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {OFFER_MESSAGES.confirmDelete}
            {offer ? <span className="mt-1 block font-medium text-foreground">{offer.title}</span> : null}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={sending}>
              Avbryt
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses({ variant: 'destructive' })}
              disabled={sending}
              onClick={() => void confirm()}
            >
              {sending ? 'Sletter...' : 'Slett'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
