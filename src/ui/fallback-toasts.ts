import type { ReactNode } from 'react';

export type FallbackToastKind = 'message' | 'success' | 'error' | 'info' | 'warning';

export interface FallbackToast {
  id: string | number;
  kind: FallbackToastKind;
  message: ReactNode;
  description?: ReactNode;
  /** Milliseconds on screen; Infinity keeps it until closed. */
  duration: number;
}

/** sonner's default in SonnerToaster, so a toast stays as long either way. */
const DEFAULT_DURATION_MS = 5000;

let toasts: readonly FallbackToast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string | number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Toasts that sonner could not show because its chunk did not load (the
 * network went before the service worker had cached it). A form's "you are
 * offline" must reach the person all the same; FallbackToasts draws these
 * with the main chunk's own markup.
 */
export const fallbackToasts = {
  add: (toast: Omit<FallbackToast, 'duration'> & { duration?: number }) => {
    const entry: FallbackToast = { ...toast, duration: toast.duration ?? DEFAULT_DURATION_MS };
    toasts = [...toasts.filter((existing) => existing.id !== entry.id), entry];
    clearTimeout(timers.get(entry.id));
    if (Number.isFinite(entry.duration))
      timers.set(
        entry.id,
        setTimeout(() => fallbackToasts.dismiss(entry.id), entry.duration),
      );
    emit();
  },
  /** Removes one toast, or all of them without an id (as sonner's dismiss). */
  dismiss: (id?: string | number) => {
    const gone = toasts.filter((toast) => id === undefined || toast.id === id);
    if (gone.length === 0) return;
    for (const toast of gone) {
      clearTimeout(timers.get(toast.id));
      timers.delete(toast.id);
    }
    toasts = toasts.filter((toast) => !gone.includes(toast));
    emit();
  },
  list: (): readonly FallbackToast[] => toasts,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
