/**
 * The offers table's size limits (migration 20261127020300): the same numbers
 * and Norwegian messages in the editor's schema and in save_offer's answers.
 * The description is the editor's rich text (HTML), stored as both
 * `description` and `detailed_description`; every device downloads both on its
 * first sync, so neither may grow without bound.
 */
export const OFFER_LIMITS = {
  title: 120,
  description: 20_000,
  detailedDescription: 20_000,
  offersPerCompany: 200,
} as const;

export const OFFER_LIMIT_MESSAGES = {
  title: 'Tittelen kan ha maksimalt 120 tegn.',
  description: 'Beskrivelsen kan ha maksimalt 20 000 tegn.',
  detailedDescription: 'Den detaljerte beskrivelsen kan ha maksimalt 20 000 tegn.',
  offersPerCompany: 'Bedriften kan ha maksimalt 200 tilbud.',
} as const;
