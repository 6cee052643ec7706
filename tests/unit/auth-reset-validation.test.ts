// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSamePassword } from '../../src/features/auth/api/auth-failure.ts';
import {
  ForgotPasswordSchema,
  RESET_MESSAGES,
  ResetPasswordSchema,
} from '../../src/features/auth/register/reset-schema.ts';
import { fieldErrors } from '../../src/ui/form-errors.ts';

function errorsOf(password: string, confirmPassword: string) {
  const parsed = ResetPasswordSchema.safeParse({ password, confirmPassword });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('the reset form', () => {
  it('accepts two equal passwords of at least 8 characters', () => {
    expect(errorsOf('Nytt2026!', 'Nytt2026!')).toEqual({});
  });

  it('requires both fields', () => {
    expect(errorsOf('', '')).toEqual({
      password: RESET_MESSAGES.required,
      confirmPassword: RESET_MESSAGES.required,
    });
  });

  it('says "Passordet er for kort" under 8 characters', () => {
    expect(errorsOf('Kort1!', 'Kort1!').password).toBe('Passordet er for kort');
  });

  it('says "Passordene matcher ikke" when they differ', () => {
    expect(errorsOf('Nytt2026!', 'Nytt2026?').confirmPassword).toBe('Passordene matcher ikke');
  });
});

describe('the forgot-password form', () => {
  it('requires an e-mail address', () => {
    expect(ForgotPasswordSchema.safeParse({ email: ' ' }).success).toBe(false);
    expect(ForgotPasswordSchema.safeParse({ email: 'kari@example.no' }).success).toBe(true);
  });
});

describe('the same-password answer', () => {
  it.each([
    [{ code: 'same_password', message: 'x' }, true],
    [{ message: 'New password should be different from the old password.' }, true],
    [{ message: 'Password is the same as before' }, true],
    [{ message: 'Identical password' }, true],
    [{ message: 'Password reuse is not allowed' }, true],
    [{ message: 'Auth session missing!' }, false],
    [null, false],
  ])('%j is a same-password error: %s', (error, expected) => {
    expect(isSamePassword(error)).toBe(expected);
  });
});
