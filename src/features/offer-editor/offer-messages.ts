/** Which screen an editor or list serves: the admin panel (any company) or a company's own offers. */
export type OfferContext = 'admin' | 'company';
/** Whether the editor makes a new offer or changes a stored one. */
export type EditorMode = 'create' | 'edit';

/** The offer-management texts of spec sections 4, 5 and 8, quoted exactly. */
export const OFFER_MESSAGES = {
  admin: {
    title: 'Tittel er påkrevd.',
    categories: 'Du må velge minst en kategori.',
    website: 'Nettside må være en gyldig HTTP/HTTPS URL.',
    offerUrl: 'Tilbuds-URL må være en gyldig HTTP/HTTPS URL.',
    email: 'E-post må være en gyldig adresse.',
  },
  company: {
    titleAndDescription: 'Tittel og beskrivelse er påkrevd.',
    categories: 'Velg minst én kategori.',
    url: 'Nettside/Tilbuds-URL må være en gyldig URL som starter med http:// eller https://',
    email: 'E-post må være en gyldig e-postadresse.',
    noCompany: 'Kunne ikke finne din bedrift. Kontakt support.',
  },
  tooManyImagesTitle: 'For mange bilder',
  tooManyImagesCreate: 'Du kan maksimalt laste opp 4 bilder.',
  tooManyImagesEdit: 'Du kan maksimalt ha 4 bilder totalt.',
  imageHint: 'PNG, JPG, GIF opptil 10MB',
  errorTitle: 'Feil',
  warningTitle: 'Varsel',
  added: 'Tilbudet ble lagt til!',
  updated: 'Tilbudet ble oppdatert!',
  created: 'Tilbudet ble opprettet.',
  deleted: 'Tilbudet ble slettet!',
  companyDeletedTitle: 'Suksess!',
  companyDeleted: 'Tilbudet ble slettet.',
  addFailed: 'Kunne ikke legge til tilbudet. Prøv igjen.',
  createFailed: 'Kunne ikke opprette tilbudet. Prøv igjen.',
  updateFailed: 'Kunne ikke oppdatere tilbudet. Prøv igjen.',
  deleteFailed: 'Kunne ikke slette tilbudet. Prøv igjen.',
  loadFailed: 'Kunne ikke laste tilbud. Prøv igjen senere.',
  fetchFailed: 'Kunne ikke hente tilbud. Prøv igjen senere.',
  unexpected: 'En uventet feil oppstod.',
  confirmDelete: 'Er du sikker på at du vil slette dette tilbudet?',
  offline: 'Du er frakoblet. Koble til internett for å lagre tilbudet.',
} as const;

/** The 'discount' text a new offer gets (spec section 3). */
export const DEFAULT_DISCOUNT: Record<OfferContext, string> = { admin: 'Spør oss', company: 'Se tilbud' };

/** The submit button while sending, and its resting label, per context and mode (spec section 4). */
export function submitLabel(context: OfferContext, mode: EditorMode, sending: boolean): string {
  if (mode === 'edit') return sending ? 'Oppdaterer...' : 'Oppdater tilbud';
  if (context === 'admin') return sending ? 'Legger til...' : 'Legg til tilbud';
  return sending ? 'Oppretter tilbud...' : 'Opprett tilbud';
}

/** The success toast after a save. */
export function savedMessage(context: OfferContext, mode: EditorMode): string {
  if (mode === 'edit') return OFFER_MESSAGES.updated;
  return context === 'admin' ? OFFER_MESSAGES.added : OFFER_MESSAGES.created;
}

/** The failure toast after a refused or failed save (the server's own Norwegian text is shown beside it). */
export function saveFailedMessage(context: OfferContext, mode: EditorMode): string {
  if (mode === 'edit') return OFFER_MESSAGES.updateFailed;
  return context === 'admin' ? OFFER_MESSAGES.addFailed : OFFER_MESSAGES.createFailed;
}
