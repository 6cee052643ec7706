import type { CompanyResult } from '@/features/leads/index.ts';
import { isValidOrgNumber, normalizeOrgNumber } from '@contracts/org-number.ts';

/**
 * The register page's company lookup (spec section 4): idle until a company
 * is picked, checking while the server says whether it is registered, then
 * exists ('already registered, log in') or not_exists (the full form). A
 * failed check counts as not_exists: the database still refuses a duplicate.
 */
export type CompanyLookupState =
  | { status: 'idle' }
  | { status: 'checking'; orgNo: string }
  | { status: 'exists'; orgNo: string }
  | { status: 'not_exists'; orgNo: string };

export type CompanyLookupEvent =
  | { type: 'check'; orgNo: string }
  | { type: 'answered'; orgNo: string; exists: boolean }
  | { type: 'failed'; orgNo: string }
  | { type: 'reset' };

export const LOOKUP_IDLE: CompanyLookupState = { status: 'idle' };

export function companyLookupReducer(
  state: CompanyLookupState,
  event: CompanyLookupEvent,
): CompanyLookupState {
  switch (event.type) {
    case 'check':
      return { status: 'checking', orgNo: event.orgNo };
    case 'answered':
    case 'failed':
      // Only the answer for the number being checked counts; an older, slower one is dropped.
      if (state.status !== 'checking' || state.orgNo !== event.orgNo) return state;
      return {
        status: event.type === 'answered' && event.exists ? 'exists' : 'not_exists',
        orgNo: event.orgNo,
      };
    case 'reset':
      return LOOKUP_IDLE;
  }
}

/** The digits to look up on blur: exactly nine once spaces are gone, else null. */
export function orgNumberOnBlur(value: string): string | null {
  const digits = normalizeOrgNumber(value);
  return /^\d{9}$/.test(digits) ? digits : null;
}

/** A number is checked with mod-11 before any call is made. */
export function checkableOrgNumber(value: string): string | null {
  const digits = orgNumberOnBlur(value);
  return digits !== null && isValidOrgNumber(digits) ? digits : null;
}

/** A single result for a nine-digit number is the company meant: it is picked at once. */
export function autoPick(query: string, results: readonly CompanyResult[]): CompanyResult | null {
  if (orgNumberOnBlur(query) === null || results.length !== 1) return null;
  return results[0] ?? null;
}
