import { escapeHtml } from './contracts/escape-html.ts';

/** Building blocks for the lead notification mails to the sales inbox. */

export const DEFAULT_SALES_INBOX = 'salg@ordning.no';

const NOK = new Intl.NumberFormat('nb-NO', {
  style: 'currency',
  currency: 'NOK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const RECEIVED_AT = new Intl.DateTimeFormat('nb-NO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Oslo',
});

/** "1 250 000 kr": whole kroner, nb-NO grouping. */
export function formatNok(amount: number): string {
  return NOK.format(amount);
}

export function formatReceivedAt(iso: string): string {
  return RECEIVED_AT.format(new Date(iso));
}

/** A subject line: whitespace typed into a form field (a newline in a name) never reaches a mail header. */
export function singleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export const NOT_GIVEN = 'Ikke oppgitt';

/** One line of the mail: a label and its value, or several values (a list). */
export interface MailField {
  label: string;
  value: string | readonly string[] | undefined;
}

export interface LeadMailContent {
  heading: string;
  fields: readonly MailField[];
  /** The stored lead's id, so sales can find the row. */
  reference: string;
  receivedAt: string;
}

function textValue(value: MailField['value']): string {
  if (value === undefined || value.length === 0) return NOT_GIVEN;
  return typeof value === 'string' ? value : value.join(', ');
}

function htmlValue(value: MailField['value']): string {
  if (value === undefined || value.length === 0) return `<em>${NOT_GIVEN}</em>`;
  if (typeof value === 'string') return escapeHtml(value);
  return `<ul style="margin:0;padding-left:1.2em">${value.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/**
 * The same content as HTML (a two-column table; every value escaped, since
 * it is what a visitor typed) and as plain text. Built only from the stored
 * row, so every attempt at one lead sends an identical mail.
 */
export function renderLeadMail(content: LeadMailContent): { html: string; text: string } {
  const received = formatReceivedAt(content.receivedAt);
  const rows = content.fields
    .map(
      (field) =>
        `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0">${escapeHtml(field.label)}</th>` +
        `<td style="padding:4px 0">${htmlValue(field.value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="nb"><body style="font-family:system-ui,sans-serif;color:#1c1c1c">
<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>
<table style="border-collapse:collapse">
${rows}
</table>
<p style="color:#555;font-size:13px">Mottatt ${escapeHtml(received)} · Referanse ${escapeHtml(content.reference)}</p>
</body></html>`;
  const text = [
    content.heading,
    '',
    ...content.fields.map((field) => `${field.label}: ${textValue(field.value)}`),
    '',
    `Mottatt ${received} · Referanse ${content.reference}`,
  ].join('\n');
  return { html, text };
}
