import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/eiendomsdrift')({
  component: () => (
    <PlaceholderPage title="Eiendomsdrift" lead="Be om et tilbud på drift av bedriftens eiendom." />
  ),
});
