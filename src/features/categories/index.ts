export { useCategories } from './use-categories.ts';
export { categoryIllustrationUrl, categoryPlaceholderUrl } from './category-illustration.ts';
export type { Category } from '@/offline/store/schemas.ts';
