import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/admin/')({
  beforeLoad: ({ location }) => guardRoute(location, 'admin'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: () => <PlaceholderPage title="Admin Panel" lead="Administrer tilbud og bedriftsinformasjon." />,
});
