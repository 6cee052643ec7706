/** Category keys with their own illustration in public/categories/ (spec: the seven known keys). */
export const ILLUSTRATED_CATEGORY_KEYS = [
  'car',
  'food-drink',
  'finance',
  'software',
  'sport',
  'opplevelser',
  'other',
] as const;

const illustrated = new Set<string>(ILLUSTRATED_CATEGORY_KEYS);

/** The illustration for a category key; unknown keys get the fallback picture. */
export function categoryIllustrationUrl(key: string): string {
  return illustrated.has(key) ? `/categories/${key}.svg` : '/categories/fallback.svg';
}
