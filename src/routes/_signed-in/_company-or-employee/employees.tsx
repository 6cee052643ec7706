import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { CheckingSession } from '@/features/auth/index.ts';
import { EmployeesPage } from '@/features/employees/index.ts';

export const Route = createFileRoute('/_signed-in/_company-or-employee/employees')({
  component: () => (
    <Suspense fallback={<CheckingSession />}>
      <EmployeesPage />
    </Suspense>
  ),
});
