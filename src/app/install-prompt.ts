import { atom, store } from '@/lib/store.ts';
import { requestPersistentStorage } from './persistent-storage.ts';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * How this browser can install the app: 'prompt' where Chromium offered its
 * install dialog, 'ios' in iOS browsers (installed by hand from the share
 * menu), 'none' otherwise or once installed.
 */
export type InstallOption = 'none' | 'prompt' | 'ios';

export const installOptionAtom = atom<InstallOption>('none');

let deferredPrompt: BeforeInstallPromptEvent | null = null;

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia('(display-mode: standalone)').matches;
}

export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS reports itself as a Mac; only its touch screen tells it apart.
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/** Listens for the browser's install offer; call once at start. */
export function startInstallPrompt(): void {
  if (isStandalone()) return;
  if (isIos(navigator.userAgent, navigator.maxTouchPoints)) {
    store.set(installOptionAtom, 'ios');
    return;
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chromium's own mini-infobar away; the app shows its install button instead.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    store.set(installOptionAtom, 'prompt');
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    store.set(installOptionAtom, 'none');
    requestPersistentStorage();
  });
}

/** Opens the browser's install dialog (the prompt can be used once). */
export async function promptInstall(): Promise<void> {
  const prompt = deferredPrompt;
  if (!prompt) return;
  deferredPrompt = null;
  await prompt.prompt();
  const choice = await prompt.userChoice;
  if (choice.outcome === 'accepted') store.set(installOptionAtom, 'none');
}
