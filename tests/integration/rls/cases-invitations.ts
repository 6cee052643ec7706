import { randomUUID } from 'node:crypto';
import type { Database } from '../../../supabase/local/db/database.ts';
import { restoreSeededMemberships } from '../employees/support.ts';
import { type CaseContext, type MatrixCase, exists, read, returnsRow, write } from './matrix.ts';
import { PERSONAS, type Persona } from './personas.ts';
import { COMPANIES, USERS } from './seed-ids.ts';

// Invitations as their own records (issue 23, 20261128020000/020100): who reads them, who
// makes, resends, revokes and answers them. Nobody writes the table through the API.

const NOBODY: readonly Persona[] = [];
const ACME_INVITERS: readonly Persona[] = ['acmeOwner', 'acmeAdmin', 'admin'];
const ACME_OWNER_INVITERS: readonly Persona[] = ['acmeOwner', 'admin'];
const FJORD_INVITERS: readonly Persona[] = ['fjordOwner', 'admin'];

interface Invitation {
  id: string;
  token: string;
  email: string;
}

/** A pending invitation made as the database owner, with a known token. */
async function insertInvitation(db: Database, companyId: string, email: string): Promise<Invitation> {
  const token = randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
  const { rows } = await db.query<{ id: string }>(
    `insert into public.company_invitations (company_id, email, role, firstname, lastname, token_hash)
     values ($1, $2, 'employee', 'Matrise', 'Person', encode(sha256(convert_to($3, 'UTF8')), 'hex'))
     returning id`,
    [companyId, email, token],
  );
  return { id: rows[0]?.id ?? '', token, email };
}

const invitationTo =
  (companyId: string, email?: string) =>
  ({ db }: CaseContext): Promise<Invitation> =>
    insertInvitation(db, companyId, email ?? `matrise-${randomUUID()}@example.test`);

/** Removes the case's invitations and whatever accepting one added. */
async function cleanUp({ db }: CaseContext): Promise<void> {
  await db.query(
    `delete from public.company_invitations where firstname = 'Matrise' or email like 'matrise-%'`,
  );
  await db.query(`delete from public.user_roles where user_id = $1 and role = 'employee'`, [
    USERS.individual.id,
  ]);
  await restoreSeededMemberships(db);
}

const statusIs =
  (status: string) =>
  async ({ db }: CaseContext, invitation: Invitation) =>
    exists(db, 'select 1 from public.company_invitations where id = $1 and status = $2', [
      invitation.id,
      status,
    ]);

const invitedEmail = () => `matrise-${randomUUID()}@example.test`;

