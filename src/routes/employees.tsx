import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/employees')({
  component: () => (
    <PlaceholderPage title="Ansatte" lead="Her inviterer og administrerer bedriften sine ansatte." />
  ),
});
