import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { brandShell } from './branded-manifest.ts';

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
