import { useEffect, useState } from 'react';
import { fetchCompanyOptions } from '@/features/offer-editor/index.ts';
import { fetchAdminCategories } from '../api/fetch-admin-categories.ts';

export interface FilterOption {
  id: string;
  name: string;
}

export interface FilterOptions {
  companies: FilterOption[];
  categories: FilterOption[];
}

/**
 * The companies and categories the table can be filtered by, loaded once. A
 * failure leaves that list empty (its filter then offers only 'Alle'): the
 * table itself still works, so it is logged rather than shown.
 */
export function useFilterOptions(): FilterOptions {
  const [options, setOptions] = useState<FilterOptions>({ companies: [], categories: [] });
  useEffect(() => {
    let current = true;
    const settle = <T>(promise: Promise<T>, what: string): Promise<T | []> =>
      promise.catch((error: unknown) => {
        console.warn(`Could not load the ${what} to filter by`, error);
        return [];
      });
    void Promise.all([
      settle(fetchCompanyOptions(), 'companies'),
      settle(fetchAdminCategories(), 'categories'),
    ]).then(([companies, categories]) => {
      if (current) setOptions({ companies, categories });
    });
    return () => {
      current = false;
    };
  }, []);
  return options;
}
