import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { EmployeesPage } from '@/features/employees/index.ts';

export const Route = createFileRoute('/employees')({
  beforeLoad: ({ location }) => guardRoute(location, 'company'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: () => (
    <Suspense fallback={<CheckingSession />}>
      <EmployeesPage />
    </Suspense>
  ),
});
