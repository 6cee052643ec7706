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

const keyOf = (key: string) => (illustrated.has(key) ? key : 'fallback');

/**
 * The illustration for a category key as a small WebP (chips, menu, tables):
 * decoded off the main thread, where each SVG would be a document set up on
 * it. Unknown keys get the fallback picture.
 */
export function categoryIllustrationUrl(key: string): string {
  return `/categories/${keyOf(key)}.webp`;
}

/** The same illustration as its SVG, which scales to any size: a card's placeholder. */
export function categoryPlaceholderUrl(key: string): string {
  return `/categories/${keyOf(key)}.svg`;
}
