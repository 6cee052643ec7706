import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import type { Database } from '../../../supabase/functions/_shared/contracts/database.ts';
import type { GatewayOptions } from '../../../supabase/local/config.ts';
import { type LocalBackend, startLocalBackend } from '../../../supabase/local/server.ts';
import { createTestDatabase } from './test-database.ts';

export const DEMO_PASSWORD = 'Demo1234!';

export interface TestBackend extends LocalBackend {
  /** A supabase-js client with the anon key and no session. */
  anon(): SupabaseClient<Database>;
  /** A supabase-js client with the service-role key. */
  service(): SupabaseClient<Database>;
  /** A fresh client signed in with e-mail and password through /auth/v1. */
  signIn(email: string, password?: string): Promise<SupabaseClient<Database>>;
}

const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const;

/**
 * Boots the real gateway on an in-memory PGlite with migrations and seed,
 * listening on a free loopback port, and hands out real supabase-js clients.
 * In the PostgreSQL run (vitest project `integration-postgres`) the gateway
 * runs on a fresh database of the run's PostgreSQL server instead.
 */
export async function startTestBackend(options: GatewayOptions = {}): Promise<TestBackend> {
  const database = await createTestDatabase();
  const backend = await startLocalBackend({ ...options, databaseUrl: database?.url }).catch(
    async (error: unknown) => {
      await database?.drop();
      throw error;
    },
  );
  const client = (key: string) => createClient<Database>(backend.url, key, CLIENT_OPTIONS);
  return {
    ...backend,
    async close() {
      await backend.close();
      await database?.drop();
    },
    anon: () => client(backend.anonKey),
    service: () => client(backend.serviceRoleKey),
    async signIn(email, password = DEMO_PASSWORD) {
      const supabase = client(backend.anonKey);
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
      return supabase;
    },
  };
}

/**
 * The same client without the generated schema's types: for tests that query tables and
 * functions they create at run time (fixtures outside the migrations), or names the API
 * must not expose. Everything the migrations define stays type-checked.
 */
export function untyped(client: SupabaseClient<Database>): SupabaseClient {
  return client;
}
