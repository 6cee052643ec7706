import { useCallback, useRef, useState } from 'react';
import { type LeadKind, submitLead } from '@/offline/lead-outbox.ts';
import { toast } from '@/ui/toast.ts';

export const LEAD_TEXTS = {
  sentTitle: 'Forespørsel sendt',
  savedTitle: 'Forespørsel lagret',
  savedText:
    'Du er uten nett. Forespørselen er lagret på denne enheten og sendes automatisk når du er på nett igjen.',
  failedTitle: 'Feil ved sending',
  failedText: 'Det oppstod en feil ved sending av forespørselen. Prøv igjen.',
  sending: 'Sender forespørsel...',
  submit: 'Send forespørsel',
} as const;

/**
 * Sends a valid lead through the outbox and tells the user how it went.
 * The form resets once the lead is safe, sent or stored on the device
 * (sending it again would make a second lead); when the server refuses it or
 * the device cannot store it, the form keeps the data so it can be fixed or
 * sent again.
 */
export function useLeadSubmission(kind: LeadKind, sentText: string) {
  const [sending, setSending] = useState(false);
  const [savedOffline, setSavedOffline] = useState(false);
  // A double click must not queue the lead twice, before the state shows it.
  const busy = useRef(false);

  const submit = useCallback(
    async (payload: Record<string, unknown>, reset: () => void) => {
      if (busy.current) return;
      busy.current = true;
      setSending(true);
      // The notice speaks of the previous submission; this one gets its own answer.
      setSavedOffline(false);
      try {
        const outcome = await submitLead(kind, payload);
        if (outcome.status === 'sent') {
          toast.success(LEAD_TEXTS.sentTitle, { description: sentText });
          reset();
        } else if (outcome.status === 'saved') {
          toast.info(LEAD_TEXTS.savedTitle, { description: LEAD_TEXTS.savedText });
          setSavedOffline(true);
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
    [kind, sentText],
  );

  return { sending, savedOffline, submit };
}
