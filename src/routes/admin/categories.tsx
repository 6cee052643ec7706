import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/admin/categories')({
  component: () => (
    <PlaceholderPage
      title="Administrer Kategorier"
      lead="Her oppretter, endrer og sletter du kategoriene tilbudene sorteres i."
    />
  ),
});
