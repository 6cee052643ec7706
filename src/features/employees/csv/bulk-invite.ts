import type { CompanyRole } from '@/features/account/index.ts';
import type { BatchInvitee, BatchResult } from '../api/invite-employees.ts';
import type { ImportRow } from './validate-import.ts';

export interface BulkOutcome {
  row: ImportRow;
  /** null when sent; the Norwegian reason otherwise. */
  failure: string | null;
  /** Not sent for want of a network (the import stops there). */
  offline: boolean;
}

/** Rows per request: the server sends a batch's mails in turn, paced for the mail provider. */
export const BATCH_SIZE = 25;

/**
 * Sends the rows in batches, the server inviting each row of a batch in
 * turn, and reports after each batch (the progress moves in steps of 25).
 * Stops early when `cancelled` says so, after a batch refused for want of a
 * network, and once the company's quota is spent (the rest would be refused
 * too); what was not tried is not in the outcomes.
 */
export async function sendInvitations(
  rows: readonly (ImportRow & { role: CompanyRole })[],
  companyId: string,
  inviteBatch: (companyId: string, rows: readonly BatchInvitee[]) => Promise<BatchResult>,
  onProgress: (done: number) => void,
  cancelled: () => boolean = () => false,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    if (cancelled()) break;
    const batch = rows.slice(start, start + BATCH_SIZE);
    const result = await inviteBatch(
      companyId,
      batch.map((row) => ({
        email: row.email,
        firstname: row.firstname,
        lastname: row.lastname,
        phone: row.phone,
        role: row.role,
      })),
    );
    if (!result.ok) {
      const offline = result.kind === 'offline';
      const failure = offline ? `${result.title}. ${result.description}` : result.description;
      // Offline nothing of the batch was tried: the first row says why, the rest are not listed.
      for (const row of offline ? batch.slice(0, 1) : batch) outcomes.push({ row, failure, offline });
      onProgress(outcomes.length);
      if (offline || result.kind === 'too_many') break;
      continue;
    }
    batch.forEach((row, index) => {
      const sent = result.rows[index];
      outcomes.push({ row, failure: !sent || sent.ok ? null : sent.description, offline: false });
    });
    onProgress(outcomes.length);
    if (result.rows.some((sent) => !sent.ok && sent.kind === 'too_many')) break;
  }
  return outcomes;
}
