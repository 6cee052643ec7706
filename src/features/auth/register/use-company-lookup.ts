import { useCallback, useReducer, useRef } from 'react';
import { checkCompanyRegistered } from '../api/company-registration.ts';
import { LOOKUP_IDLE, checkableOrgNumber, companyLookupReducer } from './company-lookup.ts';

/**
 * The lookup's state and its one remote step: asking whether a company with
 * this number is registered. The number must pass mod-11 first; false means
 * no call was made.
 */
export function useCompanyLookup() {
  const [state, dispatch] = useReducer(companyLookupReducer, LOOKUP_IDLE);
  const inFlight = useRef<string | null>(null);

  const check = useCallback((value: string): boolean => {
    const orgNo = checkableOrgNumber(value);
    if (orgNo === null) return false;
    inFlight.current = orgNo;
    dispatch({ type: 'check', orgNo });
    checkCompanyRegistered(orgNo).then(
      (exists) => dispatch({ type: 'answered', orgNo, exists }),
      (error: unknown) => {
        console.warn('Could not check whether the company is registered', error);
        dispatch({ type: 'failed', orgNo });
      },
    );
    return true;
  }, []);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, check, reset };
}
