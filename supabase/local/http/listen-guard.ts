import { DEFAULT_JWT_SECRET } from '../keys.ts';
import { isLoopbackHostname } from './loopback.ts';

/** GoTrue and PostgREST refuse HS256 secrets shorter than this. */
const MIN_SECRET_LENGTH = 32;

/**
 * The default secret is published (it is the Supabase CLI's): whoever knows
 * it can sign a service_role key. That is fine while only this machine can
 * reach the gateway, and never once it listens on a network interface.
 * `hostname` undefined means every interface, as with Node's listen().
 */
export function assertSafeToListen(hostname: string | undefined, jwtSecret: string): void {
  if (hostname !== undefined && isLoopbackHostname(hostname)) return;
  const where = hostname === undefined || hostname === '' ? 'every network interface' : hostname;
  if (jwtSecret === DEFAULT_JWT_SECRET) {
    throw new Error(
      `Refusing to listen on ${where} with the public default JWT secret: anyone who can reach ` +
        'this port could sign a service_role key with it. Set JWT_SECRET to a long random secret ' +
        '(for example `openssl rand -base64 48`), or listen on 127.0.0.1 / localhost only.',
    );
  }
  if (jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `Refusing to listen on ${where}: JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`,
    );
  }
}
