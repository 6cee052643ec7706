import { Link } from '@tanstack/react-router';
import { ChevronRight, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { TillModeDialog, recordOfferEvent } from '@/features/offer-detail/index.ts';
import type { RecentCodeView } from '@/offline/favourites/home-offers.ts';
import { Button } from '@/ui/Button.tsx';

/**
 * 'Sist brukte koder': the codes the person last revealed or copied here, each
 * one tap from the till (the code comes from the device's vault, so it works
 * with no signal). An offer whose code is not on the device links to its page.
 */
export function RecentCodes({ userId, codes }: { userId: string; codes: readonly RecentCodeView[] }) {
  const [open, setOpen] = useState<RecentCodeView | null>(null);
  return (
    <>
      <ul
        aria-label="Sist brukte koder"
        className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-card"
      >
        {codes.map((entry) => (
          <li key={entry.offer.id} className="flex min-h-16 items-center gap-3 px-3 py-2">
            <Link
              to="/offer/$id"
              params={{ id: entry.offer.id }}
              className="flex min-h-11 min-w-0 flex-1 flex-col justify-center rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {entry.offer.company ? (
                <span className="truncate text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {entry.offer.company}
                </span>
              ) : null}
              <span className="truncate font-semibold">{entry.offer.title}</span>
              {entry.code ? (
                <span
                  data-testid="recent-code"
                  className="truncate font-mono text-sm tracking-wider text-primary-text"
                >
                  {entry.code}
                </span>
              ) : null}
            </Link>
            {entry.code ? (
              <Button
                variant="outline"
                className="min-h-11 shrink-0"
                aria-label={`Vis i kassen: ${entry.offer.title}`}
                onClick={() => {
                  setOpen(entry);
                  recordOfferEvent(entry.offer.id, userId, 'till_open');
                }}
              >
                <ScanLine aria-hidden="true" />
                Vis i kassen
              </Button>
            ) : (
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            )}
          </li>
        ))}
      </ul>
      {open?.code ? (
        <TillModeDialog
          open
          onOpenChange={(next) => {
            if (!next) setOpen(null);
          }}
          code={open.code}
          title={open.offer.title}
          company={open.offer.company}
        />
      ) : null}
    </>
  );
}
