/**
 * Why a call to the backend failed, as far as retrying is concerned:
 * - network: no answer at all (offline, DNS, aborted) - retry later;
 * - server: 5xx - retry later with backoff;
 * - session: the server rejected the user's session (401) - wipe what it unlocked;
 * - rejected: any other 4xx - retrying cannot help.
 */
export type RemoteFailure = 'network' | 'server' | 'session' | 'rejected';

export class RemoteError extends Error {
  override readonly name = 'RemoteError';

  constructor(
    readonly failure: RemoteFailure,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** What failure an error stands for; anything unrecognised counts as a network failure. */
export function classifyFailure(error: unknown): RemoteFailure {
  return error instanceof RemoteError ? error.failure : 'network';
}

export function isRetryable(error: unknown): boolean {
  const failure = classifyFailure(error);
  return failure === 'network' || failure === 'server';
}

/** The failure an HTTP status means (0 or none: the request never got an answer). */
export function failureForStatus(status: number | null | undefined): RemoteFailure {
  if (!status) return 'network';
  if (status === 401) return 'session';
  if (status >= 500 || status === 408 || status === 429) return 'server';
  return 'rejected';
}
