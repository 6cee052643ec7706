import * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';

const RegistryRoleSchema = z.object({ code: z.string(), description: z.string(), name: z.string() });

const QueueEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  org_no: z.string(),
  address: z.nullable(z.string()),
  created_at: z.string(),
  registrant_email: z.nullable(z.string()),
  registrant_name: z.nullable(z.string()),
  email_domain: z.nullable(z.string()),
  registry_evidence: z.nullable(
    z.object({
      roles: z.array(RegistryRoleSchema),
      website: z.nullish(z.string()),
      matched: z.optional(z.boolean()),
      checked_at: z.optional(z.string()),
    }),
  ),
  other_claims: z.number(),
});
export type QueueEntry = z.infer<typeof QueueEntrySchema>;

export const VERIFICATION_MESSAGES = {
  loadFailed: 'Kunne ikke hente bedrifter som venter på godkjenning.',
  approved: 'Bedriften er godkjent',
  rejected: 'Bedriften er avvist',
  reviewFailed: 'Kunne ikke lagre avgjørelsen. Prøv igjen.',
} as const;

/** The pending companies, oldest first, with the evidence (platform admins only: the database checks). */
export async function fetchVerificationQueue(): Promise<QueueEntry[]> {
  const supabase = await loadSupabase();
  const result = await supabase.rpc('company_verification_queue');
  if (result.error) throw new Error(result.error.message);
  const data: unknown = result.data;
  const parsed = z.array(QueueEntrySchema).safeParse(data);
  if (!parsed.success) throw new Error(VERIFICATION_MESSAGES.loadFailed);
  return parsed.data;
}

/**
 * Approve or reject through review-company, which tells the claims that lose
 * the number by mail. Answers null on success, else the message to show.
 */
export async function reviewCompany(companyId: string, approve: boolean): Promise<string | null> {
  try {
    const supabase = await loadSupabase();
    const response = await supabase.functions.invoke<unknown>('review-company', {
      body: { company_id: companyId, approve },
    });
    const error: unknown = response.error;
    if (!error) return null;
    const context: unknown = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      const body: unknown = await context.json().catch(() => null);
      const message = (body as { error?: unknown } | null)?.error;
      if (typeof message === 'string') return message;
    }
    return VERIFICATION_MESSAGES.reviewFailed;
  } catch {
    return VERIFICATION_MESSAGES.reviewFailed;
  }
}

/** "www.acme.no" or "https://acme.no/" -> "acme.no". */
export function websiteHost(website: string): string {
  return website
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^www\./, '');
}

/** Whether the registrant's e-mail domain is the registry's website or a subdomain of it. */
export function emailMatchesWebsite(emailDomain: string | null, website: string | null | undefined): boolean {
  if (!emailDomain || !website) return false;
  const host = websiteHost(website);
  return host !== '' && (emailDomain === host || emailDomain.endsWith(`.${host}`));
}
