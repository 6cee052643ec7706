import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/admin/categories')({
  beforeLoad: ({ location }) => guardRoute(location, 'admin'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: () => (
    <PlaceholderPage
      title="Administrer Kategorier"
      lead="Her oppretter, endrer og sletter du kategoriene tilbudene sorteres i."
    />
  ),
});
