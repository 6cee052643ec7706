import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/admin/')({
  component: () => <PlaceholderPage title="Admin Panel" lead="Administrer tilbud og bedriftsinformasjon." />,
});
