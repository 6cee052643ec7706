/** The founders' own inbox: partner questions, event questions, everything. */
export const CONTACT_EMAIL = 'kontakt@ordning.no';

export const CONTACT_MAILTO = `mailto:${CONTACT_EMAIL}`;
