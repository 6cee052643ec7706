import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/about-us')({
  component: () => (
    <PlaceholderPage
      title="Om oss"
      lead="Vi samler fordeler og tilbud for ansatte, bedrifter og privatpersoner på ett sted."
    />
  ),
});
