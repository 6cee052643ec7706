import { Link, useRouter } from '@tanstack/react-router';
import { Link2Off, MailOpen } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { COMPANY_ROLE_LABELS } from '@/features/account/signed-in.ts';
import { CheckingSession, useAuth } from '@/features/auth/index.ts';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent } from '@/ui/Card.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { toast } from '@/ui/toast.ts';
import { answerInvitation, fetchInvitationByToken } from '../api/invitations.ts';
import { INVITATIONS_TEXT } from '../employee-texts.ts';
import type { LinkedInvitation } from '../invitation-schema.ts';
import { currentInvitationToken, forgetInviteLink } from '../invite-link.ts';
import { afterAccepted, answerFailed } from './MyInvitations.tsx';

const NOT_OPEN: Record<Exclude<LinkedInvitation['status'], 'pending'>, string> = {
  accepted: 'Invitasjonen er allerede godtatt.',
  declined: 'Invitasjonen er avslått.',
  revoked: 'Bedriften har trukket tilbake invitasjonen.',
  expired: 'Invitasjonen er utløpt. Be den som inviterte deg om å sende den på nytt.',
};

/**
 * /accept-invite, opened from the invitation mail: what the invitation is
 * for, and accept / decline for the signed-in owner of the invited address.
 * Anyone else is asked to sign in (or register) with that address first;
 * nothing about an account changes until they accept.
 */
export function AcceptInvitePage() {
  const router = useRouter();
  const { status, user } = useAuth();
  const [token] = useState(currentInvitationToken);
  const [invitation, setInvitation] = useState<LinkedInvitation | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void fetchInvitationByToken(token).then((found) => {
      if (current) setInvitation(found ?? null);
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (!token || invitation === null) return <InvalidLink />;
  if (invitation === undefined || status === 'loading') return <CheckingSession />;

  const role = COMPANY_ROLE_LABELS[invitation.role];
  const heading = `Invitasjon til ${invitation.company_name}`;
  if (invitation.status !== 'pending') {
    return (
      <InvitationCard heading={heading}>
        <p className="text-muted-foreground">{NOT_OPEN[invitation.status]}</p>
        <Button asChild variant="outline" size="lg">
          <Link to="/">Gå til forsiden</Link>
        </Button>
      </InvitationCard>
    );
  }

  const signedInAsInvited =
    status === 'signed_in' && user?.email?.toLowerCase() === invitation.email.toLowerCase();

  async function answer(choice: 'accept' | 'decline') {
    if (!invitation) return;
    setBusy(true);
    const result = await answerInvitation(invitation.id, choice);
    setBusy(false);
    if (!result.ok) {
      answerFailed(result);
      return;
    }
    forgetInviteLink();
    if (choice === 'accept') {
      await afterAccepted(invitation.company_name);
      await router.navigate({ to: '/profile', replace: true });
    } else {
      toast.success(INVITATIONS_TEXT.declined);
      await router.navigate({ to: '/', replace: true });
    }
  }

  return (
    <InvitationCard heading={heading}>
      <p className="text-lg">
        {invitation.company_name} har invitert <strong>{invitation.email}</strong> til å bli med som{' '}
        {role.toLowerCase()}.
      </p>
      {signedInAsInvited ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="flex-1" disabled={busy} onClick={() => void answer('accept')}>
            Godta invitasjonen
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="flex-1"
            disabled={busy}
            onClick={() => void answer('decline')}
          >
            Avslå
          </Button>
        </div>
      ) : status === 'signed_in' ? (
        <p className="text-muted-foreground">
          Du er logget inn som {user?.email}. Logg inn med {invitation.email} for å svare på invitasjonen.
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">
            Logg inn med {invitation.email} for å godta eller avslå. Har du ingen konto, oppretter du en med
            den adressen først.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="flex-1">
              <Link to="/login" search={{ redirectTo: '/accept-invite' }}>
                Logg inn
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="flex-1">
              <Link to="/register">Opprett konto</Link>
            </Button>
          </div>
        </>
      )}
    </InvitationCard>
  );
}

function InvitationCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <PageContainer className="flex max-w-md flex-col gap-6 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary-text">
          <MailOpen aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-balance">{heading}</h1>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </PageContainer>
  );
}

function InvalidLink() {
  return (
    <PageContainer className="flex max-w-md flex-col items-center gap-5 text-center sm:py-14">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <Link2Off aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Ugyldig lenke</h1>
      <p className="text-lg text-muted-foreground">
        Invitasjonslenken er ugyldig eller utløpt. Be den som inviterte deg om å sende invitasjonen på nytt.
      </p>
      <Button asChild size="lg">
        <Link to="/login">Gå til innlogging</Link>
      </Button>
    </PageContainer>
  );
}
