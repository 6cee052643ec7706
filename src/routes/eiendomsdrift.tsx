import { createFileRoute } from '@tanstack/react-router';
import { PropertyRequestPage } from '@/features/leads/index.ts';

export const Route = createFileRoute('/eiendomsdrift')({
  component: PropertyRequestPage,
});
