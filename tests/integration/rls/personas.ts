import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../support/backend.ts';
import { USERS } from './seed-ids.ts';

/** The seven personas of the RLS matrix (ARCHITECTURE.md "Tests"). */
export const PERSONAS = [
  'anon',
  'individual',
  'employee',
  'acmeOwner',
  'acmeAdmin',
  'fjordOwner',
  'admin',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** Seeded account behind each signed-in persona. */
export const PERSONA_USERS: Record<Exclude<Persona, 'anon'>, { id: string; email: string }> = {
  individual: USERS.individual,
  employee: USERS.acmeEmployee,
  acmeOwner: USERS.acmeOwner,
  acmeAdmin: USERS.acmeAdmin,
  fjordOwner: USERS.fjordOwner,
  admin: USERS.admin,
};

export const SIGNED_IN: readonly Persona[] = PERSONAS.filter((persona) => persona !== 'anon');
export const ACME_MANAGERS: readonly Persona[] = ['acmeOwner', 'acmeAdmin'];
export const ACME_MEMBERS: readonly Persona[] = ['employee', 'acmeOwner', 'acmeAdmin'];

export function userIdOf(persona: Persona): string | null {
  return persona === 'anon' ? null : PERSONA_USERS[persona].id;
}

/**
 * Real supabase-js clients, one per persona: anon uses the anon key alone, the
 * others sign in through /auth/v1 with the demo password, as the app does.
 */
export async function personaClients(backend: TestBackend): Promise<Record<Persona, SupabaseClient>> {
  const clients = { anon: backend.anon() } as Record<Persona, SupabaseClient>;
  for (const persona of SIGNED_IN) {
    clients[persona] = await backend.signIn(PERSONA_USERS[persona as Exclude<Persona, 'anon'>].email);
  }
  return clients;
}
