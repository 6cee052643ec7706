import { createFileRoute } from '@tanstack/react-router';
import { CategoriesAdminPage } from '@/features/admin/index.ts';

export const Route = createFileRoute('/_signed-in/_admin/admin/categories')({
  component: CategoriesAdminPage,
});
