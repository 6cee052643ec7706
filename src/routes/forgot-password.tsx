import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: () => (
    <PlaceholderPage
      title="Glemt passord"
      lead="Skriv inn e-postadressen din, så sender vi deg en lenke for å lage et nytt passord."
    />
  ),
});
