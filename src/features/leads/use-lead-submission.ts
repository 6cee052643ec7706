import { useCallback, useRef, useState } from 'react';
import { type LeadKind, type SavedReason, submitLead } from '@/offline/outbox/lead-outbox.ts';
import { useOutbox } from '@/offline/outbox/use-outbox.ts';
import { toast } from '@/ui/toast.ts';
import { LEAD_SENT_TEXT } from './lead-texts.ts';

export const LEAD_TEXTS = {
  sentTitle: 'Forespørsel sendt',
  savedTitle: 'Forespørsel lagret',
  savedText:
    'Du er uten nett. Forespørselen er lagret på denne enheten og sendes automatisk når du er på nett igjen.',
  savedUnreachableText:
    'Vi fikk ikke kontakt med serveren akkurat nå. Forespørselen er lagret på denne enheten og sendes automatisk så snart det går.',
  failedTitle: 'Feil ved sending',
  failedText: 'Det oppstod en feil ved sending av forespørselen. Prøv igjen.',
  sending: 'Sender forespørsel...',
  submit: 'Send forespørsel',
} as const;

function savedText(reason: SavedReason): string {
  return reason === 'offline' ? LEAD_TEXTS.savedText : LEAD_TEXTS.savedUnreachableText;
}

/**
 * Sends a valid lead through the outbox and tells the user how it went.
 * The form resets once the lead is safe, sent or stored on the device
 * (sending it again would make a second lead); when the server refuses it or
 * the device cannot store it, the form keeps the data so it can be fixed or
 * sent again.
 */
export function useLeadSubmission(kind: LeadKind) {
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<{ id: string; reason: SavedReason } | null>(null);
  const outbox = useOutbox();
  // A double click must not queue the lead twice, before the state shows it.
  const busy = useRef(false);

  const submit = useCallback(
    async (payload: Record<string, unknown>, reset: () => void) => {
      if (busy.current) return;
      busy.current = true;
      setSending(true);
      // The notice speaks of the previous submission; this one gets its own answer.
      setSaved(null);
      try {
        const outcome = await submitLead(kind, payload);
        if (outcome.status === 'sent') {
          toast.success(LEAD_TEXTS.sentTitle, { description: LEAD_SENT_TEXT[kind] });
          reset();
        } else if (outcome.status === 'saved') {
          toast.info(LEAD_TEXTS.savedTitle, { description: savedText(outcome.reason) });
          setSaved({ id: outcome.id, reason: outcome.reason });
          reset();
        } else {
          toast.error(LEAD_TEXTS.failedTitle, { description: outcome.message || LEAD_TEXTS.failedText });
        }
      } catch (error) {
        console.error(`Could not store the ${kind} lead`, error);
        toast.error(LEAD_TEXTS.failedTitle, { description: LEAD_TEXTS.failedText });
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [kind],
  );

  // The notice goes once the saved lead has been sent (the shell then says so).
  const delivered = saved !== null && outbox.sent.some((entry) => entry.id === saved.id);
  const savedNotice = saved === null || delivered ? null : savedText(saved.reason);
  return { sending, savedNotice, submit };
}
