import * as z from 'zod';
import { type ContactValues, contactShape, EMPTY_CONTACT, requiredText } from './lead-fields.ts';

/** The property form as the user fills it in (spec section 3, property request payload). */
export interface PropertyFormValues extends ContactValues {
  adresse: string;
  /** Free text: "ca. 1 200" and "800-900" are fine. */
  kvadratmeter: string;
}

export const EMPTY_PROPERTY_FORM: PropertyFormValues = { ...EMPTY_CONTACT, adresse: '', kvadratmeter: '' };

/** The property form's rules (spec section 5): every field required, the phone's format not checked. */
export const propertyRequestSchema = z.object({
  ...contactShape,
  phone: requiredText('Telefonnummer', 40),
  adresse: requiredText('Adresse'),
  kvadratmeter: requiredText('Kvadratmeter', 50),
});
