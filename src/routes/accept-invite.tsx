import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { CheckingSession } from '@/features/auth/index.ts';
import { AcceptInvitePage } from '@/features/employees/index.ts';

// The invitation mail links here; the session comes in the link's fragment, so there is no guard.
export const Route = createFileRoute('/accept-invite')({
  component: () => (
    <Suspense fallback={<CheckingSession />}>
      <AcceptInvitePage />
    </Suspense>
  ),
});
