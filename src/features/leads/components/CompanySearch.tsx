import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/ui/Button.tsx';
import { Input } from '@/ui/Input.tsx';
import { Label } from '@/ui/Label.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { type CompanyResult, MAX_COMPANY_QUERY_LENGTH } from '../api/lookup-company.ts';
import { formatOrgNumber } from '@contracts/org-number.ts';
import { type CompanySearchState, useCompanySearch } from '../use-company-search.ts';
import { FieldError } from '@/ui/TextField.tsx';

export const EMPTY_QUERY_MESSAGE = 'Skriv inn et firmanavn eller organisasjonsnummer';

export interface CompanySearchProps {
  onPick: (company: CompanyResult) => void;
  /**
   * Asked before every search (button or Enter) with the non-empty query:
   * false refuses it, and no call is made (the caller says why).
   */
  allowSearch?: (query: string) => boolean;
}

function announcement(state: CompanySearchState, picked: string | null): string {
  if (state.status === 'loading') return 'Søker...';
  if (state.status === 'done') {
    const count = state.results.length;
    if (count === 0) return 'Ingen firma funnet';
    return count === 1 ? '1 firma funnet' : `${count} firma funnet`;
  }
  return picked ? `${picked} er valgt. Firmanavn og organisasjonsnummer er fylt ut.` : '';
}

/**
 * Finds the company in the registry by name or organisation number (button
 * or Enter; Enter never submits the form) and lists the hits below the
 * field; picking one fills in the company name and number. Escape, a click
 * outside or tabbing away closes the list.
 */
export function CompanySearch({ onPick, allowSearch }: CompanySearchProps) {
  const id = useId();
  const ids = { input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error`, list: `${id}-list` };
  const { state, search, close } = useCompanySearch();
  const [query, setQuery] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = state.status !== 'closed';

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, close]);

  const run = () => {
    setPicked(null);
    const empty = query.trim() === '';
    setEmptyError(empty);
    if (empty) {
      input.current?.focus();
      return;
    }
    if (allowSearch && !allowSearch(query)) return;
    void search(query);
  };

  const pick = (company: CompanyResult) => {
    onPick(company);
    setPicked(company.companyName);
    close();
    input.current?.focus();
  };

  const resultButtons = () =>
    Array.from(box.current?.querySelectorAll<HTMLButtonElement>('[data-result]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // Also keeps a search field from clearing itself.
      event.preventDefault();
      close();
      input.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = resultButtons();
    if (buttons.length === 0) return;
    event.preventDefault();
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = current === -1 ? (step === 1 ? 0 : buttons.length - 1) : current + step;
    if (next < 0) input.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };

  return (
    <div
      ref={box}
      className="flex min-w-0 flex-col gap-2"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // relatedTarget is null when a click lands on a button that takes no focus (Safari): the pointer handler decides then.
        if (open && event.relatedTarget && !box.current?.contains(event.relatedTarget)) close();
      }}
    >
      <Label htmlFor={ids.input}>Søk etter firma</Label>
      <p id={ids.hint} className="text-sm text-muted-foreground">
        Søk på firmanavn eller organisasjonsnummer, så fyller vi ut resten.
      </p>
      <div className="relative">
        <div className="flex gap-2">
          <Input
            ref={input}
            id={ids.input}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_COMPANY_QUERY_LENGTH}
            value={query}
            placeholder="F.eks. Acme AS eller 914 563 720"
            aria-describedby={emptyError ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={emptyError || undefined}
            aria-controls={open ? ids.list : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              if (emptyError) setEmptyError(false);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter here searches; it must not submit the lead form around it.
              event.preventDefault();
              run();
            }}
            className="[&::-webkit-search-cancel-button]:hidden"
          />
          <Button variant="outline" onClick={run}>
            <Search aria-hidden="true" />
            Søk
          </Button>
        </div>
        {open ? <SearchResults id={ids.list} state={state} onPick={pick} /> : null}
      </div>
      <FieldError id={ids.error} message={emptyError ? EMPTY_QUERY_MESSAGE : undefined} />
      <p role="status" className="sr-only">
        {announcement(state, picked)}
      </p>
    </div>
  );
}

interface SearchResultsProps {
  id: string;
  state: Exclude<CompanySearchState, { status: 'closed' }>;
  onPick: (company: CompanyResult) => void;
}

function SearchResults({ id, state, onPick }: SearchResultsProps) {
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-60 overflow-y-auto overscroll-contain rounded-xl border border-border bg-popover text-popover-foreground shadow-lg"
    >
      {state.status === 'loading' ? (
        <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Søker...
        </p>
      ) : state.results.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">Ingen firma funnet</p>
      ) : (
        <ul aria-label={`Søkeresultater for «${state.query}»`} className="flex flex-col p-1.5">
          {state.results.map((company) => (
            <li key={company.organizationNumber}>
              <button
                type="button"
                data-result=""
                onClick={() => onPick(company)}
                className="flex w-full cursor-pointer flex-col items-start gap-0.5 rounded-lg px-3 py-2.5 text-left hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                <span className="font-medium break-words">{company.companyName}</span>
                <span className="text-sm break-words text-muted-foreground">
                  Org.nr. {formatOrgNumber(company.organizationNumber)}
                  {company.address ? ` · ${company.address}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
