import { Check, Copy, QrCode } from 'lucide-react';

/** A picture of what the product does at the till: decoration only, hidden from screen readers. */
export function HeroTicket() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm select-none sm:block">
      <div className="absolute inset-x-6 -top-4 h-full rotate-[-4deg] rounded-3xl bg-primary/25" />
      <div className="relative flex flex-col gap-5 rounded-3xl border border-border bg-card p-6 shadow-[0_24px_60px_-24px_hsl(var(--foreground)/0.35)]">
        <div className="flex items-center justify-between">
          <div className="flex flex-col">
            <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Toppform Treningssenter
            </span>
            <span className="text-lg font-semibold">20 % på medlemskap</span>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">
            <Check className="size-3.5" strokeWidth={3} />
            Aktiv
          </span>
        </div>
        <div className="flex items-center justify-between gap-3 rounded-2xl border-2 border-dashed border-border bg-muted px-4 py-3">
          <span className="font-mono text-2xl font-bold tracking-[0.2em]">DIN-KODE</span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1.5 text-sm font-semibold text-primary-foreground">
            <Copy className="size-4" />
            Kopiert!
          </span>
        </div>
        <div className="grid grid-cols-[auto_1fr] items-center gap-4">
          <span className="inline-flex size-16 items-center justify-center rounded-xl bg-foreground text-background">
            <QrCode className="size-10" strokeWidth={1.5} />
          </span>
          <p className="text-sm text-muted-foreground">Vis koden i kassen – også uten nett.</p>
        </div>
      </div>
    </div>
  );
}
