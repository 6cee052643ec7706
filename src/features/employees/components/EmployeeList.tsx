import { RefreshCw, TriangleAlert, Users } from 'lucide-react';
import { useId, useRef } from 'react';
import type { CompanyRole } from '@/features/account/index.ts';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useOnline } from '@/lib/use-online.ts';
import { type Actor, canManageEmployees } from '../employee-permissions.ts';
import type { Employee } from '../employee-schema.ts';
import { EMPLOYEES_TEXT, offlineLine } from '../employee-texts.ts';
import type { EmployeesState } from '../use-employees.ts';
import { EmployeeRow } from './EmployeeRow.tsx';

export interface EmployeeListProps {
  state: EmployeesState;
  actor: Actor;
  onRetry: () => void;
  /** Applies a confirmed change to the list on screen. */
  patch: (update: (employees: Employee[]) => Employee[]) => void;
}

/** 'Registrerte ansatte' with its count, its loading, error and empty states, and the rows. */
export function EmployeeList({ state, actor, onRetry, patch }: EmployeeListProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = state.status === 'ready' ? state.employees.length : null;
  const online = useOnline();

  const onDeleted = (id: string) => {
    patch((employees) => employees.filter((employee) => employee.id !== id));
    // The row (and its button) are gone: the list's heading takes the focus.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const onRoleSaved = (id: string, role: CompanyRole) =>
    patch((employees) =>
      employees.map((employee) => (employee.id === id ? { ...employee, role } : employee)),
    );

  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <CardHeader>
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg leading-snug font-semibold tracking-tight outline-none"
        >
          {EMPLOYEES_TEXT.listTitle}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {count === null ? '\u00a0' : EMPLOYEES_TEXT.count(count)}
        </p>
      </CardHeader>
      <CardContent>
        {state.status === 'loading' ? <ListSkeleton /> : null}
        {state.status === 'error' ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/40 p-4"
          >
            <p className="flex items-center gap-2 font-semibold text-destructive">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {state.message}
            </p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              {EMPLOYEES_TEXT.retry}
            </Button>
          </div>
        ) : null}
        {!online && state.status === 'ready' && state.employees.length > 0 && canManageEmployees(actor) ? (
          <p role="status" className="mb-4 text-sm text-muted-foreground">
            {offlineLine('manage')}
          </p>
        ) : null}
        {state.status === 'ready' && state.partial ? (
          <p
            role="status"
            className="mb-4 flex items-center gap-2 rounded-2xl bg-warning-soft px-4 py-3 text-sm text-warning"
          >
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {EMPLOYEES_TEXT.partialProfiles}
          </p>
        ) : null}
        {state.status === 'ready' && state.employees.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center text-muted-foreground">
            <Users aria-hidden="true" className="size-8" />
            <p className="font-medium text-foreground">{EMPLOYEES_TEXT.empty}</p>
          </div>
        ) : null}
        {state.status === 'ready' && state.employees.length > 0 ? (
          <ul aria-labelledby={headingId} className="flex flex-col gap-3 md:gap-0">
            {state.employees.map((employee) => (
              <EmployeeRow
                key={employee.id}
                employee={employee}
                actor={actor}
                onRoleSaved={onRoleSaved}
                onDeleted={onDeleted}
              />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status">
      <span className="sr-only">Laster ansatte...</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-4 rounded-2xl border border-border p-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="hidden h-9 w-24 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}
