import { type ContactValues, EMPTY_CONTACT } from './lead-fields.ts';

/**
 * The property form as the user fills it in (spec section 3, property
 * request payload); its rules are send-eiendomsdrift-email's schema,
 * @contracts/property-request.ts.
 */
export interface PropertyFormValues extends ContactValues {
  adresse: string;
  /** Free text: "ca. 1 200" and "800-900" are fine. */
  kvadratmeter: string;
}

export const EMPTY_PROPERTY_FORM: PropertyFormValues = { ...EMPTY_CONTACT, adresse: '', kvadratmeter: '' };
