import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { CheckingSession } from '@/features/auth/index.ts';
import { AcceptInvitePage, captureInviteLink } from '@/features/employees/index.ts';

// The invitation mail links here with the session in the fragment: no guard.
// beforeLoad is not code-split, so the link's fragment is read before supabase-js clears it.
export const Route = createFileRoute('/accept-invite')({
  beforeLoad: () => captureInviteLink(window.location),
  component: () => (
    <Suspense fallback={<CheckingSession />}>
      <AcceptInvitePage />
    </Suspense>
  ),
});
