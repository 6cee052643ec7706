import { Suspense, lazy } from 'react';

export { toast } from './toast.ts';

// Loaded right after the first paint; toasts raised before that are replayed.
const SonnerToaster = lazy(() =>
  import('./SonnerToaster.tsx').then((module) => ({ default: module.SonnerToaster })),
);

export interface ToasterProps {
  theme?: 'light' | 'dark';
}

/** The toast region, mounted once in the app shell. */
export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
