import { useCallback, useRef, useState } from 'react';
import { toast } from '@/ui/toast.ts';
import { type CompanyResult, lookupCompany } from './api/lookup-company.ts';

export type CompanySearchState =
  | { status: 'closed' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; results: CompanyResult[] };

/**
 * The lead forms' company search (spec section 5): the query is trimmed and
 * must not be empty. Only the latest search may answer: an older, slower
 * one is ignored, and so is any answer after the list was closed.
 */
export function useCompanySearch() {
  const [state, setState] = useState<CompanySearchState>({ status: 'closed' });
  const latest = useRef(0);

  const search = useCallback(async (text: string): Promise<boolean> => {
    const query = text.trim();
    if (query === '') return false;
    const id = ++latest.current;
    setState({ status: 'loading', query });
    try {
      const results = await lookupCompany(query);
      if (id === latest.current) setState({ status: 'done', query, results });
    } catch (error) {
      if (id !== latest.current) return true;
      console.warn('Company search failed', error);
      toast.error('Søkefeil', { description: 'Kunne ikke søke etter firma. Prøv igjen.' });
      setState({ status: 'closed' });
    }
    return true;
  }, []);

  const close = useCallback(() => {
    latest.current++;
    setState({ status: 'closed' });
  }, []);

  return { state, search, close };
}
