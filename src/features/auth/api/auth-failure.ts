import { isOffline } from '@/lib/online.ts';
/** What an auth or function error says, read without depending on supabase-js's classes. */
interface Failure {
  name?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
}

function asFailure(error: unknown): Failure {
  return typeof error === 'object' && error !== null ? error : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** No answer at all: offline, or the request never arrived. */
export function isNetworkFailure(error: unknown): boolean {
  const failure = asFailure(error);
  if (isOffline()) return true;
  return (
    failure.name === 'AuthRetryableFetchError' ||
    failure.name === 'FunctionsFetchError' ||
    failure.name === 'TypeError' ||
    failure.status === 0
  );
}

export function isRateLimited(error: unknown): boolean {
  const failure = asFailure(error);
  return failure.status === 429 || text(failure.code) === 'over_email_send_rate_limit';
}

/** GoTrue with autoconfirm on answers 422 user_already_exists (older servers: the message only). */
export function isAlreadyRegistered(error: unknown): boolean {
  const failure = asFailure(error);
  const code = text(failure.code);
  return (
    code === 'user_already_exists' ||
    code === 'email_exists' ||
    /already registered|already been registered/i.test(text(failure.message))
  );
}

/** The spec's same-password test: the message contains same, identical or reuse (GoTrue: "should be different"). */
export function isSamePassword(error: unknown): boolean {
  const failure = asFailure(error);
  if (text(failure.code) === 'same_password') return true;
  return /same|identical|reuse|different/i.test(text(failure.message));
}
