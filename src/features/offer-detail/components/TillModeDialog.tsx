import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { useWakeLock } from '../use-wake-lock.ts';

/** As large as fits on one line (a monospace glyph is about 0.6em wide), within 2–7 rem. */
function codeFontSize(code: string): string {
  const fit = 92 / (Math.max(code.length, 1) * 0.66);
  return `clamp(2rem, ${fit.toFixed(2)}vw, 7rem)`;
}

export interface TillModeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  code: string;
  title: string;
  company: string | null;
}

/**
 * 'Vis i kassen': the code full screen for the cashier, in very large type
 * and as a QR code, black on white whatever the theme, with the screen kept
 * awake. Everything is local, so it works offline; Escape closes it.
 */
export function TillModeDialog({ open, onOpenChange, code, title, company }: TillModeDialogProps) {
  useWakeLock(open);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-white text-black outline-none data-[state=open]:animate-[fade-in_160ms_ease-out]"
        >
          <div className="flex items-start justify-between gap-4 p-4 sm:p-6">
            <div className="flex min-w-0 flex-col">
              {company ? <p className="text-base font-semibold text-neutral-700">{company}</p> : null}
              <DialogPrimitive.Title className="text-xl leading-tight font-bold sm:text-2xl">
                {title}
              </DialogPrimitive.Title>
            </div>
            <DialogPrimitive.Close
              aria-label="Lukk"
              className="inline-flex size-12 shrink-0 cursor-pointer items-center justify-center rounded-full bg-black text-white focus-visible:ring-4 focus-visible:ring-black/40 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-6" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-6 px-4 pb-10 sm:gap-8">
            <p className="text-sm font-semibold tracking-[0.2em] text-neutral-700 uppercase">Rabattkode</p>
            <p
              className="max-w-full text-center font-mono leading-none font-bold tracking-wide break-all"
              style={{ fontSize: codeFontSize(code) }}
              data-testid="till-code"
            >
              {code}
            </p>
            <QrCode code={code} />
            <p className="text-center text-base text-neutral-700">Vis denne skjermen til kassen.</p>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * Built only while the dialog is open (Radix mounts its content then): the offer page renders
 * the closed dialog in the same commit as the code, and the QR code's bits cost about 40 ms
 * at 4x CPU that the tap to the code need not wait for.
 */
function QrCode({ code }: { code: string }) {
  // uqr builds the SVG from the code's bits only: no markup from the code itself ends up in it.
  const qr = useMemo(() => renderSVG(code, { border: 2, ecc: 'M' }), [code]);
  return (
    <div
      role="img"
      aria-label={`QR-kode for rabattkoden ${code}`}
      className="w-[min(70vw,18rem)] [&>svg]:h-auto [&>svg]:w-full"
      dangerouslySetInnerHTML={{ __html: qr }}
    />
  );
}
