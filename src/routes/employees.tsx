import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/employees')({
  beforeLoad: ({ location }) => guardRoute(location, 'company'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: () => (
    <PlaceholderPage title="Ansatte" lead="Her inviterer og administrerer bedriften sine ansatte." />
  ),
});
