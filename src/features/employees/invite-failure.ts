import { INVITE_TEXT, OFFLINE_TEXT } from './employee-texts.ts';

/** The toast for a failed invitation (spec section 8, Invite; offline: the app's offline wording). */
export interface InviteFailure {
  kind: 'not_authorized' | 'already_registered' | 'already_invited' | 'too_many' | 'failed' | 'offline';
  title: string;
  description: string;
}

/** No network: nothing was (or could be) sent. */
export function offlineInviteFailure(resend = false): InviteFailure {
  return {
    kind: 'offline',
    title: OFFLINE_TEXT.title,
    description: resend ? OFFLINE_TEXT.resend : OFFLINE_TEXT.invite,
  };
}

/**
 * The spec's mapping of the function's error text: it contains
 * not_authorized, or 'User already registered', or it is anything else;
 * besides, an open invitation to the address and a spent quota get their own words.
 */
export function describeInviteFailure(errorText: string): InviteFailure {
  if (errorText.includes('not_authorized')) {
    return { kind: 'not_authorized', title: INVITE_TEXT.noAccessTitle, description: INVITE_TEXT.noAccess };
  }
  if (errorText.includes('User already registered')) {
    return {
      kind: 'already_registered',
      title: INVITE_TEXT.registeredTitle,
      description: INVITE_TEXT.registered,
    };
  }
  if (errorText.includes('Invitasjonen er allerede sendt')) {
    return { kind: 'already_invited', title: INVITE_TEXT.invitedTitle, description: INVITE_TEXT.invited };
  }
  if (errorText.includes('For mange invitasjoner')) {
    return { kind: 'too_many', title: INVITE_TEXT.tooManyTitle, description: INVITE_TEXT.tooMany };
  }
  return { kind: 'failed', title: INVITE_TEXT.failedTitle, description: INVITE_TEXT.failed };
}

interface FunctionError {
  message?: unknown;
  context?: unknown;
}

/**
 * The text of a functions.invoke error: supabase-js answers a non-2xx status
 * with a FunctionsHttpError whose `context` is the Response, so the server's
 * `{ error }` is read from its body; a network failure has only its message.
 */
export async function functionErrorText(error: unknown): Promise<string> {
  const failure: FunctionError = typeof error === 'object' && error !== null ? error : {};
  const message = typeof failure.message === 'string' ? failure.message : '';
  const response = failure.context;
  if (!(response instanceof Response)) return message;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null) {
      const { error: text, message: detail } = body as { error?: unknown; message?: unknown };
      const parts = [text, detail].filter((part): part is string => typeof part === 'string');
      if (parts.length > 0) return parts.join(' ');
    }
  } catch {
    // Not JSON: the status line is all there is.
  }
  return `${message} ${response.status}`.trim();
}
