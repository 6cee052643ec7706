import { useSyncExternalStore } from 'react';
import { X } from 'lucide-react';
import { cn } from './cn.ts';
import { fallbackToasts, type FallbackToastKind } from './fallback-toasts.ts';

const tone: Record<FallbackToastKind, string> = {
  message: 'border-border bg-card text-foreground',
  info: 'border-border bg-card text-foreground',
  success: 'border-success/40 bg-success-soft text-foreground',
  warning: 'border-warning/40 bg-warning-soft text-foreground',
  error: 'border-destructive/50 bg-card text-foreground',
};

/**
 * The toasts sonner could not show (see fallback-toasts.ts), at the same
 * place as sonner's, announced the same way: errors at once, the rest politely.
 */
export function FallbackToasts() {
  const toasts = useSyncExternalStore(fallbackToasts.subscribe, fallbackToasts.list, fallbackToasts.list);
  return (
    <section
      aria-label="Varsler"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+0.75rem)] z-50 flex flex-col items-center gap-2 px-3"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-xl border p-3 pl-4 shadow-lg',
            tone[toast.kind],
          )}
        >
          <div className="min-w-0 flex-1 py-1 text-sm">
            <p className="font-semibold">{toast.message}</p>
            {toast.description ? <p className="mt-0.5 text-muted-foreground">{toast.description}</p> : null}
          </div>
          <button
            type="button"
            aria-label="Lukk varsel"
            onClick={() => fallbackToasts.dismiss(toast.id)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
