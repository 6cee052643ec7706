import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { HomeLoading, HomePage } from '@/features/home/index.ts';
import { LandingPage } from '@/features/offers/index.ts';

export const Route = createFileRoute('/')({
  component: IndexRoute,
});

/** Signed in: 'Mine fordeler'. Visitors (and while a magic link is being read): the landing page. */
function IndexRoute() {
  const { status } = useAuth();
  if (status !== 'signed_in') return <LandingPage />;
  return (
    <Suspense fallback={<HomeLoading />}>
      <HomePage />
    </Suspense>
  );
}
