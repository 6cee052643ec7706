import * as z from 'zod/mini';
import type { CompanyRole } from '@/features/account/index.ts';
import { describeInviteFailure, type InviteFailure } from '../invite-failure.ts';
import { invokeInvite } from './invoke-invite.ts';

/** One row of a CSV import's batch. */
export interface BatchInvitee {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  role: CompanyRole;
}

export type BatchRowResult = { ok: true } | ({ ok: false } & InviteFailure);

/** The rows' outcomes in the rows' order, or the whole batch's failure (offline, refused, broken). */
export type BatchResult = { ok: true; rows: BatchRowResult[] } | ({ ok: false } & InviteFailure);

const BatchAnswer = z.object({
  results: z.array(
    z.union([
      z.object({ email: z.string(), ok: z.literal(true), invitation_id: z.string() }),
      z.object({ email: z.string(), ok: z.literal(false), status: z.number(), error: z.string() }),
    ]),
  ),
});

/**
 * A CSV import's batch (at most 25 rows) through invite-employee: the server
 * invites each row in turn, counting each mail against the company's quotas,
 * and answers with every row's outcome. Never throws.
 */
export async function inviteEmployees(
  companyId: string,
  rows: readonly BatchInvitee[],
): Promise<BatchResult> {
  const result = await invokeInvite(
    {
      company_id: companyId,
      invitations: rows.map((row) => ({
        email: row.email.trim(),
        firstname: row.firstname.trim(),
        lastname: row.lastname.trim(),
        phone: row.phone.trim(),
        role: row.role,
      })),
    },
    BatchAnswer,
  );
  if (!result.ok) return result;
  if (result.data.results.length !== rows.length)
    return { ok: false, ...describeInviteFailure('unexpected answer') };
  return {
    ok: true,
    rows: result.data.results.map((row) =>
      row.ok ? { ok: true } : { ok: false, ...describeInviteFailure(row.error) },
    ),
  };
}
