import * as z from 'zod';
import type { createAdminClient } from './admin-client.ts';
import { escapeHtml } from './contracts/escape-html.ts';
import type { Mailer } from './mailer.ts';
import type { CompanyRegistry } from '../lookup-company/company-registry.ts';

type AdminClient = ReturnType<typeof createAdminClient>;

/** A claim that lost its organisation number to a verified company: its registrant is told. */
export interface SupersededClaim {
  email: string;
  company_name: string;
}

const supersededClaims = z.array(z.object({ email: z.string(), company_name: z.string() }));

export const verificationAnswer = z.object({
  status: z.enum(['pending', 'verified', 'rejected']),
  matched: z.boolean().optional(),
  superseded: supersededClaims.default([]),
});

export type VerificationAnswer = z.infer<typeof verificationAnswer>;

/**
 * Reads the organisation's roles through the registry adapter (the one
 * lookup-company uses) and hands them to the database, which stores them as
 * evidence and verifies the company when the registrant is one of the people
 * who may act for it. An unknown number stores no roles: the claim waits for
 * an admin. Registry failures are thrown to the caller.
 */
export async function checkCompanyAgainstRegistry(
  admin: AdminClient,
  registry: CompanyRegistry,
  company: { id: string; org_no: string },
): Promise<VerificationAnswer> {
  const found = await registry.findRoles(company.org_no);
  const result = await admin.rpc('record_registry_check', {
    company_id: company.id,
    roles: found?.roles ?? [],
    website: found?.website ?? null,
  });
  if (result.error) throw new Error(`record_registry_check failed: ${result.error.message}`);
  const data: unknown = result.data;
  return verificationAnswer.parse(data);
}

/** One mail per superseded claim; a failed mail is logged and never undoes the verification. */
export async function tellSupersededClaimants(
  mailer: Mailer,
  orgNo: string,
  claims: readonly SupersededClaim[],
): Promise<void> {
  for (const claim of claims) {
    const text =
      `Hei!\n\nDu registrerte ${claim.company_name} (org.nr. ${orgNo}) hos Ordning. ` +
      'En annen konto er nå godkjent for dette organisasjonsnummeret, så registreringen din er avvist. ' +
      'Mener du at dette er feil, svar på denne e-posten eller kontakt support.\n\nHilsen Ordning';
    const html = text
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('');
    try {
      await mailer.send(
        { to: claim.email, subject: `Registreringen av ${claim.company_name} ble avvist`, html, text },
        { idempotencyKey: `superseded-${orgNo}-${claim.email}` },
      );
    } catch (error) {
      console.error('[company-verification] could not tell a superseded claimant', error);
    }
  }
}
