import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { StoredMail } from '../../../supabase/local/mail/outbox.ts';
import { mailsTo } from '../auth/auth-helpers.ts';
import { failure, invoke } from '../functions/support.ts';
import type { TestBackend } from '../support/backend.ts';

export const ACCEPT_URL = 'http://localhost:5173/accept-invite';

export interface InviteFields {
  email: string;
  company_id: string;
  firstname?: string;
  lastname?: string;
  phone?: string | null;
  role?: string;
}

/** invite-employee as the app calls it; the status and body of the answer, success or not. */
export async function sendInvite(
  client: SupabaseClient,
  fields: InviteFields | Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await invoke<Record<string, unknown>>(client, 'invite-employee', {
    body: { firstname: 'Ola', lastname: 'Nordmann', role: 'employee', redirectTo: ACCEPT_URL, ...fields },
  });
  if (!error) return { status: 200, body: data ?? {} };
  const refused = await failure(error);
  return { status: refused.status, body: refused.body as Record<string, unknown> };
}

/** invite-employee's answer must be a success; the new invitation's id. */
export async function invited(client: SupabaseClient, fields: InviteFields): Promise<string> {
  const answer = await sendInvite(client, fields);
  expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200 });
  return String(answer.body.invitation_id);
}

/** The invitation mails to an address (newest first): the plain notices with an /accept-invite link. */
export async function invitationMails(backend: TestBackend, to: string): Promise<StoredMail[]> {
  return (await mailsTo(backend, to)).filter((mail) =>
    mail.links.some((link) => link.includes('/accept-invite#invitation=')),
  );
}

/** The token in an invitation mail's link. */
export function tokenOf(mail: StoredMail | undefined): string {
  const link = mail?.links.find((href) => href.includes('/accept-invite#invitation='));
  if (!link) throw new Error('no invitation link in the mail');
  return new URLSearchParams(new URL(link).hash.slice(1)).get('invitation') ?? '';
}

export interface InvitationRow {
  id: string;
  company_id: string;
  email: string;
  role: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  status: string;
}

/** The stored invitations to an address, oldest first, as the database owner sees them. */
export async function invitationsTo(backend: TestBackend, email: string): Promise<InvitationRow[]> {
  const { rows } = await backend.gateway.ctx.db.query<InvitationRow>(
    `select id, company_id, email, role, firstname, lastname, phone, status
     from public.company_invitations where email = lower($1) order by created_at, id`,
    [email],
  );
  return rows;
}

/** The memberships of whoever holds this address, as (company, role). */
export async function membershipsByEmail(
  backend: TestBackend,
  email: string,
): Promise<{ company_id: string; role: string }[]> {
  const { rows } = await backend.gateway.ctx.db.query<{ company_id: string; role: string }>(
    `select e.company_id, e.role from public.employees e join auth.users u on u.id = e.user_id
     where lower(u.email) = lower($1) order by e.created_at`,
    [email],
  );
  return rows;
}
