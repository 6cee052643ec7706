import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { TestBackend } from '../support/backend.ts';

/** The demo accounts the offer tests act as (seed.sql, password Demo1234!). */
export const ACCOUNTS = {
  admin: 'admin@ordning.test',
  acmeOwner: 'eier@acme.test',
  acmeAdmin: 'leder@acme.test',
  employee: 'ansatt@acme.test',
  fjordOwner: 'eier@fjord.test',
  individual: 'privat@ordning.test',
} as const;
export type Account = keyof typeof ACCOUNTS | 'anon';

export async function signInAll(backend: TestBackend): Promise<Record<Account, SupabaseClient>> {
  const clients = { anon: backend.anon() } as Record<Account, SupabaseClient>;
  for (const [account, email] of Object.entries(ACCOUNTS)) {
    clients[account as Account] = await backend.signIn(email);
  }
  return clients;
}

/** The select of the company and admin lists (the UI's contract). */
export const LIST_COLUMNS =
  'id, title, company, company_id, discount, description, detailed_description, image, images, ' +
  'target_audience, offer_active, hidden, created_at, ' +
  'offer_secrets(discount_code, website, offer_url, offer_email), offer_categories(categories(id, name, key))';

/** A public URL of the offer-images bucket in this folder, as the app stores it. */
export const imageUrl = (folder: string, file = 'bilde.webp') =>
  `/storage/v1/object/public/offer-images/${folder}/${file}`;

export interface RpcResult {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

/** Calls save_offer exactly as the UI does, and insists the answer is never a server error. */
export async function saveOffer(
  client: SupabaseClient,
  args: {
    p_offer_id?: string | null;
    p_offer: Record<string, unknown>;
    p_secrets?: Record<string, unknown> | null;
    p_category_ids: unknown;
  },
): Promise<RpcResult> {
  const result = await client.rpc('save_offer', {
    p_offer_id: args.p_offer_id ?? null,
    p_offer: args.p_offer,
    p_secrets: args.p_secrets ?? {},
    p_category_ids: args.p_category_ids,
  });
  expect(result.status, JSON.stringify(result.error)).toBeLessThan(500);
  return { data: result.data, error: result.error, status: result.status };
}

/** A refusal with this status and (optionally) exactly this message. */
export function expectRefused(result: RpcResult, status: number, message?: string): void {
  expect(result.status, JSON.stringify(result.error)).toBe(status);
  expect(result.data).toBeNull();
  if (message !== undefined) expect(result.error?.message).toBe(message);
}

/** What the database holds for an offer, read as its owner (no RLS). */
export async function storedOffer(backend: TestBackend, id: string) {
  const db = backend.gateway.ctx.db;
  const offer = (
    await db.query<Record<string, unknown>>(
      `select company_id::text, company, title, description, detailed_description, image, images, discount,
              target_audience, offer_active, hidden
       from public.offers where id = $1`,
      [id],
    )
  ).rows[0];
  const secrets = (
    await db.query<Record<string, unknown>>(
      'select discount_code, website, offer_url, offer_email from public.offer_secrets where offer_id = $1',
      [id],
    )
  ).rows[0];
  const categories = (
    await db.query<{ id: string }>(
      'select category_id::text as id from public.offer_categories where offer_id = $1 order by 1',
      [id],
    )
  ).rows.map((row) => row.id);
  return { offer, secrets, categories };
}

/** How many offers carry this title (a test's marker). */
export async function offersTitled(backend: TestBackend, title: string): Promise<number> {
  const { rows } = await backend.gateway.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from public.offers where title = $1',
    [title],
  );
  return rows[0]?.n ?? 0;
}
