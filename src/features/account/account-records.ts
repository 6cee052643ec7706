import * as z from 'zod/mini';
import { readLocalRecord, writeLocalRecord } from '@/features/auth/index.ts';
import { AccountSnapshotSchema, type AccountSnapshot } from './account-schema.ts';

// The account's two of the spec's three local-storage records (the auth
// feature owns the keys and wipes all three on logout or a user change):
// employee holds the snapshot, company the company the user has selected.

const CompanyChoiceSchema = z.object({ userId: z.string(), companyId: z.string() });

/** The snapshot stored for `userId`, or null when absent, malformed or someone else's. */
export function readAccountSnapshot(userId: string): AccountSnapshot | null {
  const parsed = AccountSnapshotSchema.safeParse(readLocalRecord('employee'));
  return parsed.success && parsed.data.userId === userId ? parsed.data : null;
}

export function writeAccountSnapshot(snapshot: AccountSnapshot): void {
  writeLocalRecord('employee', snapshot);
}

/** The id of the company `userId` selected on this device, if any. */
export function readCompanyChoice(userId: string): string | null {
  const parsed = CompanyChoiceSchema.safeParse(readLocalRecord('company'));
  return parsed.success && parsed.data.userId === userId ? parsed.data.companyId : null;
}

export function writeCompanyChoice(userId: string, companyId: string): void {
  writeLocalRecord('company', { userId, companyId });
}
