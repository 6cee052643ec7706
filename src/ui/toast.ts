import type { ReactNode } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { fallbackToasts } from './fallback-toasts.ts';

type SonnerToast = typeof sonnerToast;
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

// sonner loads after the first paint (with the Toaster, from the same
// chunk); calls made before it arrives are queued on the same promise, so
// they keep their order, and the Toaster replays toasts created before it
// subscribed. A failed load is forgotten, so the next toast tries again.
let loaded: Promise<SonnerToast> | null = null;
let markRequested: () => void = () => undefined;
const requested = new Promise<void>((resolve) => (markRequested = resolve));
function loadSonner(): Promise<SonnerToast> {
  markRequested();
  loaded ??= import('./SonnerToaster.tsx').then(
    (module) => module.sonnerToast,
    (error: unknown) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

let nextId = 0;

function show(kind: Kind, message: ReactNode, options?: ExternalToast): string | number {
  // The id is chosen here, so the caller gets it synchronously as with sonner itself.
  const id = options?.id ?? `toast-${++nextId}`;
  loadSonner().then(
    (toast) => {
      const call = kind === 'message' ? toast : toast[kind];
      call(message, { ...options, id });
    },
    // Offline before sonner was cached: the main chunk draws it instead.
    () =>
      fallbackToasts.add({
        id,
        kind,
        message,
        description:
          typeof options?.description === 'function' ? options.description() : options?.description,
        duration: options?.duration,
      }),
  );
  return id;
}

/** sonner's `toast`, without putting sonner on the first paint's critical path. */
export const toast = Object.assign(
  (message: ReactNode, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
    error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
    info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
    warning: (message: ReactNode, options?: ExternalToast) => show('warning', message, options),
    dismiss: (id?: string | number) => {
      fallbackToasts.dismiss(id);
      loadSonner().then(
        (toast) => toast.dismiss(id),
        () => undefined,
      );
    },
    /** Starts loading sonner (the Toaster does, right after the first paint). */
    preload: () => void loadSonner().catch(() => undefined),
    /** Resolves when the first toast is raised (or sonner preloaded): the Toaster must be there by then. */
    requested: () => requested,
  },
);
