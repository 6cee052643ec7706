import * as z from 'zod';
import { carRequestSchemaWith, registrationNumberField } from '@contracts/car-request.ts';
import { type ContactValues, EMPTY_CONTACT } from './lead-fields.ts';

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

/**
 * The numbers are optional, so blank rows are dropped; the server still
 * wants the list to have a row (it may be blank), as the form always has one.
 */
const registrationNumbersField = z.array(registrationNumberField).transform((rows) => {
  const filled = rows.filter(Boolean);
  return filled.length > 0 ? filled : [''];
});

// The field holds digits only, so 0 can only mean it is empty.
const budgetField = z.number().int().min(1, 'Budsjett er påkrevd').max(Number.MAX_SAFE_INTEGER);

/** The car form's rules (spec section 5); parsing yields the payload for send-partout-email. */
export const carRequestSchema = carRequestSchemaWith(budgetField, registrationNumbersField);
