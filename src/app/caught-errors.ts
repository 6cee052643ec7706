import type { ErrorInfo } from 'react';
import { AccessDeniedError } from '@/features/auth/index.ts';

/**
 * Errors the app throws on purpose and answers with a page of its own: the
 * route guard's refusal, which the guarded route's errorComponent turns into
 * 'Ingen tilgang'. Nothing went wrong, so nothing is logged.
 */
export function isExpectedRefusal(error: unknown): boolean {
  return error instanceof AccessDeniedError;
}

/**
 * React's onCaughtError: by default React logs every error an error boundary
 * caught, so each 'Ingen tilgang' page left an AccessDeniedError stack in the
 * console (the router shows errorComponents through its boundaries). Expected
 * refusals stay quiet; anything else is still logged with where it happened,
 * as React would.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (isExpectedRefusal(error)) return;
  console.error(error, info.componentStack ?? '');
}
