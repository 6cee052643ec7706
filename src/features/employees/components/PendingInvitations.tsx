import { MailCheck, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { COMPANY_ROLE_LABELS } from '@/features/account/signed-in.ts';
import { Badge } from '@/ui/Badge.tsx';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { toast } from '@/ui/toast.ts';
import { fetchCompanyInvitations, revokeInvitation } from '../api/invitations.ts';
import { inviteEmployee } from '../api/invite-employee.ts';
import { INVITATIONS_TEXT, OFFLINE_TEXT } from '../employee-texts.ts';
import { type CompanyInvitation, shownStatus } from '../invitation-schema.ts';

export interface PendingInvitationsProps {
  companyId: string;
  /** Changes when an invitation was sent from the page: the list is read again. */
  version: number;
  /** The addresses with a pending invitation, each time the list is read (the CSV import skips them). */
  onPendingEmails?: (emails: ReadonlySet<string>) => void;
}

/**
 * The company's invitations that wait for an answer (or were declined), for
 * its owners and admins: whom, as what, the status, and resend / revoke.
 * Nothing is shown while there are none.
 */
export function PendingInvitations({ companyId, version, onPendingEmails }: PendingInvitationsProps) {
  const [invitations, setInvitations] = useState<CompanyInvitation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const headingId = useId();

  useEffect(() => {
    let current = true;
    void fetchCompanyInvitations(companyId).then((found) => {
      if (!current) return;
      setFailed(found === null);
      if (!found) return;
      setInvitations(found);
      onPendingEmails?.(
        new Set(found.filter((item) => item.status === 'pending').map((item) => item.email.toLowerCase())),
      );
    });
    return () => {
      current = false;
    };
    // onPendingEmails is the page's state setter: stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [companyId, version, reads]);

  async function resend(invitation: CompanyInvitation) {
    setBusy(invitation.id);
    const result = await inviteEmployee({
      email: invitation.email,
      firstname: invitation.firstname,
      lastname: invitation.lastname,
      phone: invitation.phone ?? '',
      companyId,
      role: invitation.role,
      resend: true,
      invitationId: invitation.id,
    });
    setBusy(null);
    if (result.ok) toast.success(INVITATIONS_TEXT.resent, { description: invitation.email });
    else toast.error(result.title, { description: result.description });
    setReads((n) => n + 1);
  }

  async function revoke(invitation: CompanyInvitation) {
    setBusy(invitation.id);
    const result = await revokeInvitation(invitation.id);
    setBusy(null);
    if (result.ok) toast.success(INVITATIONS_TEXT.revoked, { description: invitation.email });
    else
      toast.error(result.reason === 'offline' ? OFFLINE_TEXT.title : INVITATIONS_TEXT.revokeFailed, {
        description: result.reason === 'offline' ? OFFLINE_TEXT.manage : undefined,
      });
    setReads((n) => n + 1);
  }

  if (failed && !invitations) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {INVITATIONS_TEXT.loadFailed}
      </p>
    );
  }
  if (!invitations || invitations.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg leading-snug font-semibold tracking-tight">
          {INVITATIONS_TEXT.listTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{INVITATIONS_TEXT.count(invitations.length)}</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {invitations.map((invitation) => {
            const status = shownStatus(invitation);
            const name = `${invitation.firstname} ${invitation.lastname}`;
            return (
              <li
                key={invitation.id}
                aria-label={name}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {invitation.email} · {COMPANY_ROLE_LABELS[invitation.role]}
                  </p>
                </div>
                <Badge variant={status === 'pending' ? 'warning' : 'muted'} className="w-fit">
                  {INVITATIONS_TEXT.status[status]}
                </Badge>
                {status === 'pending' || status === 'expired' ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      onClick={() => void resend(invitation)}
                      disabled={busy === invitation.id}
                      aria-label={`${INVITATIONS_TEXT.resend} til ${name}`}
                    >
                      <MailCheck aria-hidden="true" />
                      {INVITATIONS_TEXT.resend}
                    </Button>
                    {status === 'pending' ? (
                      <Button
                        variant="ghost"
                        onClick={() => void revoke(invitation)}
                        disabled={busy === invitation.id}
                        aria-label={`${INVITATIONS_TEXT.revoke} invitasjonen til ${name}`}
                      >
                        <X aria-hidden="true" />
                        {INVITATIONS_TEXT.revoke}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
