import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/company/offers')({
  component: () => (
    <PlaceholderPage
      title="Administrer Tilbud"
      lead="Her oppretter, redigerer og skjuler bedriften sine tilbud."
    />
  ),
});
