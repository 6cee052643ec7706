import { verifyJwt } from '../keys.ts';

/**
 * The platform check `verify_jwt = true` (Supabase's default) runs before a
 * function: the Authorization header must carry a JWT signed with the
 * project's secret (the anon key, the service key or a user's session). A
 * publishable key is not a JWT, so functions called without a session have
 * verify_jwt = false in config.toml.
 * Answers with the hosted body (`code`, `message`) plus the `msg` field the
 * CLI's local edge runtime uses, so either kind of caller reads it.
 */
export async function verifyFunctionJwt(req: Request, secret: string): Promise<Response | null> {
  const authorization = req.headers.get('authorization');
  if (!authorization) return unauthorized('Missing authorization header');
  const token = /^bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (!token) return unauthorized('Invalid JWT');
  try {
    await verifyJwt(token, secret);
    return null;
  } catch {
    return unauthorized('Invalid JWT');
  }
}

function unauthorized(message: string): Response {
  return Response.json({ code: 401, message, msg: message }, { status: 401 });
}
