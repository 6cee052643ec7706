import { CircleAlert, Clock3, Send, X } from 'lucide-react';
import { Button } from './Button.tsx';

export interface RefusedLead {
  id: string;
  /** What was asked for, e.g. 'Forespørsel om firmabil'. */
  label: string;
  reason: string;
}

export interface OutboxIndicatorProps {
  waiting: number;
  refused: RefusedLead[];
  offline: boolean;
  onSendNow: () => void;
  onDismiss: (id: string) => void;
}

function waitingText(count: number): string {
  return count === 1
    ? '1 forespørsel venter på å bli sendt'
    : `${String(count)} forespørsler venter på å bli sendt`;
}

/**
 * The small notice for lead requests that are saved on this device but not
 * yet with us, and for those the server refused (with its reason). Mounted
 * always, as a polite live region, so a change is announced; empty otherwise.
 */
export function OutboxIndicator({ waiting, refused, offline, onSendNow, onDismiss }: OutboxIndicatorProps) {
  return (
    <div role="status" aria-live="polite" aria-label="Forespørsler som venter">
      {waiting > 0 ? (
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-border bg-secondary px-4 py-2 text-center text-sm text-secondary-foreground">
          <span className="inline-flex items-center gap-1.5 font-medium">
            <Clock3 aria-hidden="true" className="size-4 shrink-0" />
            {waitingText(waiting)}
          </span>
          <span className="text-muted-foreground">
            {offline ? 'Sendes automatisk når du er på nett igjen.' : 'Sendes automatisk.'}
          </span>
          {offline ? null : (
            <Button size="sm" variant="outline" onClick={onSendNow}>
              <Send aria-hidden="true" className="size-3.5" />
              Send nå
            </Button>
          )}
        </p>
      ) : null}
      {refused.map((lead) => (
        <p
          key={lead.id}
          className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-destructive/25 bg-destructive/10 px-4 py-2 text-center text-sm text-destructive"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{lead.label} ble ikke tatt imot:</strong> {lead.reason}
          </span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onDismiss(lead.id)}
            className="text-destructive"
            aria-label={`Fjern varselet om ${lead.label.toLowerCase()}`}
          >
            <X aria-hidden="true" className="size-3.5" />
            Fjern
          </Button>
        </p>
      ))}
    </div>
  );
}
