import { createFileRoute } from '@tanstack/react-router';
import { PadelWorldCupPage } from '@/features/marketing/index.ts';

export const Route = createFileRoute('/padel-world-cup')({
  component: PadelWorldCupPage,
});
