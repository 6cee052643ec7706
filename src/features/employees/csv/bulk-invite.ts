import type { CompanyRole } from '@/features/account/index.ts';
import type { InviteRequest, InviteResult } from '../api/invite-employee.ts';
import type { ImportRow } from './validate-import.ts';

export interface BulkOutcome {
  row: ImportRow;
  /** null when sent; the Norwegian reason otherwise. */
  failure: string | null;
  /** Not sent for want of a network (the import stops there). */
  offline: boolean;
}

/**
 * Sends the rows one at a time (the auth service rate-limits mail, and the
 * progress is then honest), reporting after each. Stops early when
 * `cancelled` says so, and after a row refused for want of a network (the
 * rest would be too); what was not tried is not in the outcomes.
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
    const offline = !result.ok && result.kind === 'offline';
    const outcome: BulkOutcome = {
      row,
      failure: result.ok ? null : offline ? `${result.title}. ${result.description}` : result.description,
      offline,
    };
    outcomes.push(outcome);
    onProgress(outcomes.length, outcome);
    if (offline) break;
  }
  return outcomes;
}
