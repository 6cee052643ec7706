import { randomUUID } from 'node:crypto';
import { type MatrixCase, createOffer, exists, read, returnsRow, rowsOf, write } from './matrix.ts';
import type { Persona } from './personas.ts';
import { USERS } from './seed-ids.ts';

// Issue 23: a company that is not verified reaches nobody but the people who manage it.
// Each case puts a pending company in place, owned by the individual persona (who registered
// it), with a visible offer, and removes it afterwards.

type Db = Parameters<typeof exists>[0];

const NOBODY: readonly Persona[] = [];
const ADMIN: readonly Persona[] = ['admin'];
/** Its registrant (owner) and platform admins. */
const PENDING_MANAGERS: readonly Persona[] = ['individual', 'admin'];

interface PendingCompany {
  companyId: string;
  offerId: string;
}

let serial = 0;

async function pendingCompany({ db }: { db: Db }): Promise<PendingCompany> {
  const companyId = randomUUID();
  serial += 1;
  await db.query(
    `insert into public.companies (id, name, org_no, verification_status, registered_by)
     values ($1, 'Ventende AS', '923609016', 'pending', $2)`,
    [companyId, USERS.individual.id],
  );
  await db.query(`insert into public.employees (user_id, company_id, role) values ($1, $2, 'owner')`, [
    USERS.individual.id,
    companyId,
  ]);
  const offerId = await createOffer(db, { companyId });
  await db.query(`update public.offers set title = $2 where id = $1`, [
    offerId,
    `Ventende ${String(serial)}`,
  ]);
  return { companyId, offerId };
}

async function removePending({ db }: { db: Db }, fixture: PendingCompany): Promise<void> {
  await db.query('delete from public.offers where id = $1', [fixture.offerId]);
  await db.query('delete from public.companies where id = $1', [fixture.companyId]);
}

const statusIs = (db: Db, companyId: string, status: string) =>
  exists(db, 'select 1 from public.companies where id = $1 and verification_status = $2', [
    companyId,
    status,
  ]);

export const verificationCases: MatrixCase[] = [
  read<PendingCompany>({
    table: 'offers',
    name: "select a pending company's visible offer",
    allow: PENDING_MANAGERS,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client, _ctx, fixture) => client.from('offers').select('id').eq('id', fixture.offerId),
    visible: (result, fixture) => returnsRow(fixture.offerId)(result),
  }),
  read<PendingCompany>({
    table: 'offer_secrets',
    name: "select the code of a pending company's offer",
    allow: PENDING_MANAGERS,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client, _ctx, fixture) =>
      client.from('offer_secrets').select('offer_id, discount_code').eq('offer_id', fixture.offerId),
    visible: (result, fixture) => returnsRow(fixture.offerId, 'offer_id')(result),
  }),
  read<PendingCompany>({
    table: 'offers',
    name: "catalogue_changes with a pending company's offer",
    allow: PENDING_MANAGERS,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client) => client.rpc('catalogue_changes', {}),
    visible: (result, fixture) =>
      ((result.data as { offers?: { id: string }[] } | null)?.offers ?? []).some(
        (offer) => offer.id === fixture.offerId,
      ),
  }),
  read<PendingCompany>({
    table: 'companies',
    name: 'company_verification_queue lists a pending company',
    allow: ADMIN,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client) => client.rpc('company_verification_queue'),
    visible: (result, fixture) => rowsOf(result).some((row) => row.id === fixture.companyId),
  }),
  write<PendingCompany>({
    table: 'companies',
    name: 'give a pending company a subdomain',
    allow: NOBODY,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client, _ctx, fixture) =>
      client.from('companies').update({ subdomain: 'ventende-as' }).eq('id', fixture.companyId),
    applied: ({ db }, fixture) =>
      exists(db, `select 1 from public.companies where id = $1 and subdomain = 'ventende-as'`, [
        fixture.companyId,
      ]),
  }),
  write<PendingCompany>({
    table: 'companies',
    name: 'turn on white label for a pending company',
    allow: NOBODY,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client, _ctx, fixture) =>
      client.from('companies').update({ is_white_label_enabled: true }).eq('id', fixture.companyId),
    applied: ({ db }, fixture) =>
      exists(db, 'select 1 from public.companies where id = $1 and is_white_label_enabled', [
        fixture.companyId,
      ]),
  }),
  write<PendingCompany>({
    table: 'companies',
    name: 'set verification_status of a pending company',
    allow: NOBODY,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client, _ctx, fixture) =>
      client.from('companies').update({ verification_status: 'verified' }).eq('id', fixture.companyId),
    applied: ({ db }, fixture) => statusIs(db, fixture.companyId, 'verified'),
  }),
  write<PendingCompany>({
    table: 'companies',
    name: 'record_registry_check with forged roles',
    allow: NOBODY,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client, _ctx, fixture) =>
      client.rpc('record_registry_check', {
        company_id: fixture.companyId,
        roles: [
          { code: 'DAGL', description: 'Daglig leder', name: 'Ola Nordmann', fullName: 'Ola Nordmann' },
        ],
      }),
    applied: ({ db }, fixture) =>
      exists(db, 'select 1 from public.companies where id = $1 and registry_evidence is not null', [
        fixture.companyId,
      ]),
  }),
  write<PendingCompany>({
    table: 'companies',
    name: 'review_company approves a pending company',
    allow: ADMIN,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client, _ctx, fixture) =>
      client.rpc('review_company', { company_id: fixture.companyId, approve: true }),
    applied: ({ db }, fixture) => statusIs(db, fixture.companyId, 'verified'),
  }),
  write<PendingCompany>({
    table: 'companies',
    name: 'review_company rejects a pending company',
    allow: ADMIN,
    prepare: pendingCompany,
    cleanup: removePending,
    run: (client, _ctx, fixture) =>
      client.rpc('review_company', { company_id: fixture.companyId, approve: false }),
    applied: ({ db }, fixture) => statusIs(db, fixture.companyId, 'rejected'),
  }),
];
