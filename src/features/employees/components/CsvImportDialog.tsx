import { Download, FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { CompanyRole } from '@/features/account/index.ts';
import { plural, pluralWord } from '@/lib/plural.ts';
import { isOffline } from '@/lib/online.ts';
import { useOnline } from '@/lib/use-online.ts';
import { Button } from '@/ui/Button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/Dialog.tsx';
import { FileButton } from '@/ui/FileButton.tsx';
import { FieldError } from '@/ui/TextField.tsx';
import { inviteEmployees } from '../api/invite-employees.ts';
import { type BulkOutcome, sendInvitations } from '../csv/bulk-invite.ts';
import { COLUMN_LABELS } from '../csv/csv-columns.ts';
import { employeeCsvTemplateHref } from '../csv/csv-template.ts';
import { offlineLine } from '../employee-texts.ts';
import { MAX_IMPORT_ROWS, parseEmployeeCsv, type ParsedCsv } from '../csv/parse-employee-csv.ts';
import { type ImportRow, sendableRows, validateImport } from '../csv/validate-import.ts';
import { CsvPreview } from './CsvPreview.tsx';
import { CsvSummary } from './CsvSummary.tsx';

export interface CsvImportDialogProps {
  companyId: string;
  roles: readonly CompanyRole[];
  existingEmails: ReadonlySet<string>;
  /** Addresses the company has a pending invitation to. */
  invitedEmails?: ReadonlySet<string>;
  /** `sent`: at least one invitation went out, so the list should be read again. */
  onClose: (sent: boolean) => void;
}

type Step =
  /** fileName: a refused file, still named beside the button. */
  | { kind: 'pick'; error: string | null; fileName?: string }
  /** refusedOffline: 'Send' was pressed without a network (nothing sent, the preview kept). */
  | { kind: 'preview'; fileName: string; rows: ImportRow[]; refusedOffline?: boolean }
  | { kind: 'sending'; total: number; done: number }
  | { kind: 'done'; outcomes: BulkOutcome[]; skipped: number; stopped: boolean };

const INVITATIONS = { one: 'invitasjon', other: 'invitasjoner' };
const ROWS = { one: 'rad', other: 'rader' };

/** A CSV file bigger than this is not a staff list. */
const MAX_FILE_BYTES = 1_000_000;

function parseFailureText(parsed: Exclude<ParsedCsv, { ok: true }>): string {
  switch (parsed.reason) {
    case 'empty':
      return 'Filen inneholder ingen ansatte.';
    case 'missing_columns':
      return `Filen mangler kolonnene ${(parsed.missing ?? []).map((column) => COLUMN_LABELS[column]).join(', ')}.`;
    case 'too_many_rows':
      return `Filen har for mange rader (maks ${MAX_IMPORT_ROWS}).`;
    case 'unreadable':
      return 'Filen kunne ikke leses. Lagre den som CSV (UTF-8) og prøv igjen.';
  }
}

/**
 * Bulk invite: pick a file, see each row's problems, send the valid rows with
 * progress, read the summary. Offline the preview says the network is needed
 * and sends nothing; losing it midway stops the import there.
 */
export function CsvImportDialog({
  companyId,
  roles,
  existingEmails,
  invitedEmails,
  onClose,
}: CsvImportDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'pick', error: null });
  const stop = useRef(false);
  const errorId = useId();
  const sending = step.kind === 'sending';
  const anySent = step.kind === 'done' && step.outcomes.some((outcome) => outcome.failure === null);

  async function pickFile(file: File) {
    if (file.size > MAX_FILE_BYTES) {
      setStep({ kind: 'pick', error: 'Filen er for stor (maks 1 MB).', fileName: file.name });
      return;
    }
    const parsed = parseEmployeeCsv(await file.text());
    if (!parsed.ok) {
      setStep({ kind: 'pick', error: parseFailureText(parsed), fileName: file.name });
      return;
    }
    const rows = validateImport(parsed.records, {
      existingEmails,
      grantableRoles: roles,
      ...(invitedEmails ? { invitedEmails } : {}),
    });
    setStep({ kind: 'preview', fileName: file.name, rows });
  }

  async function send(preview: Extract<Step, { kind: 'preview' }>) {
    if (isOffline()) {
      setStep({ ...preview, refusedOffline: true });
      return;
    }
    const rows = preview.rows;
    const valid = sendableRows(rows);
    stop.current = false;
    setStep({ kind: 'sending', total: valid.length, done: 0 });
    const outcomes = await sendInvitations(
      valid,
      companyId,
      inviteEmployees,
      (done) => setStep({ kind: 'sending', total: valid.length, done }),
      () => stop.current,
    );
    setStep({
      kind: 'done',
      outcomes,
      skipped: rows.length - valid.length,
      stopped: outcomes.length < valid.length,
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !sending) onClose(anySent);
      }}
    >
      <DialogContent
        className="max-w-3xl"
        hideClose={sending}
        onEscapeKeyDown={(event) => sending && event.preventDefault()}
        onInteractOutside={(event) => sending && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Importer ansatte fra CSV</DialogTitle>
          <DialogDescription>
            Kolonner: e-post, fornavn, etternavn, telefon (valgfri) og rolle (Ansatt, Administrator eller
            Eier). Semikolon eller komma som skilletegn.
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'pick' ? (
          <div className="mt-5 flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <FileButton
                label="Velg CSV-fil"
                accept=".csv,text/csv"
                fileName={step.fileName}
                invalid={Boolean(step.error)}
                describedBy={step.error ? errorId : undefined}
                onFile={(file) => void pickFile(file)}
              />
              <FieldError id={errorId} message={step.error ?? undefined} />
            </div>
            <a
              href={employeeCsvTemplateHref()}
              download="ansatte-mal.csv"
              className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary-text underline-offset-4 hover:underline"
            >
              <Download aria-hidden="true" className="size-4" />
              Last ned mal (CSV)
            </a>
          </div>
        ) : null}

        {step.kind === 'preview' ? (
          <PreviewStep
            step={step}
            onBack={() => setStep({ kind: 'pick', error: null })}
            onSend={() => void send(step)}
          />
        ) : null}

        {step.kind === 'sending' ? (
          <div className="mt-6 flex flex-col gap-3">
            <div
              role="progressbar"
              aria-label="Sender invitasjoner"
              aria-valuemin={0}
              aria-valuemax={step.total}
              aria-valuenow={step.done}
              aria-valuetext={`${step.done} av ${step.total}`}
              className="h-3 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-300"
                style={{ width: `${step.total === 0 ? 100 : (step.done / step.total) * 100}%` }}
              />
            </div>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              Sendt {step.done} av {plural(step.total, INVITATIONS)}...
            </p>
            <DialogFooter className="mt-2">
              <Button variant="outline" onClick={() => (stop.current = true)}>
                Stopp
              </Button>
            </DialogFooter>
          </div>
        ) : null}

        {step.kind === 'done' ? (
          <>
            <CsvSummary outcomes={step.outcomes} skipped={step.skipped} stopped={step.stopped} />
            <DialogFooter>
              <Button onClick={() => onClose(anySent)}>Ferdig</Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface PreviewStepProps {
  step: Extract<Step, { kind: 'preview' }>;
  onBack: () => void;
  onSend: () => void;
}

function PreviewStep({ step, onBack, onSend }: PreviewStepProps) {
  const online = useOnline();
  const valid = sendableRows(step.rows).length;
  const invalid = step.rows.length - valid;
  return (
    <div className="mt-5 flex flex-col gap-4">
      <p aria-live="polite" className="text-sm">
        <span className="font-semibold">{step.fileName}</span>: {plural(step.rows.length, ROWS)}, {valid}{' '}
        {pluralWord(valid, { one: 'klar', other: 'klare' })} til å sendes
        {invalid > 0 ? `, ${invalid} med feil (hoppes over)` : ''}.
      </p>
      <CsvPreview rows={step.rows} />
      {/* Back on the network, the line goes: sending works again. A refusal is a new element, announced. */}
      {!online && step.refusedOffline ? (
        <p key="refused" role="alert" className="text-sm font-medium text-destructive">
          {offlineLine('import')}
        </p>
      ) : !online ? (
        <p key="offline" role="status" className="text-sm text-muted-foreground">
          {offlineLine('import')}
        </p>
      ) : null}
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onBack}>
          <FileUp aria-hidden="true" />
          Velg en annen fil
        </Button>
        <Button onClick={onSend} disabled={valid === 0}>
          Send {plural(valid, INVITATIONS)}
        </Button>
      </DialogFooter>
    </div>
  );
}
