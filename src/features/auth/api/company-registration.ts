import * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';

const ExistsSchema = z.object({ exists: z.boolean() });

/** check-company-registered: whether a company with this number already has an account. Throws on failure. */
export async function checkCompanyRegistered(orgNo: string): Promise<boolean> {
  const client = await loadSupabase();
  const response = await client.functions.invoke<unknown>('check-company-registered', {
    body: { orgNo },
  });
  const error: unknown = response.error;
  if (error) throw error instanceof Error ? error : new Error('check-company-registered failed');
  return ExistsSchema.parse(response.data).exists;
}

export interface AttachCompanyBody {
  email: string;
  companyName: string;
  organizationNumber: string;
  address: string;
  invoiceEmail?: string;
}

const AttachedSchema = z.object({ success: z.literal(true), company_id: z.string() });

/**
 * attach-company-to-user, with the caller's own session: makes the signed-in
 * user the owner of a new company. Answers 409 when the company is taken,
 * 403 when the e-mail is not the session's, 401 without a session.
 */
export async function attachCompanyToUser(body: AttachCompanyBody): Promise<{ companyId: string }> {
  const client = await loadSupabase();
  const response = await client.functions.invoke<unknown>('attach-company-to-user', { body });
  const error: unknown = response.error;
  if (error) throw error instanceof Error ? error : new Error('attach-company-to-user failed');
  return { companyId: AttachedSchema.parse(response.data).company_id };
}
