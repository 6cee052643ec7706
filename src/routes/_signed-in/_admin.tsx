import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession } from '@/features/auth/index.ts';

// The admin pages: a session without the admin role sees 'Ingen tilgang'.
export const Route = createFileRoute('/_signed-in/_admin')({
  beforeLoad: ({ context, location }) => context.session.guard(location, 'admin'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
});
