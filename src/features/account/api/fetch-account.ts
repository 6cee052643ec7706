import * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { RemoteError, failureForStatus } from '@/offline/remote/remote-error.ts';
import { CompanySchema, MembershipSchema, ProfileSchema, type AccountSnapshot } from '../account-schema.ts';

/** Reads the page waits on give up after the spec's 8 seconds. */
const TIMEOUT_MS = 8000;

/**
 * The user's employee links with each company's row in one request: the
 * selector's names and roles, the profile's company details and the branding
 * a switch applies, so switching needs no network.
 */
export const MEMBERSHIP_COLUMNS =
  'id, role, companies(id, name, org_no, invoice_email, address, phone, subdomain, is_white_label_enabled, branding_config)';

const MembershipRowSchema = z.object({
  id: z.string(),
  role: MembershipSchema.shape.role,
  companies: z.nullable(CompanySchema),
});

interface Answer {
  data: unknown;
  error: { message: string } | null;
  status: number;
}

function failed(what: string, answer: Answer): RemoteError {
  return new RemoteError(
    failureForStatus(answer.status),
    `${what}: ${answer.error?.message ?? 'unexpected answer'}`,
    answer.status,
  );
}

/** Rows the user can read but whose company did not come along (or is malformed) are left out. */
export function parseMemberships(rows: unknown): AccountSnapshot['memberships'] {
  if (!Array.isArray(rows)) throw new RemoteError('rejected', 'employees: not a list');
  return rows.flatMap((row: unknown) => {
    const parsed = MembershipRowSchema.safeParse(row);
    if (!parsed.success || parsed.data.companies === null) {
      console.warn('Skipping an unreadable membership', row);
      return [];
    }
    const { id, role, companies } = parsed.data;
    return [{ id, role, company: companies }];
  });
}

export function parseProfile(row: unknown): AccountSnapshot['profile'] {
  if (row === null) return null;
  const parsed = ProfileSchema.safeParse(row);
  if (!parsed.success) throw new RemoteError('rejected', 'auth_user_profiles: unexpected row');
  return parsed.data;
}

/**
 * The signed-in user's memberships (oldest first: the spec's "first company")
 * and profile, read with their own session (row-level security decides).
 * Both or neither: a half answer would replace a good cached snapshot.
 */
export async function fetchAccount(userId: string, now = () => new Date()): Promise<AccountSnapshot> {
  const client = await loadSupabase();
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const [memberships, profile] = await Promise.all([
    client
      .from('employees')
      .select(MEMBERSHIP_COLUMNS)
      .eq('user_id', userId)
      .order('created_at', { ascending: true })
      .abortSignal(signal),
    client
      .from('auth_user_profiles')
      .select('firstname, lastname, phone')
      .eq('user_id', userId)
      .abortSignal(signal)
      .maybeSingle(),
  ]);
  if (memberships.error) throw failed('employees', memberships);
  if (profile.error) throw failed('auth_user_profiles', profile);
  return {
    userId,
    memberships: parseMemberships(memberships.data),
    profile: parseProfile(profile.data),
    fetchedAt: now().toISOString(),
  };
}
