export { useCategories } from './use-categories.ts';
export { categoryIllustrationUrl, ILLUSTRATED_CATEGORY_KEYS } from './category-illustration.ts';
export type { Category } from '@/offline/store/schemas.ts';
