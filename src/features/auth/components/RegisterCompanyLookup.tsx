import { Link } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { type FocusEvent, useRef, useState } from 'react';
import { CompanySearch, type CompanyResult, lookupCompany } from '@/features/leads/index.ts';
import { FieldError } from '@/ui/TextField.tsx';
import { Button } from '@/ui/Button.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import {
  autoPick,
  checkableOrgNumber,
  orgNumberOnBlur,
  type CompanyLookupState,
} from '../register/company-lookup.ts';
import { REGISTER_MESSAGES } from '../register/register-schema.ts';

export interface RegisterCompanyLookupProps {
  state: CompanyLookupState;
  /** A company from the registry, or (no hit for a valid number) just its number, typed by hand. */
  onPick: (company: CompanyResult) => void;
  onSearchAgain: () => void;
  redirectTo?: string | undefined;
}

/** Nine digits (spaces aside) that fail mod-11: refused before any call, whichever way the search starts. */
function failsModEleven(value: string): boolean {
  return orgNumberOnBlur(value) !== null && checkableOrgNumber(value) === null;
}

/**
 * The company flow's first step: the leads' company search, plus what
 * registering adds: a nine-digit number looks itself up when the field is
 * left, a single hit is picked at once, and a nine-digit number that fails
 * mod-11 is never sent, neither on blur nor by Enter or the search button.
 */
export function RegisterCompanyLookup({
  state,
  onPick,
  onSearchAgain,
  redirectTo,
}: RegisterCompanyLookupProps) {
  const [orgError, setOrgError] = useState<string | undefined>();
  const lastLookedUp = useRef<string | null>(null);

  /** The search's own check (button or Enter): a nine-digit number failing mod-11 is never sent. */
  function allowSearch(query: string): boolean {
    const refused = failsModEleven(query);
    setOrgError(refused ? REGISTER_MESSAGES.orgNumber : undefined);
    return !refused;
  }

  async function lookUpOnBlur(event: FocusEvent<HTMLDivElement>) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'search') return;
    const digits = orgNumberOnBlur(input.value);
    setOrgError(undefined);
    if (digits === null || digits === lastLookedUp.current) return;
    if (checkableOrgNumber(digits) === null) {
      setOrgError(REGISTER_MESSAGES.orgNumber);
      return;
    }
    lastLookedUp.current = digits;
    let results: CompanyResult[] = [];
    try {
      results = await lookupCompany(digits);
    } catch (error) {
      console.warn('Company lookup failed', error);
    }
    const single = autoPick(digits, results);
    // No hit: a valid number typed by hand is the company; its name is filled in on the form.
    if (single) onPick(single);
    else if (results.length === 0) onPick({ companyName: '', organizationNumber: digits });
  }

  if (state.status === 'exists') {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-xl border border-border bg-muted/50 p-4">
        <p className="flex items-start gap-2 font-medium">
          <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            Bedriften er allerede registrert.{' '}
            <Link
              to="/login"
              search={redirectTo === undefined ? {} : { redirectTo }}
              className="font-semibold text-primary-text underline underline-offset-4"
            >
              Logg inn
            </Link>
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          Er du ansatt i bedriften? Be eieren eller en administrator om å invitere deg.
        </p>
        <Button variant="outline" className="self-start" onClick={onSearchAgain}>
          Søk etter en annen bedrift
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3" onBlur={(event) => void lookUpOnBlur(event)}>
      <CompanySearch onPick={onPick} allowSearch={allowSearch} />
      <div aria-live="polite">
        <FieldError id="register-org-lookup-error" message={orgError} />
      </div>
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        {state.status === 'checking' ? (
          <>
            <Spinner className="size-4" />
            Sjekker om bedriften allerede er registrert...
          </>
        ) : null}
      </p>
    </div>
  );
}
