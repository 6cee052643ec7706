import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/ui/toast.ts';
import { fetchEmployees } from './api/fetch-employees.ts';
import type { Employee } from './employee-schema.ts';
import { EMPLOYEES_TEXT } from './employee-texts.ts';

export type EmployeesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; employees: Employee[]; partial: boolean };

/**
 * The selected company's employees, read again on `reload` (after an invite,
 * a change or a removal). A new company starts over from loading; a reload
 * keeps the current list on screen until the new one arrives.
 */
export function useEmployees(companyId: string | null) {
  // Kept with the company it belongs to: another company's list is never shown as this one's.
  const [loaded, setLoaded] = useState<{ companyId: string; state: EmployeesState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const state: EmployeesState =
    loaded && loaded.companyId === companyId ? loaded.state : { status: 'loading' };

  useEffect(() => {
    if (!companyId) return;
    let current = true;
    void fetchEmployees(companyId).then((result) => {
      if (!current) return;
      if (!result.ok) {
        const message = result.reason === 'load' ? EMPLOYEES_TEXT.loadFailed : EMPLOYEES_TEXT.unexpected;
        setLoaded({ companyId, state: { status: 'error', message } });
        return;
      }
      if (result.partial) toast.warning(EMPLOYEES_TEXT.partialProfiles, { id: 'employees-partial' });
      setLoaded({
        companyId,
        state: { status: 'ready', employees: result.employees, partial: result.partial },
      });
    });
    return () => {
      current = false;
    };
  }, [companyId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);
  /** Shows a change at once (the server has confirmed it); the next read has the truth. */
  const patch = useCallback((update: (employees: Employee[]) => Employee[]) => {
    setLoaded((previous) =>
      previous?.state.status === 'ready'
        ? { ...previous, state: { ...previous.state, employees: update(previous.state.employees) } }
        : previous,
    );
  }, []);
  return { state, reload, retry, patch };
}
