import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '@/features/offers/index.ts';

export const Route = createFileRoute('/')({
  component: LandingPage,
});
