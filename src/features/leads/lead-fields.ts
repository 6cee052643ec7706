/**
 * The contact fields of the lead forms as typed. Their rules and messages
 * are the send functions' own (@contracts/lead-fields.ts), so what passes
 * the form is what the server accepts.
 */

export interface ContactValues {
  fullName: string;
  phone: string;
  email: string;
  firmanavn: string;
  orgNr: string;
}

export const EMPTY_CONTACT: ContactValues = { fullName: '', phone: '', email: '', firmanavn: '', orgNr: '' };

/** Drops the keys of optional fields left blank (the server reads a missing key as "not given"). */
export function withoutAbsent(payload: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}
