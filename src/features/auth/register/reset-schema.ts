import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from './register-schema.ts';

export const RESET_MESSAGES = {
  required: 'Vennligst fyll ut begge feltene',
  mismatch: 'Passordene matcher ikke',
  tooShort: 'Passordet er for kort',
} as const;

/** The reset form (spec section 5): both required, at least 8, and the same twice. */
export const ResetPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(1, RESET_MESSAGES.required),
        z.minLength(PASSWORD_MIN_LENGTH, RESET_MESSAGES.tooShort),
      ),
    confirmPassword: z.string().check(z.minLength(1, RESET_MESSAGES.required)),
  })
  .check(
    z.refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
      message: RESET_MESSAGES.mismatch,
      path: ['confirmPassword'],
    }),
  );

export const ForgotPasswordSchema = z.object({
  email: z.string().check(
    z.refine((value) => value.trim() !== '', 'Skriv inn e-postadressen din'),
    z.refine(
      (value) => value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()),
      'Skriv inn en gyldig e-postadresse',
    ),
  ),
});
