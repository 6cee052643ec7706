import { Share } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './Dialog.tsx';

function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
      >
        {number}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** How to install on iOS, where no browser offers an install button: Del, then 'Legg til på Hjem-skjerm'. */
export function IosInstallDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="bottom" className="mx-auto max-w-lg">
        <DialogHeader>
          <DialogTitle>Legg til på Hjem-skjerm</DialogTitle>
          <DialogDescription>Få appen på Hjem-skjermen og bruk tilbudene også uten nett.</DialogDescription>
        </DialogHeader>
        <ol className="mt-5 flex flex-col gap-3 text-base">
          <Step number={1}>
            Trykk på Del-knappen{' '}
            <Share aria-hidden="true" className="inline size-5 align-text-bottom text-primary-text" /> i
            nettleseren.
          </Step>
          <Step number={2}>
            Bla ned og velg <strong>Legg til på Hjem-skjerm</strong>.
          </Step>
          <Step number={3}>
            Trykk på <strong>Legg til</strong> øverst til høyre.
          </Step>
        </ol>
      </DialogContent>
    </Dialog>
  );
}
