import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/company/offers')({
  beforeLoad: ({ location }) => guardRoute(location, 'company'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: () => (
    <PlaceholderPage
      title="Administrer Tilbud"
      lead="Her oppretter, redigerer og skjuler bedriften sine tilbud."
    />
  ),
});
