import { createFileRoute } from '@tanstack/react-router';
import { SignOutButton } from '@/features/auth/index.ts';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

export const Route = createFileRoute('/profile')({
  component: ProfilePage,
});

function ProfilePage() {
  return (
    <PlaceholderPage
      title="Min profil"
      lead="Her ser du kontoopplysningene dine, bedriftens profil og innstillinger."
    >
      <SignOutButton className="mt-2" />
    </PlaceholderPage>
  );
}
