import { CloudOff, RefreshCw } from 'lucide-react';
import { cn } from './cn.ts';

/**
 * The offline banner under the bar, so nobody mistakes cached offers for
 * live ones. Always mounted as a polite live region, so going offline (and
 * back) is announced without stealing focus; empty while online.
 */
export function OfflineBanner({ text }: { text: string | null }) {
  return (
    // data-snapshot-banner: the screen snapshot paints it only offline (src/lib/screen-snapshot.ts).
    <div role="status" aria-live="polite" data-snapshot-banner="">
      {text === null ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-warning/20 bg-warning-soft px-4 py-2 text-center text-sm font-medium text-warning">
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {text}
        </p>
      )}
    </div>
  );
}

/** A quiet line saying when the offers were last updated (the footer shows it). */
export function SyncStatusLine({ text, syncing }: { text: string; syncing: boolean }) {
  if (text === '') return null;
  return (
    <p className="inline-flex items-center gap-1.5">
      <RefreshCw aria-hidden="true" className={cn('size-3.5', syncing && 'animate-spin')} />
      {text}
    </p>
  );
}
