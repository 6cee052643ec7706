import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ProfilePage, refreshAccount } from '@/features/account/index.ts';
import { BrandingCard } from '@/features/branding/index.ts';
import { MyInvitations } from '@/features/employees/index.ts';

export const Route = createFileRoute('/_signed-in/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  return (
    <ProfilePage
      renderInvitations={() => (
        <Suspense fallback={null}>
          <MyInvitations />
        </Suspense>
      )}
      renderBrandingCard={(company) => (
        <Suspense fallback={null}>
          <BrandingCard company={company} onSaved={() => void refreshAccount()} />
        </Suspense>
      )}
    />
  );
}
