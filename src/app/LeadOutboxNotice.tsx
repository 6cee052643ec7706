import { useEffect, useRef } from 'react';
import { LEAD_SENT_TEXT } from '@/features/leads/index.ts';
import { useAtomValue } from '@/lib/store.ts';
import { dismissRejected } from '@/offline/outbox/outbox.ts';
import { isAwaitedByForm, sendWaitingLeads } from '@/offline/outbox/lead-outbox.ts';
import type { LeadKind } from '@/offline/store/schemas.ts';
import { catalogueSyncStatusAtom } from '@/offline/catalogue/sync-status.ts';
import { useOutbox } from '@/offline/outbox/use-outbox.ts';
import { OutboxIndicator } from '@/ui/OutboxIndicator.tsx';
import { toast } from '@/ui/Toaster.tsx';

const LEAD_LABELS: Record<LeadKind, string> = {
  partoutcar: 'Forespørselen om firmabil',
  eiendomsdrift: 'Forespørselen om eiendomsdrift',
};

/** "Forespørselen om firmabil som var lagret på enheten, er nå sendt. Vi vil kontakte deg …" */
function sentLaterText(kind: LeadKind): string {
  return `${LEAD_LABELS[kind]} som var lagret på enheten, er nå sendt. ${LEAD_SENT_TEXT[kind]}`;
}

/**
 * Lead requests saved on this device: how many still wait, which the server
 * refused and why, and a toast when one saved earlier has now arrived.
 */
export function LeadOutboxNotice() {
  const outbox = useOutbox();
  const sync = useAtomValue(catalogueSyncStatusAtom);
  const seenPending = useRef(new Set<string>());

  useEffect(() => {
    for (const entry of outbox.sent) {
      if (!seenPending.current.has(entry.id)) continue;
      seenPending.current.delete(entry.id);
      if (isAwaitedByForm(entry.id)) continue;
      toast.success('Forespørsel sendt', { description: sentLaterText(entry.kind) });
    }
    for (const entry of outbox.pending) seenPending.current.add(entry.id);
  }, [outbox]);

  return (
    <OutboxIndicator
      waiting={outbox.pending.length}
      offline={!sync.online || sync.failure === 'network'}
      refused={outbox.rejected.map((entry) => ({
        id: entry.id,
        label: LEAD_LABELS[entry.kind],
        reason: entry.last_error ?? 'Ukjent feil.',
      }))}
      onSendNow={() => void sendWaitingLeads()}
      onDismiss={(id) => void dismissRejected(id)}
    />
  );
}
