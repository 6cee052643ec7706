import { FallbackToasts } from './FallbackToasts.tsx';
import { optionalLazy } from './optional-lazy.ts';
import type { SonnerToasterProps } from './SonnerToaster.tsx';

export { toast } from './toast.ts';

// Loaded right after the first paint; toasts raised before that are replayed.
// A failed load (offline before it was cached) leaves the toasts queued, not a broken page.
const SonnerToaster = optionalLazy(() =>
  import('./SonnerToaster.tsx').then((module) => module.SonnerToaster),
);

// The props are the lazy component's own: a type import, so sonner stays out of this chunk.
export type ToasterProps = SonnerToasterProps;

/** The toast region, mounted once in the app shell; FallbackToasts shows what sonner could not. */
export function Toaster(props: ToasterProps) {
  return (
    <>
      <SonnerToaster {...props} />
      <FallbackToasts />
    </>
  );
}