export const invitationCases: MatrixCase[] = [
  // Reads --------------------------------------------------------------------------------------
  read<Invitation>({
    table: 'company_invitations',
    name: "Acme's pending invitation",
    allow: ACME_INVITERS,
    prepare: invitationTo(COMPANIES.acme),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.from('company_invitations').select('id, email, firstname, phone').eq('id', invitation.id),
    visible: (result, invitation) => returnsRow(invitation.id)(result),
  }),
  read<Invitation>({
    table: 'company_invitations',
    name: "Fjord's pending invitation",
    allow: FJORD_INVITERS,
    prepare: invitationTo(COMPANIES.fjord),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.from('company_invitations').select('id').eq('id', invitation.id),
    visible: (result, invitation) => returnsRow(invitation.id)(result),
  }),
  read<Invitation>({
    table: 'company_invitations',
    name: "Fjord's invitation to the individual's own e-mail",
    allow: ['individual', ...FJORD_INVITERS],
    prepare: invitationTo(COMPANIES.fjord, USERS.individual.email),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.from('company_invitations').select('id').eq('id', invitation.id),
    visible: (result, invitation) => returnsRow(invitation.id)(result),
  }),
  read<Invitation>({
    table: 'company_invitations',
    name: 'the stored token hash',
    allow: NOBODY,
    prepare: invitationTo(COMPANIES.acme),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.from('company_invitations').select('id, token_hash').eq('id', invitation.id),
    visible: (result, invitation) => returnsRow(invitation.id)(result),
  }),
  read<Invitation>({
    table: 'company_invitations',
    name: 'my_company_invitations lists the individual their invitation',
    allow: ['individual'],
    prepare: invitationTo(COMPANIES.fjord, USERS.individual.email),
    cleanup: cleanUp,
    run: (client) => client.rpc('my_company_invitations'),
    visible: (result, invitation) => returnsRow(invitation.id)(result),
  }),
  // The token is the capability: whoever holds the link sees what it is for.
  read<Invitation>({
    table: 'company_invitations',
    name: 'invitation_by_token with the mailed token',
    allow: PERSONAS,
    prepare: invitationTo(COMPANIES.acme),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) => client.rpc('invitation_by_token', { p_token: invitation.token }),
    visible: (result, invitation) => returnsRow(invitation.id)(result),
  }),

  // Direct writes: nobody --------------------------------------------------------------------
  write<string>({
    table: 'company_invitations',
    name: 'insert an invitation row directly',
    allow: NOBODY,
    prepare: () => Promise.resolve(invitedEmail()),
    cleanup: cleanUp,
    run: (client, _ctx, email) =>
      client.from('company_invitations').insert({
        company_id: COMPANIES.acme,
        email,
        role: 'employee',
        firstname: 'Matrise',
        lastname: 'Person',
        token_hash: 'x',
      }),
    applied: ({ db }, email) =>
      exists(db, 'select 1 from public.company_invitations where email = $1', [email]),
  }),
  write<Invitation>({
    table: 'company_invitations',
    name: 'mark an invitation to the individual accepted directly',
    allow: NOBODY,
    prepare: invitationTo(COMPANIES.acme, USERS.individual.email),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.from('company_invitations').update({ status: 'accepted' }).eq('id', invitation.id),
    applied: statusIs('accepted'),
  }),
  write<Invitation>({
    table: 'company_invitations',
    name: "delete Acme's invitation directly",
    allow: NOBODY,
    prepare: invitationTo(COMPANIES.acme),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) => client.from('company_invitations').delete().eq('id', invitation.id),
    applied: async ({ db }, invitation) =>
      !(await exists(db, 'select 1 from public.company_invitations where id = $1', [invitation.id])),
  }),

  // The functions ----------------------------------------------------------------------------
  write<string>({
    table: 'company_invitations',
    name: 'invite_to_company: Acme, as employee',
    allow: ACME_INVITERS,
    prepare: () => Promise.resolve(invitedEmail()),
    cleanup: cleanUp,
    run: (client, _ctx, email) =>
      client.rpc('invite_to_company', {
        p_company_id: COMPANIES.acme,
        p_email: email,
        p_role: 'employee',
        p_firstname: 'Matrise',
        p_lastname: 'Person',
      }),
    applied: ({ db }, email) =>
      exists(db, 'select 1 from public.company_invitations where email = $1', [email]),
  }),
  write<string>({
    table: 'company_invitations',
    name: 'invite_to_company: Acme, as owner',
    allow: ACME_OWNER_INVITERS,
    prepare: () => Promise.resolve(invitedEmail()),
    cleanup: cleanUp,
    run: (client, _ctx, email) =>
      client.rpc('invite_to_company', {
        p_company_id: COMPANIES.acme,
        p_email: email,
        p_role: 'owner',
        p_firstname: 'Matrise',
        p_lastname: 'Person',
      }),
    applied: ({ db }, email) =>
      exists(db, 'select 1 from public.company_invitations where email = $1', [email]),
  }),
  write<Invitation>({
    table: 'company_invitations',
    name: "resend_company_invitation: Acme's",
    allow: ACME_INVITERS,
    prepare: invitationTo(COMPANIES.acme),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.rpc('resend_company_invitation', { p_invitation_id: invitation.id }),
    applied: ({ db }, invitation) =>
      exists(db, 'select 1 from public.company_invitations where id = $1 and sent_count = 2', [
        invitation.id,
      ]),
  }),
  write<Invitation>({
    table: 'company_invitations',
    name: "revoke_company_invitation: Acme's",
    allow: ACME_INVITERS,
    prepare: invitationTo(COMPANIES.acme),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.rpc('revoke_company_invitation', { p_invitation_id: invitation.id }),
    applied: statusIs('revoked'),
  }),
  write<Invitation>({
    table: 'company_invitations',
    name: "accept_company_invitation: Acme's to the individual",
    allow: ['individual'],
    prepare: invitationTo(COMPANIES.acme, USERS.individual.email),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.rpc('accept_company_invitation', { p_invitation_id: invitation.id }),
    applied: async (ctx, invitation) =>
      (await statusIs('accepted')(ctx, invitation)) &&
      exists(ctx.db, 'select 1 from public.employees where user_id = $1 and company_id = $2', [
        USERS.individual.id,
        COMPANIES.acme,
      ]),
  }),
  write<Invitation>({
    table: 'company_invitations',
    name: "accept_company_invitation: Acme's to someone else",
    allow: NOBODY,
    prepare: invitationTo(COMPANIES.acme),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.rpc('accept_company_invitation', { p_invitation_id: invitation.id }),
    applied: statusIs('accepted'),
  }),
  write<Invitation>({
    table: 'company_invitations',
    name: "decline_company_invitation: Fjord's to the individual",
    allow: ['individual'],
    prepare: invitationTo(COMPANIES.fjord, USERS.individual.email),
    cleanup: cleanUp,
    run: (client, _ctx, invitation) =>
      client.rpc('decline_company_invitation', { p_invitation_id: invitation.id }),
    applied: statusIs('declined'),
  }),
];
