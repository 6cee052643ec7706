import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/padel-world-cup')({
  component: () => (
    <PlaceholderPage
      title="Padel World Cup"
      lead="Bedriftsmesterskap i padel i oktober 2025 – spilletider, datoer og påmelding kommer her."
    />
  ),
});
