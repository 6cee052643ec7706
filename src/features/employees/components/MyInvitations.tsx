import { Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { refreshAccount } from '@/features/account/index.ts';
import { COMPANY_ROLE_LABELS } from '@/features/account/signed-in.ts';
import { refreshRoles } from '@/features/auth/index.ts';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { toast } from '@/ui/toast.ts';
import { type Answer, answerInvitation, fetchMyInvitations } from '../api/invitations.ts';
import { INVITATIONS_TEXT } from '../employee-texts.ts';
import type { MyInvitation } from '../invitation-schema.ts';

/** Tells the person why an answer did not go through. */
export function answerFailed(result: Extract<Answer, { ok: false }>): void {
  const text =
    result.reason === 'offline'
      ? INVITATIONS_TEXT.offline
      : result.reason === 'gone'
        ? INVITATIONS_TEXT.gone
        : INVITATIONS_TEXT.answerFailed;
  toast.error(text);
}

/** After accepting: the new membership and global role reach the account and the navigation. */
export async function afterAccepted(companyName: string): Promise<void> {
  toast.success(INVITATIONS_TEXT.accepted, {
    description: INVITATIONS_TEXT.acceptedDescription(companyName),
  });
  await Promise.all([refreshAccount(), refreshRoles()]);
}

/**
 * The signed-in person's open invitations (one per company that invited
 * them), each with accept and decline; nothing at all when there are none.
 */
export function MyInvitations() {
  const [invitations, setInvitations] = useState<MyInvitation[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();

  useEffect(() => {
    let current = true;
    void fetchMyInvitations().then((found) => {
      if (current && found) setInvitations(found);
    });
    return () => {
      current = false;
    };
  }, []);

  async function answer(invitation: MyInvitation, choice: 'accept' | 'decline') {
    setBusy(invitation.id);
    const result = await answerInvitation(invitation.id, choice);
    setBusy(null);
    if (!result.ok) {
      answerFailed(result);
      if (result.reason !== 'gone') return;
    } else if (choice === 'accept') {
      await afterAccepted(invitation.company_name);
    } else {
      toast.success(INVITATIONS_TEXT.declined);
    }
    setInvitations((list) => list.filter((item) => item.id !== invitation.id));
  }

  if (invitations.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId} className="border-primary/40">
      <CardHeader>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Mail aria-hidden="true" className="size-5 text-primary-text" />
          {INVITATIONS_TEXT.mineTitle}
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
            >
              <p className="flex-1">
                {INVITATIONS_TEXT.invitedAs(invitation.company_name, COMPANY_ROLE_LABELS[invitation.role])}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => void answer(invitation, 'accept')}
                  disabled={busy === invitation.id}
                  aria-label={`${INVITATIONS_TEXT.accept} invitasjonen fra ${invitation.company_name}`}
                >
                  {INVITATIONS_TEXT.accept}
                </Button>
                <Button
                  variant="outline"
                  onClick={() => void answer(invitation, 'decline')}
                  disabled={busy === invitation.id}
                  aria-label={`${INVITATIONS_TEXT.decline} invitasjonen fra ${invitation.company_name}`}
                >
                  {INVITATIONS_TEXT.decline}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
