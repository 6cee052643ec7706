import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession } from '@/features/auth/index.ts';

// The company's own pages: a session without the company role sees 'Ingen tilgang'.
export const Route = createFileRoute('/_signed-in/_company')({
  beforeLoad: ({ context, location }) => context.session.guard(location, 'company'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
});
