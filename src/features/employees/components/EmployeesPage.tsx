import { Building2, FileSpreadsheet, RefreshCw } from 'lucide-react';
import { Suspense, lazy, useId, useState } from 'react';
import type { Membership } from '@/features/account/index.ts';
import { useAccount } from '@/features/account/signed-in.ts';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { type Actor, canManageEmployees, grantableRoles } from '../employee-permissions.ts';
import { EMPLOYEES_TEXT } from '../employee-texts.ts';
import { useEmployees } from '../use-employees.ts';
import { EmployeeList } from './EmployeeList.tsx';
import { InviteEmployeeForm } from './InviteEmployeeForm.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';

// The import dialog and papaparse load when the dialog first opens.
const CsvImportDialog = lazy(() =>
  import('./CsvImportDialog.tsx').then((module) => ({ default: module.CsvImportDialog })),
);

/** /employees: the selected company's employees, with the invite form for its owners and admins. */
export function EmployeesPage() {
  const { userId, status, snapshot, selected, retry } = useAccount();
  if (selected && userId)
    return <CompanyEmployees key={selected.company.id} membership={selected} userId={userId} />;
  if (!snapshot && status === 'error') {
    return (
      <PageContainer className="max-w-xl">
        <div role="alert" className="flex flex-col items-start gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Ansatte</h1>
          <p className="text-muted-foreground">{EMPLOYEES_TEXT.unexpected}</p>
          <Button variant="outline" onClick={() => void retry()}>
            <RefreshCw aria-hidden="true" />
            {EMPLOYEES_TEXT.retry}
          </Button>
        </div>
      </PageContainer>
    );
  }
  if (!snapshot) return <PageSkeleton />;
  return (
    <PageContainer className="flex max-w-xl flex-col items-center gap-4 py-16 text-center sm:py-20">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <Building2 aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{EMPLOYEES_TEXT.noCompany}</h1>
      <p className="text-lg text-muted-foreground">{EMPLOYEES_TEXT.noCompanyHint}</p>
    </PageContainer>
  );
}

function CompanyEmployees({ membership, userId }: { membership: Membership; userId: string }) {
  const company = membership.company;
  const actor: Actor = { userId, role: membership.role };
  const manage = canManageEmployees(actor);
  const { state, reload, retry, patch } = useEmployees(company.id);
  const [importing, setImporting] = useState(false);
  const [invitesSent, setInvitesSent] = useState(0);
  const invitedSome = () => setInvitesSent((n) => n + 1);
  const [invitedEmails, setInvitedEmails] = useState<ReadonlySet<string>>(new Set());
  const inviteHeadingId = useId();
  const existingEmails = new Set(
    state.status === 'ready' ? state.employees.map((employee) => employee.email.toLowerCase()) : [],
  );

  return (
    <PageContainer className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-balance">
          {EMPLOYEES_TEXT.title(company.name)}
        </h1>
        <p className="text-muted-foreground">
          {manage ? 'Inviter nye ansatte og administrer roller.' : EMPLOYEES_TEXT.readOnly}
        </p>
      </header>
      <div
        className={
          manage
            ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]'
            : 'flex flex-col gap-6'
        }
      >
        {manage ? (
          <Card role="region" aria-labelledby={inviteHeadingId}>
            <CardHeader>
              <h2 id={inviteHeadingId} className="text-lg leading-snug font-semibold tracking-tight">
                Inviter ansatt
              </h2>
              <p className="text-sm text-muted-foreground">
                Personen får en e-post med en lenke, og blir ansatt når invitasjonen er godtatt.
              </p>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <InviteEmployeeForm
                companyId={company.id}
                roles={grantableRoles(actor)}
                onInvited={() => {
                  invitedSome();
                  reload();
                }}
              />
              <div className="border-t border-border pt-4">
                <Button variant="outline" className="w-full" onClick={() => setImporting(true)}>
                  <FileSpreadsheet aria-hidden="true" />
                  Importer fra CSV
                </Button>
              </div>
            </CardContent>
          </Card>
        ) : null}
        <div className="flex min-w-0 flex-col gap-6">
          {manage ? (
            <PendingInvitations
              companyId={company.id}
              version={invitesSent}
              onPendingEmails={setInvitedEmails}
            />
          ) : null}
          <EmployeeList state={state} actor={actor} onRetry={retry} patch={patch} />
        </div>
      </div>
      {importing ? (
        <Suspense fallback={null}>
          <CsvImportDialog
            companyId={company.id}
            roles={grantableRoles(actor)}
            existingEmails={existingEmails}
            invitedEmails={invitedEmails}
            onClose={(sent) => {
              setImporting(false);
              if (sent) {
                invitedSome();
                reload();
              }
            }}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

function PageSkeleton() {
  return (
    <PageContainer className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Laster ansatte...
      </span>
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </PageContainer>
  );
}
