import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { EmployeesPage } from '@/features/employees/index.ts';

// The spec names the company role; employees come in too, since section 6 gives an employee who is a
// company's owner or admin 'Administrer ansatte', and a plain employee sees the list read-only.
export const Route = createFileRoute('/employees')({
  beforeLoad: ({ location }) => guardRoute(location, ['company', 'employee']),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: () => (
    <Suspense fallback={<CheckingSession />}>
      <EmployeesPage />
    </Suspense>
  ),
});
