import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession } from '@/features/auth/index.ts';

// Pages for a company and its employees: anyone else sees 'Ingen tilgang'. The spec names the company
// role for /employees; employees come in too, since section 6 gives an employee who is a company's
// owner or admin 'Administrer ansatte', and a plain employee sees the list read-only.
export const Route = createFileRoute('/_signed-in/_company-or-employee')({
  beforeLoad: ({ context, location }) => context.session.guard(location, ['company', 'employee']),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
});
