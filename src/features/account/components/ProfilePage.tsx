import { Link, useNavigate } from '@tanstack/react-router';
import { RefreshCw, TriangleAlert, Users } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { SignOutButton, useAuth } from '@/features/auth/index.ts';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { Company } from '../account-schema.ts';
import { buildProfileView } from '../profile-view.ts';
import { useAccount } from '../use-account.ts';
import { useOnline } from '@/lib/use-online.ts';
import { CompanyVerificationCard } from './CompanyVerificationCard.tsx';
import { ProfileSectionCard } from './ProfileSections.tsx';
import { SetPasswordDialog } from './SetPasswordDialog.tsx';

export interface ProfilePageProps {
  /**
   * The branding card (built by a later screen) for the selected company;
   * rendered only for its owners and admins. The route passes it in, so this
   * feature needs nothing of the branding editor.
   */
  renderBrandingCard?: (company: Company) => ReactNode;
  /** The signed-in person's open company invitations (the employees feature's), shown first. */
  renderInvitations?: () => ReactNode;
}

/** /profile (Min profil): the account's read-only details, its actions and the set-password dialog. */
export function ProfilePage({ renderBrandingCard, renderInvitations }: ProfilePageProps) {
  const auth = useAuth();
  const account = useAccount();
  const online = useOnline();
  const navigate = useNavigate();
  const email = auth.user?.email ?? null;
  const view = account.snapshot
    ? buildProfileView({
        email,
        metadataType: auth.userType,
        snapshot: account.snapshot,
        selected: account.selected,
      })
    : null;
  // Spec: with no profile type at all, the user goes to /login (only on the server's word, not a cache's).
  const unknownUser = account.snapshot !== null && view === null && account.status === 'ready';
  useEffect(() => {
    if (unknownUser) void navigate({ to: '/login', replace: true });
  }, [unknownUser, navigate]);

  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Min profil</h1>
        {view ? (
          <p className="text-muted-foreground">
            {view.kind}
            {account.selected && view.type !== 'individual' ? ` · ${account.selected.company.name}` : ''}
          </p>
        ) : null}
      </div>

      {renderInvitations ? renderInvitations() : null}

      {view ? (
        <>
          <StaleNotice
            offline={!online}
            failed={account.status === 'error'}
            onRetry={() => void account.retry()}
          />
          {view.sections.map((section) => (
            <ProfileSectionCard key={section.title} section={section} />
          ))}
          {auth.user && online ? <CompanyVerificationCard userId={auth.user.id} /> : null}
          {view.brandingCompany && renderBrandingCard ? renderBrandingCard(view.brandingCompany) : null}
        </>
      ) : account.status === 'error' ? (
        <LoadError offline={!online} onRetry={() => void account.retry()} />
      ) : (
        <ProfileSkeleton />
      )}

      <Card role="region" aria-labelledby="profile-account-actions">
        <CardHeader>
          <h2 id="profile-account-actions" className="text-lg leading-snug font-semibold tracking-tight">
            Konto
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {view?.canManageEmployees ? (
            <Button asChild>
              <Link to="/employees">
                <Users aria-hidden="true" />
                Administrer ansatte
              </Link>
            </Button>
          ) : null}
          <SetPasswordDialog email={email} />
          <SignOutButton />
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Laster profil...
      </p>
      <Skeleton className="h-52 rounded-2xl" />
      <Skeleton className="h-36 rounded-2xl" />
    </div>
  );
}

function LoadError({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <Card role="alert" className="border-destructive/40">
      <CardContent className="flex flex-col items-start gap-3">
        <p className="flex items-center gap-2 font-semibold text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5" />
          Kunne ikke laste profil data.
        </p>
        <p className="text-sm text-muted-foreground">
          {offline
            ? 'Du er frakoblet, og profilen er ikke lagret på denne enheten ennå. Koble til internett og prøv igjen.'
            : 'Sjekk nettverkstilkoblingen og prøv igjen.'}
        </p>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Prøv igjen
        </Button>
      </CardContent>
    </Card>
  );
}

/** Said when the details on screen are this device's copy rather than the server's latest. */
function StaleNotice({
  offline,
  failed,
  onRetry,
}: {
  offline: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const text = offline
    ? 'Du er frakoblet. Viser opplysningene som sist ble lagret på denne enheten.'
    : failed
      ? 'Kunne ikke oppdatere profilen. Viser opplysningene som sist ble lagret på denne enheten.'
      : null;
  return (
    <div role="status" className="empty:hidden">
      {text ? (
        <div className="flex flex-col items-start gap-2 rounded-2xl border border-border bg-muted/60 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <span>{text}</span>
          {!offline ? (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Prøv igjen
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
