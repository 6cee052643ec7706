import { CircleAlert, CircleCheck } from 'lucide-react';
import type { BulkOutcome } from '../csv/bulk-invite.ts';
import { offlineLine } from '../employee-texts.ts';

export interface CsvSummaryProps {
  outcomes: readonly BulkOutcome[];
  /** Rows left out because of their problems. */
  skipped: number;
  /** The user stopped before every row was tried. */
  stopped: boolean;
}

/** What the import sent and what failed, with the reason for each failure. */
export function CsvSummary({ outcomes, skipped, stopped }: CsvSummaryProps) {
  const sent = outcomes.filter((outcome) => outcome.failure === null);
  const failed = outcomes.filter((outcome) => outcome.failure !== null);
  const offline = outcomes.some((outcome) => outcome.offline);
  return (
    <div className="mt-5 flex flex-col gap-4" role="status">
      <p className="flex items-center gap-2 font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-5" />
        {sent.length} {sent.length === 1 ? 'invitasjon' : 'invitasjoner'} sendt
      </p>
      {failed.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 font-semibold text-destructive">
            <CircleAlert aria-hidden="true" className="size-5" />
            {failed.length} feilet
          </p>
          <ul className="flex max-h-48 flex-col gap-1 overflow-auto text-sm">
            {failed.map(({ row, failure }) => (
              <li key={row.line}>
                Rad {row.line}, <span className="font-medium break-all">{row.email}</span>: {failure}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {skipped > 0 ? (
        <p className="text-sm text-muted-foreground">
          {skipped} {skipped === 1 ? 'rad' : 'rader'} med feil ble hoppet over.
        </p>
      ) : null}
      {stopped ? (
        <p className="text-sm text-muted-foreground">Importen ble stoppet før alle rader var sendt.</p>
      ) : null}
      {offline ? <p className="text-sm font-medium text-destructive">{offlineLine('import')}</p> : null}
    </div>
  );
}
