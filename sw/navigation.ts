import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { brandShell } from './branded-manifest.ts';
import { withScreenSnapshot } from './screen-snapshot.ts';

/** Paths the backend owns on the app's origin: never answered with the app shell. */
export const BACKEND_PATHS: readonly RegExp[] = [
  /^\/rest\//,
  /^\/auth\//,
  /^\/storage\//,
  /^\/functions\//,
  /^\/_mail/,
];

/**
 * Every page navigation gets the precached index.html (the router picks the
 * page), so any route opens offline, but not the backend's own pages. On a
 * branded origin it links the brand's manifest and icon.
 */
export function setUpNavigationFallback(): void {
  const shell = createHandlerBoundToURL('/index.html');
  // On a company's subdomain the shell links the company's manifest and touch icon (branded-manifest.ts).
  const handler = async (options: RouteHandlerCallbackOptions) => brandShell(await shell(options));
  registerRoute(new NavigationRoute(handler, { denylist: [...BACKEND_PATHS] }));
}

const isBackendPath = (pathname: string) => BACKEND_PATHS.some((pattern) => pattern.test(pathname));

/**
 * Page navigations on the app's origin, answered before the precache's own
 * route (which answers '/' with index.html as built): the shell, with this
 * origin's brand linked when it has one (branded-manifest.ts) and the page's
 * screen snapshot painted when it has one (screen-snapshot.ts). Registered
 * first in sw.ts; the fallback below still covers anything it passes on.
 */
export function setUpBrandedNavigation(): void {
  registerRoute(
    ({ request, url, sameOrigin }) =>
      sameOrigin && request.mode === 'navigate' && !isBackendPath(url.pathname),
    async ({ request, url }) => {
      const shell = (await matchPrecache('/index.html')) ?? (await fetch(request));
      // A repeat visit's offers paint with the document (src/lib/screen-snapshot.ts).
      return withScreenSnapshot(await brandShell(shell), url);
    },
  );
}
