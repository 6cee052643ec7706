import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/profile')({
  component: () => (
    <PlaceholderPage
      title="Min profil"
      lead="Her ser du kontoopplysningene dine, bedriftens profil og innstillinger."
    />
  ),
});
