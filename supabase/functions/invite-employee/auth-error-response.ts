import { INVALID_REQUEST } from '../_shared/parse-body.ts';
import { errorResponse } from '../_shared/responses.ts';

/** The parts of supabase-js' AuthError this function reads. */
interface AuthFailure {
  status?: number;
  code?: string;
  message: string;
}

const TOO_MANY = 'For mange invitasjoner på kort tid. Prøv igjen senere.';

/**
 * The auth service's refusal of an invite as this function's answer:
 * email_exists (422, a confirmed account) becomes `existsError` with
 * `existsStatus`; a rate limit 429; an address the service will not mail 400;
 * anything else is the service's failure (500).
 */
export function authErrorResponse(error: AuthFailure, existsError: string, existsStatus: number): Response {
  if (error.code === 'email_exists' || error.code === 'user_already_exists') {
    return errorResponse(existsStatus, existsError);
  }
  if (error.status === 429) return errorResponse(429, TOO_MANY);
  if (error.status === 400 || error.status === 422) {
    return errorResponse(400, INVALID_REQUEST, [
      { path: ['email'], code: error.code ?? 'rejected', message: 'E-postadressen kan ikke inviteres' },
    ]);
  }
  console.error('[invite-employee] the auth service refused the invite', error);
  return errorResponse(500, 'Kunne ikke sende invitasjonen. Prøv igjen senere.');
}
