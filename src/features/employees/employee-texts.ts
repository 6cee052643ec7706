// The employee screens' Norwegian texts. Those the spec quotes (sections 2, 5
// and 8) are exact; the rest follow their tone.
import { plural } from '@/lib/plural.ts';

export const EMPLOYEES_TEXT = {
  title: (company: string) => `Ansatte - ${company}`,
  listTitle: 'Registrerte ansatte',
  // The spec's '{n} ansatte registrert', with the singular for one.
  count: (n: number) => `${plural(n, { one: 'ansatt', other: 'ansatte' })} registrert`,
  noCompany: 'Ingen bedrift valgt',
  noCompanyHint: 'Velg en bedrift i bedriftsvelgeren for å se og administrere de ansatte.',
  empty: 'Ingen ansatte registrert ennå',
  loadFailed: 'Kunne ikke hente ansatte. Prøv igjen senere.',
  unexpected: 'En uventet feil oppstod. Prøv igjen senere.',
  partialProfiles: 'Kunne ikke hente all profilinformasjon.',
  retry: 'Prøv igjen',
  readOnly: 'Bare eiere og administratorer kan invitere, endre og fjerne ansatte.',
  updated: 'Ansatt oppdatert',
  updateFailedTitle: 'Feil ved oppdatering',
  updateFailed: 'Kunne ikke oppdatere ansatt.',
  deleted: 'Ansatt slettet',
  deleteFailedTitle: 'Feil ved sletting',
  deleteFailed: 'Kunne ikke slette ansatt.',
  confirmDelete: (name: string) => `Er du sikker på at du vil slette ${name}?`,
  statusInvited: 'Invitasjon sendt',
  statusAccepted: 'Akseptert',
  resend: 'Send invitasjonen på nytt',
} as const;

/** The spec's fallback for a member without a profile. */
export const UNKNOWN_PERSON = {
  firstname: 'Ukjent',
  lastname: 'Bruker',
  phone: '',
  email: 'E-post ikke tilgjengelig',
} as const;

export const INVITE_TEXT = {
  requiredTitle: 'Vennligst fyll ut alle påkrevde felt',
  required: 'Fornavn, etternavn og e-post er påkrevd.',
  invalidEmail: 'Skriv inn en gyldig e-postadresse',
  sent: 'Invitasjon sendt!',
  sentDescription: (name: string) => `${name} får en e-post med en lenke for å bli med.`,
  noAccessTitle: 'Ingen tilgang',
  noAccess: 'Du har ikke rettigheter til å invitere ansatte for denne bedriften.',
  registeredTitle: 'E-post allerede registrert',
  registered: 'En bruker med denne e-postadressen er allerede registrert.',
  failedTitle: 'Noe gikk galt',
  failed: 'Det oppstod en feil under inviteringen. Vennligst prøv igjen.',
  invitedTitle: 'Allerede invitert',
  invited: 'Denne e-postadressen har allerede en ventende invitasjon. Send den på nytt fra listen.',
  tooManyTitle: 'For mange invitasjoner',
  tooMany: 'Bedriften har sendt mange invitasjoner på kort tid. Prøv igjen senere.',
} as const;

/** The invitations: the company's list on /employees and the invited person's answer. */
export const INVITATIONS_TEXT = {
  listTitle: 'Ventende invitasjoner',
  count: (n: number) => plural(n, { one: 'invitasjon', other: 'invitasjoner' }),
  status: {
    pending: 'Venter på svar',
    expired: 'Utløpt',
    declined: 'Avslått',
    accepted: 'Akseptert',
    revoked: 'Trukket tilbake',
  },
  resend: 'Send på nytt',
  revoke: 'Trekk tilbake',
  resent: 'Invitasjonen er sendt på nytt',
  revoked: 'Invitasjonen er trukket tilbake',
  revokeFailed: 'Kunne ikke trekke tilbake invitasjonen. Prøv igjen.',
  loadFailed: 'Kunne ikke hente invitasjonene. Prøv igjen senere.',
  mineTitle: 'Invitasjoner til deg',
  invitedAs: (company: string, role: string) => `${company} har invitert deg som ${role.toLowerCase()}.`,
  accept: 'Godta',
  decline: 'Avslå',
  accepted: 'Invitasjonen er godtatt',
  acceptedDescription: (company: string) => `Du er nå med i ${company}.`,
  declined: 'Invitasjonen er avslått',
  gone: 'Invitasjonen er ikke lenger gyldig.',
  answerFailed: 'Kunne ikke svare på invitasjonen. Prøv igjen.',
  offline: 'Du er frakoblet. Koble til internett for å svare på invitasjonen.',
} as const;

/**
 * Without a network nothing here can be sent: the app's offline wording
 * (as on the profile and branding forms), 'Du er frakoblet. Koble til
 * internett for å ...'. A toast has the first sentence as its title and the
 * second as its description; a line in a form has both.
 */
export const OFFLINE_TEXT = {
  title: 'Du er frakoblet',
  invite: 'Koble til internett for å sende invitasjonen.',
  import: 'Koble til internett for å sende invitasjonene.',
  resend: 'Koble til internett for å sende invitasjonen på nytt.',
  role: 'Koble til internett for å endre rollen.',
  delete: 'Koble til internett for å slette den ansatte.',
  manage: 'Koble til internett for å endre roller, slette ansatte eller sende invitasjoner på nytt.',
} as const;

/** 'Du er frakoblet. Koble til internett for å ...' as one line. */
export function offlineLine(what: Exclude<keyof typeof OFFLINE_TEXT, 'title'>): string {
  return `${OFFLINE_TEXT.title}. ${OFFLINE_TEXT[what]}`;
}
