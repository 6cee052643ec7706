import type { Workbox } from 'workbox-window';
import { toast } from '@/ui/Toaster.tsx';

const UPDATE_TOAST_ID = 'sw-update';

function offerUpdate(workbox: Workbox): void {
  let reloading = false;
  const activateUpdate = () => {
    workbox.addEventListener('controlling', () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    });
    workbox.messageSkipWaiting();
  };
  toast('Ny versjon tilgjengelig', {
    id: UPDATE_TOAST_ID,
    description: 'Last inn på nytt for å bruke den nyeste versjonen av appen.',
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Oppdater nå', onClick: activateUpdate },
  });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => offerUpdate(workbox));
  await workbox.register();
}

/**
 * Registers the service worker (production builds only; devOptions are off).
 * The runtime (runtime.ts) calls this after the first content has painted, and it waits
 * for the page's load too, so its precaching never competes with the page.
 * A new version never takes over on its own, since that could drop a
 * half-filled form: it waits, and the page offers 'Ny versjon tilgjengelig';
 * on consent the page tells it to skip waiting and reloads once it controls.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    register().catch((error: unknown) => {
      console.warn('Service worker registration failed; trying again when online', error);
      // workbox-window is fetched on demand: offline before it arrived, the next chance is online.
      window.addEventListener('online', () => void start(), { once: true });
    });
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
