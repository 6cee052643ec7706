import * as z from 'zod';
import { emailField, optionalOrgNumberField, optionalText, requiredText } from './lead-fields.ts';

/**
 * A lead form's schema: what every lead form asks first (spec section 3),
 * who is asking and for which company, then the form's own fields. The
 * forms differ in how strictly they check the phone number, so each passes
 * its own phone field.
 */
export function leadRequestSchema<Phone extends z.ZodType, Form extends z.ZodRawShape>(
  phone: Phone,
  form: Form,
) {
  return z.object(
    {
      fullName: requiredText('Fullt navn'),
      phone,
      email: emailField,
      firmanavn: optionalText('Firmanavn'),
      orgNr: optionalOrgNumberField,
      ...form,
    },
    { error: 'Forespørselen må være et JSON-objekt med feltene fra skjemaet' },
  );
}
