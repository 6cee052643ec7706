import * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';

const ClaimSchema = z.object({
  id: z.string(),
  name: z.string(),
  org_no: z.string(),
  verification_status: z.enum(['pending', 'verified', 'rejected']),
  rejection_reason: z.nullable(z.enum(['admin', 'superseded'])),
  registry_evidence: z.nullable(z.object({ checked_at: z.optional(z.string()) })),
});
export type CompanyClaim = z.infer<typeof ClaimSchema>;

/** The companies this user registered, newest first, with where their verification stands. */
export async function fetchCompanyClaims(userId: string): Promise<CompanyClaim[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('companies')
    .select('id, name, org_no, verification_status, rejection_reason, registry_evidence')
    .eq('registered_by', userId)
    .order('created_at', { ascending: false })
    .abortSignal(AbortSignal.timeout(8000));
  if (error) throw new Error(error.message);
  const parsed = z.array(ClaimSchema).safeParse(data);
  if (!parsed.success) throw new Error('Uventet svar fra serveren');
  return parsed.data;
}

/**
 * Asks verify-company to check a pending company against Enhetsregisteret's
 * roles (the server verifies when the registrant is named there). Answers
 * the status afterwards, or null when the check could not run.
 */
export function checkClaimAgainstRegistry(
  companyId: string,
): Promise<CompanyClaim['verification_status'] | null> {
  // The sign-in's check and the profile's may ask at once: one request a company.
  const running = checksInFlight.get(companyId);
  if (running) return running;
  const check = askRegistry(companyId).finally(() => checksInFlight.delete(companyId));
  checksInFlight.set(companyId, check);
  return check;
}

const checksInFlight = new Map<string, Promise<CompanyClaim['verification_status'] | null>>();

async function askRegistry(companyId: string): Promise<CompanyClaim['verification_status'] | null> {
  try {
    const supabase = await loadSupabase();
    const response = await supabase.functions.invoke<unknown>('verify-company', {
      body: { company_id: companyId },
    });
    if (response.error) return null;
    const data: unknown = response.data;
    const parsed = z.object({ status: ClaimSchema.shape.verification_status }).safeParse(data);
    return parsed.success ? parsed.data.status : null;
  } catch {
    return null;
  }
}

/**
 * The user's companies, after checking each pending one that was never
 * checked against the registry (a company made by the sign-up confirmation,
 * say): a registrant named in its roles is verified at once, and the admin
 * queue gets the registry's evidence for the rest. Throws when the companies
 * cannot be read.
 */
export async function checkUncheckedClaims(userId: string): Promise<CompanyClaim[]> {
  const found = await fetchCompanyClaims(userId);
  const unchecked = found.filter(
    (claim) => claim.verification_status === 'pending' && !claim.registry_evidence,
  );
  if (unchecked.length === 0) return found;
  const checked = await Promise.all(unchecked.map((claim) => checkClaimAgainstRegistry(claim.id)));
  if (checked.every((status) => status === null)) return found;
  return fetchCompanyClaims(userId).catch(() => found);
}
