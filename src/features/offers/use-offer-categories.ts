import { useCategories, type Category } from '@/features/categories/index.ts';

const NONE: readonly Category[] = [];

/** The cached categories in display order; empty until IndexedDB answers. */
export function useOfferCategories(): readonly Category[] {
  const result = useCategories();
  return result.status === 'ready' ? result.value : NONE;
}
