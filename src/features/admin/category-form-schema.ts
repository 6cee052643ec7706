import * as z from 'zod/mini';

/** The category admin's texts (spec sections 2, 4, 5 and 8, quoted exactly, plus the key rule's own). */
export const CATEGORY_MESSAGES = {
  required: 'Både nøkkel og navn er påkrevd.',
  keyShape: 'Nøkkelen kan bare ha små bokstaver (a–z), tall og bindestrek, uten bindestrek først eller sist.',
  keyTaken: 'Nøkkelen er allerede i bruk.',
  keyTooLong: 'Nøkkelen kan være høyst 50 tegn.',
  nameTooLong: 'Navnet kan være høyst 100 tegn.',
  displayOrder: 'Visningsrekkefølge må være et helt tall.',
  created: 'Kategori opprettet.',
  updated: 'Kategori oppdatert.',
  deleted: 'Kategori slettet.',
  createFailed: 'Kunne ikke opprette kategori.',
  updateFailed: 'Kunne ikke oppdatere kategori.',
  deleteFailed: 'Kunne ikke slette kategori.',
  loading: 'Laster kategorier...',
  empty: 'Ingen kategorier funnet',
  /** The category load's timeout and fallback failure (spec section 8, in English there). */
  loadTimeout: 'Request timeout - please check your connection',
  loadFailed: 'Failed to fetch categories',
} as const;

/** Slug-shaped: lower-case a-z, digits and single hyphens inside ('food-drink'). */
export const CATEGORY_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the key field keeps as typed: lower-cased, spaces as hyphens. */
export function normaliseCategoryKey(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '-');
}

/** display_order from its field: an integer, 0 when empty (spec section 5); null when not a whole number. */
export function parseDisplayOrder(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  if (!/^-?\d{1,9}$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}

const trimmed = z.pipe(
  z.string(),
  z.transform((value) => value.trim()),
);

/** The category dialog's form, as the database checks it: key and name required, the key slug-shaped (at most 50), the name at most 100, the order an integer. */
export const CategoryFormSchema = z.object({
  key: z.pipe(
    trimmed,
    z.string().check(
      z.minLength(1, CATEGORY_MESSAGES.required),
      z.refine((key) => key === '' || CATEGORY_KEY_PATTERN.test(key), CATEGORY_MESSAGES.keyShape),
    ),
  ),
  name: z.pipe(
    trimmed,
    z
      .string()
      .check(z.minLength(1, CATEGORY_MESSAGES.required), z.maxLength(100, CATEGORY_MESSAGES.nameTooLong)),
  ),
  display_order: z.pipe(
    z.string(),
    z.transform((value, context) => {
      const order = parseDisplayOrder(value);
      if (order === null) {
        context.issues.push({ code: 'custom', message: CATEGORY_MESSAGES.displayOrder, input: value });
        return z.NEVER;
      }
      return order;
    }),
  ),
});
export type CategoryFormInput = z.input<typeof CategoryFormSchema>;
export type CategoryFormValues = z.output<typeof CategoryFormSchema>;
