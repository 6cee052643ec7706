import { expect, type Locator, type Page } from '@playwright/test';

// Shared by employees.spec.ts: the page's parts found the way a user finds
// them, the invite form, and the invitation mail on the local mail page.

export const INVITE_SUBJECT = 'Invitasjon til Acme AS i Ordning';

/** A unique address per run, so a test never meets a person an earlier test invited. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ordning.test`;
}

/** The list region 'Registrerte ansatte'. */
export function employeeList(page: Page): Locator {
  return page.getByRole('region', { name: 'Registrerte ansatte' });
}

/** One person's row in the list, by their full name. */
export function employeeRow(page: Page, name: string): Locator {
  return employeeList(page).getByRole('listitem', { name, exact: true });
}

/** Fills the invite form and sends it; waits for 'Invitasjon sendt!'. */
export async function invite(
  page: Page,
  person: { firstname: string; lastname: string; email: string; phone?: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Inviter ansatt' });
  await form.getByLabel(/^Fornavn/).fill(person.firstname);
  await form.getByLabel(/^Etternavn/).fill(person.lastname);
  await form.getByLabel(/^E-post/).fill(person.email);
  if (person.phone) await form.getByLabel(/^Telefon/).fill(person.phone);
  await form.getByRole('button', { name: 'Send invitasjon', exact: true }).click();
  await expect(page.getByText('Invitasjon sendt!')).toBeVisible();
}

/** The invitation's link as the local mail page lists it (the mail arrives when the function returns). */
export async function inviteLinkFromMailPage(page: Page, email: string): Promise<string> {
  await page.goto('/_mail');
  const mail = page
    .getByRole('article')
    .filter({ hasText: email })
    .filter({ hasText: INVITE_SUBJECT })
    .first();
  await expect(mail).toBeVisible();
  const href = await mail
    .getByRole('list', { name: 'Lenker i e-posten' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  if (!href) throw new Error(`No link in the invitation to ${email}`);
  return href;
}

/** Picks a role in a Radix select (the trigger is a combobox, the options a listbox). */
export async function chooseRole(page: Page, combobox: Locator, label: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(combobox).toHaveText(label);
}

/** How many invitation mails the local mail page holds for `email`. */
export async function invitationCount(baseURL: string, email: string): Promise<number> {
  const response = await fetch(`${baseURL}/_mail/api/messages?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { subject: string }[];
  return mails.filter((mail) => mail.subject.startsWith('Invitasjon til ')).length;
}

/** The region 'Ventende invitasjoner' on /employees. */
export function pendingInvitations(page: Page): Locator {
  return page.getByRole('region', { name: 'Ventende invitasjoner' });
}

/** One invitation in that list, by the names the inviter typed. */
export function invitationRow(page: Page, name: string): Locator {
  return pendingInvitations(page).getByRole('listitem', { name, exact: true });
}
