import { type ComponentType, createElement, useEffect, useState } from 'react';

/** What shows in a part's place until its code is in: `failed` once an attempt has failed. */
export type StandIn<P> = ComponentType<P & { failed: boolean }>;

/**
 * A component loaded on demand that the page can do without (the toast
 * region, the lead outbox notice). React.lazy would throw a failed import to
 * the nearest error boundary and take the whole page down, which is what
 * happened when the network went before the chunk arrived (a first visit,
 * before the service worker had cached it). This renders nothing instead
 * (or the stand-in, given the same props), and asks again when the browser
 * is back online. Chromium (150 here) keeps a failed module fetch in the
 * document's module map: there the second ask fails at once, and the part
 * comes with the app's next start; a browser that fetches again shows it.
 */
export function optionalLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  standIn?: StandIn<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const attempt = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function OptionalLazy(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (component) return;
      let live = true;
      const tryLoad = () => {
        attempt().then(
          (found) => live && setComponent(() => found),
          (error: unknown) => {
            if (live) setFailed(true);
            console.warn('Could not load a part of the page; trying again when online', error);
          },
        );
      };
      tryLoad();
      window.addEventListener('online', tryLoad);
      return () => {
        live = false;
        window.removeEventListener('online', tryLoad);
      };
    }, [component]);
    if (component) return createElement(component, props);
    return standIn ? createElement(standIn, { ...props, failed }) : null;
  }
  return OptionalLazy;
}
