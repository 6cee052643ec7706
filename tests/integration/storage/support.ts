import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { signJwt } from '../../../supabase/local/keys.ts';
import type { TestBackend } from '../support/backend.ts';

export interface TestBucket {
  id: string;
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

/** Creates a bucket as the database owner, the way a migration would. */
export async function createBucket(backend: TestBackend, bucket: TestBucket): Promise<void> {
  await backend.gateway.ctx.db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, $2, $3, $4)`,
    [bucket.id, bucket.public ?? true, bucket.fileSizeLimit ?? null, bucket.allowedMimeTypes ?? null],
  );
}

/**
 * The usual policy set of a user-content bucket: everyone reads, signed-in
 * users upload, and only an object's owner replaces or removes it.
 */
export async function createOwnerPolicies(backend: TestBackend, bucketId: string): Promise<void> {
  await backend.gateway.ctx.db.exec(`
    create policy "${bucketId} readable by everyone" on storage.objects
      for select to anon, authenticated using (bucket_id = '${bucketId}');
    create policy "${bucketId} uploads by signed-in users" on storage.objects
      for insert to authenticated with check (bucket_id = '${bucketId}');
    create policy "${bucketId} replaced by owner" on storage.objects
      for update to authenticated using (bucket_id = '${bucketId}' and owner = auth.uid());
    create policy "${bucketId} removed by owner" on storage.objects
      for delete to authenticated using (bucket_id = '${bucketId}' and owner = auth.uid());
  `);
}

/** A user access token as GoTrue would sign it, without needing the auth service. */
export async function userToken(
  backend: TestBackend,
  options: { sub?: string; secret?: string; expiresIn?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: options.sub ?? randomUUID(),
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + (options.expiresIn ?? 3600),
    },
    options.secret ?? backend.gateway.ctx.config.jwtSecret,
  );
}

/** A supabase-js client that sends the given token as its Authorization. */
export function clientWithToken(backend: TestBackend, token: string) {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** A signed-in user of our own making: a client and the user's id. */
export async function testUser(
  backend: TestBackend,
): Promise<{ id: string; client: ReturnType<typeof clientWithToken> }> {
  const id = randomUUID();
  return { id, client: clientWithToken(backend, await userToken(backend, { sub: id })) };
}

/** A minimal valid PNG (1x1), so content checks see real image bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The JSON error body storage answers with. */
export async function errorBody(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
