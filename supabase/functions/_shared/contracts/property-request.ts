import type * as z from 'zod';
import { requiredText } from './lead-fields.ts';
import { leadRequestSchema } from './lead-request.ts';

/**
 * The property request payload (spec section 3) with the property form's
 * rules (section 5): the phone is required but its format is not checked,
 * and kvadratmeter is free text ("ca. 1 200", "800-900"). The form and
 * send-eiendomsdrift-email check with this one schema.
 */
export const propertyRequestSchema = leadRequestSchema(requiredText('Telefonnummer', 40), {
  adresse: requiredText('Adresse'),
  kvadratmeter: requiredText('Kvadratmeter', 50),
});

export type PropertyRequest = z.output<typeof propertyRequestSchema>;
