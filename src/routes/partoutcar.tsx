import { createFileRoute } from '@tanstack/react-router';
import { CarRequestPage } from '@/features/leads/index.ts';

export const Route = createFileRoute('/partoutcar')({
  component: CarRequestPage,
});
