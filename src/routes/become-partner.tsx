import { createFileRoute } from '@tanstack/react-router';
import { BecomePartnerPage } from '@/features/marketing/index.ts';

export const Route = createFileRoute('/become-partner')({
  component: BecomePartnerPage,
});
