import type { ErrorComponentProps } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { AccessDeniedError } from '../route-guard.ts';

// The page itself loads when first needed: this wrapper sits with the route
// definitions, which every page's first paint carries.
const AccessDeniedPage = lazy(() =>
  import('./AccessDeniedPage.tsx').then((module) => ({ default: module.AccessDeniedPage })),
);

/**
 * A guarded route's errorComponent. For the guard's AccessDeniedError it is
 * the 'Ingen tilgang' page; any other error goes on to the next error
 * boundary, as it would without it.
 */
export function AccessDenied({ error }: ErrorComponentProps) {
  if (!(error instanceof AccessDeniedError)) throw error;
  return (
    <Suspense fallback={null}>
      <AccessDeniedPage required={error.required} roles={error.roles} />
    </Suspense>
  );
}
