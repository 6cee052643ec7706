import { createFileRoute } from '@tanstack/react-router';
import { AboutUsPage } from '@/features/marketing/index.ts';

export const Route = createFileRoute('/about-us')({
  component: AboutUsPage,
});
