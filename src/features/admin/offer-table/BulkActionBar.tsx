import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { OFFER_ACTIONS, type ManagedOffer } from '@/features/offer-editor/index.ts';
import { Button } from '@/ui/Button.tsx';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog.tsx';
import { toast } from '@/ui/toast.ts';
import { runBulkAction, type BulkAction } from './bulk-offer-actions.ts';
import {
  OFFER_TABLE_TEXTS,
  busyLabel,
  confirmBody,
  confirmTitle,
  resultLabel,
  selectedLabel,
} from './offer-table-texts.ts';

export interface BulkActionBarProps {
  /** The page's offers, in order. */
  offers: readonly ManagedOffer[];
  selected: ReadonlySet<string>;
  onSelectPage: (selected: boolean) => void;
  /** After an action ran (all, some or none changed): the selection clears and the page reloads. */
  onDone: () => void;
}

const ACTION_LABELS: Record<BulkAction, string> = {
  hide: OFFER_ACTIONS.hide,
  show: OFFER_ACTIONS.show,
  delete: OFFER_ACTIONS.delete,
};

/**
 * 'Velg alle på siden', the count chosen and Skjul, Vis and Slett for them.
 * Each asks first ('Slette 3 tilbud?'), says 'Sletter...' while it runs and
 * reports what the server did, in a toast and in the bar's live line.
 */
export function BulkActionBar({ offers, selected, onSelectPage, onDone }: BulkActionBarProps) {
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState('');
  // Focus goes back to the page's choice box: the action buttons go away with the selection.
  const selectAll = useRef<HTMLInputElement | null>(null);
  const chosen = offers.filter((offer) => selected.has(offer.id));
  const allChosen = offers.length > 0 && chosen.length === offers.length;
  const someChosen = chosen.length > 0 && !allChosen;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someChosen;
  }, [someChosen]);

  async function run(action: BulkAction) {
    setRunning(true);
    try {
      const result = await runBulkAction(action, chosen);
      const message = resultLabel(result);
      setOutcome(message);
      if (result.done === result.requested) toast.success(message);
      else toast.warning(message);
    } catch (error) {
      console.warn('Bulk action failed', action, error);
      setOutcome(OFFER_TABLE_TEXTS.bulkFailed);
      toast.error('Feil', { description: OFFER_TABLE_TEXTS.bulkFailed });
    } finally {
      setRunning(false);
      setPending(null);
      onDone();
    }
  }

  const open = (action: BulkAction) => () => {
    setOutcome('');
    setPending(action);
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-border bg-muted/40 px-2 py-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-full px-3 text-sm font-medium has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60">
        <input
          type="checkbox"
          checked={allChosen}
          ref={selectAll}
          disabled={offers.length === 0}
          onChange={(event) => onSelectPage(event.target.checked)}
          className="size-5 accent-[hsl(var(--primary))]"
        />
        {OFFER_TABLE_TEXTS.selectPage}
      </label>
      {chosen.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="px-1 text-sm text-muted-foreground">{selectedLabel(chosen.length)}</span>
          <Button variant="outline" onClick={open('hide')}>
            <EyeOff aria-hidden="true" />
            {ACTION_LABELS.hide}
          </Button>
          <Button variant="outline" onClick={open('show')}>
            <Eye aria-hidden="true" />
            {ACTION_LABELS.show}
          </Button>
          <Button variant="outline" className="text-destructive" onClick={open('delete')}>
            <Trash2 aria-hidden="true" />
            {ACTION_LABELS.delete}
          </Button>
        </div>
      ) : null}
      <p role="status" className="basis-full px-3 text-sm empty:hidden">
        {outcome}
      </p>
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(isOpen) => (isOpen || running ? undefined : setPending(null))}
        title={pending ? confirmTitle(pending, chosen.length) : ''}
        deleting={running}
        confirmLabel={pending ? ACTION_LABELS[pending] : ''}
        busyLabel={pending ? busyLabel(pending) : ''}
        returnFocus={selectAll}
        onConfirm={() => (pending ? void run(pending) : undefined)}
      >
        <p>{pending ? confirmBody(pending) : null}</p>
      </ConfirmDeleteDialog>
    </div>
  );
}
