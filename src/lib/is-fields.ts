/** A record's fields, before each is checked. */
export type Fields = Record<string, unknown>;

/**
 * A JSON object (not null, not an array): what a stored or fetched record
 * must be before the hand-written quick checks read its fields.
 */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
