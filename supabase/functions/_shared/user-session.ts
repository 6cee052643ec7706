import { createClient } from '@supabase/supabase-js';
import type { Database } from './contracts/database.ts';
import { type FunctionEnv, requireEnv } from './env.ts';
import { errorResponse } from './responses.ts';

/** Functions never use Realtime; this satisfies supabase-js on runtimes without WebSocket. */
function RealtimeUnavailable(): never {
  throw new Error('Realtime is not available inside edge functions');
}

const NOT_SIGNED_IN = 'Du må være logget inn for å gjøre dette';

/**
 * A client that acts as the caller: the anon key identifies the project and
 * the caller's own access token is the Authorization, so the database sees
 * `auth.uid()` = the caller and RLS and grants apply exactly as in the app.
 */
export function createUserClient(env: FunctionEnv, accessToken: string) {
  const hasWebSocket = typeof (globalThis as { WebSocket?: unknown }).WebSocket !== 'undefined';
  return createClient<Database>(requireEnv(env, 'SUPABASE_URL'), requireEnv(env, 'SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    ...(hasWebSocket ? {} : { realtime: { transport: RealtimeUnavailable as never } }),
  });
}

export interface SessionUser {
  id: string;
  email: string | null;
}

export type SessionCheck =
  | { ok: true; user: SessionUser; accessToken: string; client: ReturnType<typeof createUserClient> }
  | { ok: false; response: Response };

/**
 * The signed-in user behind the request's bearer token, confirmed by the auth
 * service (so a signed-out or deleted session no longer counts). The anon key
 * alone is a valid JWT for the platform but names no user: 401.
 */
export async function requireSessionUser(req: Request, env: FunctionEnv): Promise<SessionCheck> {
  const accessToken = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!accessToken || accessToken === env.get('SUPABASE_ANON_KEY')) {
    return { ok: false, response: errorResponse(401, NOT_SIGNED_IN) };
  }
  const client = createUserClient(env, accessToken);
  const { data, error } = await client.auth.getUser(accessToken);
  if (error) {
    // 5xx from the auth service is an outage, not the caller's fault.
    if (typeof error.status === 'number' && error.status >= 500) throw error;
    return { ok: false, response: errorResponse(401, NOT_SIGNED_IN) };
  }
  return { ok: true, user: { id: data.user.id, email: data.user.email ?? null }, accessToken, client };
}
