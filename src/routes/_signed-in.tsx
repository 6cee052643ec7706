import { createFileRoute } from '@tanstack/react-router';
import { CheckingSession } from '@/features/auth/index.ts';

// Every page below needs a session: without one, to /login?redirectTo=<this page>.
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => context.session.guard(location),
  pendingComponent: CheckingSession,
});
