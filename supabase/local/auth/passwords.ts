import bcrypt from 'bcryptjs';
import { WeakPasswordError } from './errors.ts';

/** GoTrue's bcrypt.DefaultCost. */
const BCRYPT_COST = 10;
/** Hosted Supabase's minimum, and what the product spec asks for. */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt ignores everything past 72 bytes; GoTrue refuses such passwords. */
const PASSWORD_MAX_BYTES = 72;

export function checkPasswordStrength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new WeakPasswordError(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, ['length']);
  }
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    throw new WeakPasswordError(`Password cannot be longer than ${PASSWORD_MAX_BYTES} characters.`, [
      'length',
    ]);
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * Accepts `$2a$`, `$2b$` and `$2y$` hashes (seeds made by pgcrypto or other
 * tools); an empty or missing hash (magic-link or invited users) never matches.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d{2}\$/.test(hash)) return false;
  const normalised = hash.startsWith('$2y$') ? `$2b$${hash.slice(4)}` : hash;
  try {
    return await bcrypt.compare(password, normalised);
  } catch {
    return false;
  }
}
