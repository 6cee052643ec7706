import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

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
 * page), so any route opens offline, but not the backend's own pages.
 */
export function setUpNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...BACKEND_PATHS] }),
  );
}
