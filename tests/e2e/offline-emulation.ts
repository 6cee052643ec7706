import type { BrowserContext } from '@playwright/test';

// Playwright's context.setOffline cuts the network, and the browser used to
// report navigator.onLine false in every document of the context. Debian's
// Chromium 150 reports it only in the documents open at the call: a reload,
// a navigation or a new page starts with onLine true while every request
// still fails (checked: setOffline(true), reload, navigator.onLine === true).
// The app reads onLine at start (the offline banner, offline sign-out, the
// session kept without a network), so these tests would run a device that
// is offline but says it is not. This keeps the emulation whole: each new
// document of the context reads onLine false while the context is offline,
// and such a document gets the 'online' event when the network returns, as
// on a device (Chromium sends it only where its own onLine was false).

const patched = new WeakSet<BrowserContext>();

/** Installed once per context: onLine reads false while the newest flag below says offline. */
function patchOnLine(): void {
  const own = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  (globalThis as { __e2eNativeOnLine?: () => boolean }).__e2eNativeOnLine = () =>
    Boolean(own?.get?.call(navigator) ?? true);
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    get(this: Navigator) {
      const offline = (globalThis as { __e2eOffline?: boolean }).__e2eOffline === true;
      return offline ? false : Boolean(own?.get?.call(this) ?? true);
    },
  });
}

/** context.setOffline, with navigator.onLine kept false in documents opened while offline. */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (!patched.has(context)) {
    patched.add(context);
    await context.addInitScript(patchOnLine);
  }
  /**
   * Sets the flag a document's onLine reads. In an open document, also answers whether Chromium
   * will send it no 'online' event (its own onLine is already true while the flag said offline).
   */
  const flag = (value: boolean): boolean => {
    const page = globalThis as { __e2eOffline?: boolean; __e2eNativeOnLine?: () => boolean };
    const missing = page.__e2eOffline === true && !value && page.__e2eNativeOnLine?.() === true;
    page.__e2eOffline = value;
    return missing;
  };
  // Init scripts run in the order they were added: the last flag is what a new document reads.
  await context.addInitScript(flag, offline);
  // Open documents first, so the 'online' event's handlers already read true.
  const pages = context.pages();
  const missing = await Promise.all(pages.map((page) => page.evaluate(flag, offline).catch(() => false)));
  await context.setOffline(offline);
  // Once requests can succeed again: the documents Chromium will not tell hear it from here.
  await Promise.all(
    pages
      .filter((_, index) => missing[index])
      .map((page) => page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined)),
  );
}
