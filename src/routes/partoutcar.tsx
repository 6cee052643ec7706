import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/partoutcar')({
  component: () => <PlaceholderPage title="Firmabil" lead="Be om et tilbud på firmabil til bedriften din." />,
});
