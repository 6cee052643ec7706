import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/account/index.ts';
import { CheckingSession, guardRoute } from '@/features/auth/index.ts';

export const Route = createFileRoute('/profile')({
  beforeLoad: ({ location }) => guardRoute(location),
  pendingComponent: CheckingSession,
  // The branding card (a later screen) goes in through ProfilePage's renderBrandingCard.
  component: ProfilePage,
});
