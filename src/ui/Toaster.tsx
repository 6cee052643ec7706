import { optionalLazy } from './optional-lazy.ts';

export { toast } from './toast.ts';

// Loaded right after the first paint; toasts raised before that are replayed.
// A failed load (offline before it was cached) leaves the toasts queued, not a broken page.
const SonnerToaster = optionalLazy(() =>
  import('./SonnerToaster.tsx').then((module) => module.SonnerToaster),
);

export interface ToasterProps {
  theme?: 'light' | 'dark';
}

/** The toast region, mounted once in the app shell. */
export function Toaster(props: ToasterProps) {
  return <SonnerToaster {...props} />;
}
