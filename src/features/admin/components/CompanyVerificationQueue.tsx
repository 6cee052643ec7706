import { Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/ui/Badge.tsx';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { toast } from '@/ui/toast.ts';
import {
  type QueueEntry,
  VERIFICATION_MESSAGES,
  emailMatchesWebsite,
  fetchVerificationQueue,
  reviewCompany,
} from '../api/company-verification.ts';

type QueueState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: QueueEntry[] };

const registeredAt = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'medium', timeStyle: 'short' });

/** The queue on /admin: companies waiting for verification, with the evidence, to approve or reject. */
export function CompanyVerificationQueue() {
  const [state, setState] = useState<QueueState>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);

  // Bumped after a decision, so the queue is read again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    fetchVerificationQueue().then(
      (entries) => {
        if (current) setState({ status: 'ready', entries });
      },
      () => {
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [version]);

  async function decide(entry: QueueEntry, approve: boolean) {
    setBusy(entry.id);
    const failure = await reviewCompany(entry.id, approve);
    setBusy(null);
    if (failure) {
      toast.error(failure);
      return;
    }
    toast.success(approve ? VERIFICATION_MESSAGES.approved : VERIFICATION_MESSAGES.rejected, {
      description: entry.name,
    });
    setVersion((previous) => previous + 1);
  }

  return (
    <section aria-labelledby="verification-queue-heading" className="mb-8 flex flex-col gap-4">
      <h2 id="verification-queue-heading" className="text-xl font-semibold tracking-tight">
        Bedrifter som venter på godkjenning
      </h2>
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted-foreground">
          Laster...
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          {VERIFICATION_MESSAGES.loadFailed}
        </p>
      ) : state.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ingen bedrifter venter på godkjenning.</p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
          {state.entries.map((entry) => (
            <li key={entry.id}>
              <QueueCard
                entry={entry}
                busy={busy === entry.id}
                onDecide={(approve) => void decide(entry, approve)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueCard({
  entry,
  busy,
  onDecide,
}: {
  entry: QueueEntry;
  busy: boolean;
  onDecide: (approve: boolean) => void;
}) {
  const evidence = entry.registry_evidence;
  const website = evidence?.website ?? null;
  const domainMatches = emailMatchesWebsite(entry.email_domain, website);
  return (
    <Card aria-label={`${entry.name}, org.nr. ${entry.org_no}`}>
      <CardHeader className="gap-1">
        <h3 className="text-lg font-semibold">{entry.name}</h3>
        <p className="text-sm text-muted-foreground">
          Org.nr. {entry.org_no}
          {entry.address ? ` · ${entry.address}` : ''}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
          <dt className="text-muted-foreground">Registrert</dt>
          <dd>{registeredAt.format(new Date(entry.created_at))}</dd>
          <dt className="text-muted-foreground">Registrert av</dt>
          <dd className="break-all">
            {entry.registrant_name ?? 'Ukjent navn'}
            {entry.registrant_email ? ` (${entry.registrant_email})` : ''}
          </dd>
          <dt className="text-muted-foreground">E-postdomene</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-2 break-all">
            {entry.email_domain ?? 'Ukjent'}
            {website ? (
              // A registry website can be longer than a phone is wide: this badge wraps, between words
              // where it can (not at every letter, as the e-mail beside it does).
              <Badge
                variant={domainMatches ? 'success' : 'warning'}
                className="max-w-full whitespace-normal break-words [word-break:normal]"
              >
                {domainMatches ? 'Samme som nettsiden' : `Nettside: ${website}`}
              </Badge>
            ) : (
              <Badge variant="muted">Ingen nettside i registeret</Badge>
            )}
          </dd>
          <dt className="text-muted-foreground">Roller</dt>
          <dd>
            {evidence === null ? (
              'Ikke sjekket mot Enhetsregisteret'
            ) : evidence.roles.length === 0 ? (
              'Ingen roller registrert'
            ) : (
              <ul className="flex flex-col gap-0.5">
                {evidence.roles.map((role) => (
                  <li key={`${role.code}-${role.name}`}>
                    {role.description}: {role.name}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        {evidence && evidence.matched === false ? (
          <p className="text-warning">Registranten står ikke blant rollene i Enhetsregisteret.</p>
        ) : null}
        {entry.other_claims > 0 ? (
          <p className="text-warning">
            {entry.other_claims === 1
              ? '1 annen konto har registrert samme organisasjonsnummer.'
              : `${String(entry.other_claims)} andre kontoer har registrert samme organisasjonsnummer.`}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button disabled={busy} onClick={() => onDecide(true)} className="min-h-11">
            <Check aria-hidden="true" />
            Godkjenn
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => onDecide(false)} className="min-h-11">
            <X aria-hidden="true" />
            Avvis
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
