import type { CompanyRole } from '@/features/account/index.ts';
import type { InviteRequest, InviteResult } from '../api/invite-employee.ts';
import type { ImportRow } from './validate-import.ts';

export interface BulkOutcome {
  row: ImportRow;
  /** null when sent; the Norwegian reason otherwise. */
  failure: string | null;
}

/**
 * Sends the rows one at a time (the auth service rate-limits mail, and the
 * progress is then honest), reporting after each. Stops early when
 * `cancelled` says so; what was not tried is not in the outcomes.
 */
export async function sendInvitations(
  rows: readonly (ImportRow & { role: CompanyRole })[],
  companyId: string,
  invite: (request: InviteRequest) => Promise<InviteResult>,
  onProgress: (done: number, outcome: BulkOutcome) => void,
  cancelled: () => boolean = () => false,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const row of rows) {
    if (cancelled()) break;
    const result = await invite({
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      phone: row.phone,
      role: row.role,
      companyId,
    });
    const outcome = { row, failure: result.ok ? null : result.description };
    outcomes.push(outcome);
    onProgress(outcomes.length, outcome);
  }
  return outcomes;
}
