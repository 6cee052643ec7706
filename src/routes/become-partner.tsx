import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/become-partner')({
  component: () => (
    <PlaceholderPage
      title="Bli en partner"
      lead="Nå ansatte i bedrifter over hele landet med tilbudene dine – det er 100 % gratis å være med."
    />
  ),
});
