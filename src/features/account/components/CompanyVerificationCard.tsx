import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/ui/Badge.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { type CompanyClaim, checkUncheckedClaims } from '../api/company-verification.ts';

export const VERIFICATION_LABELS = {
  pending: 'Venter på godkjenning',
  verified: 'Godkjent',
  rejected: 'Avvist',
} as const;

function explanation(claim: CompanyClaim): string {
  if (claim.verification_status === 'pending') {
    return (
      'Vi sjekker at du kan representere bedriften. Til den er godkjent, vises tilbudene den legger inn ' +
      'ikke for andre, og den kan ikke få subdomene eller eget design.'
    );
  }
  if (claim.verification_status === 'verified') return 'Tilbudene bedriften publiserer er synlige for alle.';
  return claim.rejection_reason === 'superseded'
    ? 'En annen konto er godkjent for dette organisasjonsnummeret.'
    : 'Registreringen ble avvist. Kontakt support hvis du mener dette er feil.';
}

/**
 * On /profile: where the verification of each company the user registered
 * stands. A pending company that was never checked against the registry is
 * checked here too, in case the check after signing in could not run.
 */
export function CompanyVerificationCard({ userId }: { userId: string }) {
  const [claims, setClaims] = useState<CompanyClaim[] | null>(null);

  useEffect(() => {
    let current = true;
    void (async () => {
      let found: CompanyClaim[];
      try {
        found = await checkUncheckedClaims(userId);
      } catch {
        return;
      }
      setClaims((previous) => (current ? found : previous));
    })();
    return () => {
      current = false;
    };
  }, [userId]);

  if (!claims || claims.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="profile-company-verification">
      <CardHeader>
        <h2 id="profile-company-verification" className="text-lg leading-snug font-semibold tracking-tight">
          Godkjenning av bedrift
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {claims.map((claim) => (
            <li key={claim.id} className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{claim.name}</span>
                <span className="text-sm text-muted-foreground">Org.nr. {claim.org_no}</span>
                <StatusBadge status={claim.verification_status} />
              </div>
              <p className="text-sm text-muted-foreground">{explanation(claim)}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function StatusBadge({ status }: { status: CompanyClaim['verification_status'] }) {
  const Icon = status === 'verified' ? BadgeCheck : status === 'pending' ? Clock : XCircle;
  return (
    <Badge variant={status === 'verified' ? 'success' : status === 'pending' ? 'warning' : 'muted'}>
      <Icon aria-hidden="true" className="mr-1 inline size-3.5" />
      {VERIFICATION_LABELS[status]}
    </Badge>
  );
}
