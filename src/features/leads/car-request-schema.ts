import * as z from 'zod';
import {
  type ContactValues,
  contactShape,
  EMPTY_CONTACT,
  optionalText,
  requiredText,
} from './lead-fields.ts';
import { INVALID_PHONE_MESSAGE, isNorwegianPhone } from './phone.ts';

export const REGISTRATION_NUMBER_MAX_LENGTH = 20;

/** The car form as the user fills it in (spec section 3, car request payload). */
export interface CarFormValues extends ContactValues {
  antallBiler: string;
  /** Whole kroner; 0 while the field is empty. */
  budsjett: number;
  bilType: string;
  registrationNumbers: string[];
  fleetSupplier: string;
  autopassSupplier: string;
}

export const EMPTY_CAR_FORM: CarFormValues = {
  ...EMPTY_CONTACT,
  antallBiler: '',
  budsjett: 0,
  bilType: '',
  registrationNumbers: [''],
  fleetSupplier: '',
  autopassSupplier: '',
};

export const carPhoneField = requiredText('Telefonnummer', 30).refine(
  isNorwegianPhone,
  INVALID_PHONE_MESSAGE,
);

/**
 * The numbers are optional, so blank rows are dropped; the server still
 * wants the list to have a row (it may be blank), as the form always has one.
 */
const registrationNumbersField = z
  .array(
    z
      .string()
      .trim()
      .max(
        REGISTRATION_NUMBER_MAX_LENGTH,
        `Et registreringsnummer kan være høyst ${REGISTRATION_NUMBER_MAX_LENGTH} tegn`,
      ),
  )
  .transform((rows) => {
    const filled = rows.filter(Boolean);
    return filled.length > 0 ? filled : [''];
  });

/** The car form's rules (spec section 5); parsing yields the payload for send-partout-email. */
export const carRequestSchema = z.object({
  ...contactShape,
  phone: carPhoneField,
  antallBiler: requiredText('Antall biler', 100),
  // The field holds digits only, so 0 can only mean it is empty.
  budsjett: z.number().int().min(1, 'Budsjett er påkrevd').max(Number.MAX_SAFE_INTEGER),
  bilType: requiredText('Biltype'),
  registrationNumbers: registrationNumbersField,
  fleetSupplier: optionalText('Flåteleverandør'),
  autopassSupplier: optionalText('AutoPASS-leverandør'),
});
