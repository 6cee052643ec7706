import * as z from 'zod';

const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;
const MAX_PHONE_LENGTH = 40;
const MAX_URL_LENGTH = 2048;

export const EMPLOYEE_ROLES = ['employee', 'admin', 'owner'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

const text = (field: string, label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${label} (${field}) mangler` : `${label} (${field}) må være tekst`,
  });

const isEmail = (value: string) => z.email().safeParse(value).success;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const name = (field: string, label: string) =>
  text(field, label)
    .trim()
    .max(MAX_NAME_LENGTH, `${label} kan være høyst ${String(MAX_NAME_LENGTH)} tegn`)
    .optional();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const email = text('email', 'E-post')
  .trim()
  .min(1, 'E-post er påkrevd')
  .max(MAX_EMAIL_LENGTH, 'E-postadressen er for lang')
  .refine(isEmail, 'E-post må være en gyldig e-postadresse')
  .transform((value) => value.toLowerCase());

const phone = text('phone', 'Telefon')
  .trim()
  .max(MAX_PHONE_LENGTH, 'Telefonnummeret er for langt')
  .nullish()
  .transform((value) => (value ? value : null));

const companyId = z.uuid({
  error: (issue) =>
    issue.input === undefined
      ? 'Bedrift (company_id) mangler'
      : 'Bedrift (company_id) må være en gyldig UUID',
});

const role = z
  .enum(EMPLOYEE_ROLES, { error: 'Rollen (role) må være employee, admin eller owner' })
  .default('employee');

const redirectTo = text('redirectTo', 'Videresendingsadressen')
  .trim()
  .max(MAX_URL_LENGTH, 'Videresendingsadressen (redirectTo) er for lang')
  .refine(isHttpUrl, 'Videresendingsadressen (redirectTo) må være en http- eller https-adresse')
  .nullish();

/**
 * The invite form's payload (spec section 3, "Invite payload") plus `resend`
 * (with the pending invitation's `invitation_id`, or found by e-mail).
 * First and last name are required for a new invitation; a re-sent one names
 * a person the company already has, so they may be left out then. An empty
 * phone means none. redirectTo is where the invitation link lands (the app's
 * /accept-invite); the auth service falls back to the site URL unless it is
 * on its allow-list.
 */
export const inviteBody = z
  .object(
    {
      email,
      firstname: name('firstname', 'Fornavn'),
      lastname: name('lastname', 'Etternavn'),
      phone,
      company_id: companyId,
      role,
      redirectTo,
      resend: z.boolean({ error: 'resend må være true eller false' }).optional(),
      invitation_id: z.uuid({ error: 'Invitasjonen (invitation_id) må være en gyldig UUID' }).optional(),
    },
    { error: 'Forespørselen må være et JSON-objekt med email, firstname, lastname, company_id og role' },
  )
  // Checked even when another field is wrong (zod skips an object's refinements after other
  // issues by default), so a form learns of every problem at once.
  .refine((body) => body.resend === true || Boolean(body.firstname), {
    path: ['firstname'],
    message: 'Fornavn er påkrevd',
    when: (payload) => isPlainObject(payload.value),
  })
  .refine((body) => body.resend === true || Boolean(body.lastname), {
    path: ['lastname'],
    message: 'Etternavn er påkrevd',
    when: (payload) => isPlainObject(payload.value),
  });

export type InviteBody = z.infer<typeof inviteBody>;

/** At most this many invitations in one request: one batch's mails are sent in well under a minute. */
export const MAX_BATCH = 25;

const requiredName = (field: string, label: string) =>
  text(field, label)
    .trim()
    .min(1, `${label} er påkrevd`)
    .max(MAX_NAME_LENGTH, `${label} kan være høyst ${String(MAX_NAME_LENGTH)} tegn`);

/** One row of a CSV import: a new invitation, as the single form sends it. */
const batchRow = z.object(
  {
    email,
    firstname: requiredName('firstname', 'Fornavn'),
    lastname: requiredName('lastname', 'Etternavn'),
    phone,
    role,
  },
  { error: 'Hver invitasjon må være et JSON-objekt med email, firstname, lastname og role' },
);

/**
 * A CSV import's batch: the server sends each row's invitation in turn, so a
 * 500-row file is 20 requests, each answered with every row's outcome.
 */
export const inviteBatchBody = z.object(
  {
    company_id: companyId,
    redirectTo,
    invitations: z
      .array(batchRow, { error: 'invitations må være en liste' })
      .min(1, 'invitations kan ikke være tom')
      .max(MAX_BATCH, `Høyst ${String(MAX_BATCH)} invitasjoner per forespørsel`),
  },
  { error: 'Forespørselen må være et JSON-objekt med company_id og invitations' },
);

export type InviteBatchBody = z.infer<typeof inviteBatchBody>;
