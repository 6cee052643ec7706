// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_MESSAGES,
  RegisterSchema,
  type RegisterValues,
  signupMetadata,
  switchUserType,
} from '../../src/features/auth/register/register-schema.ts';
import { passwordStrength } from '../../src/features/auth/register/password-strength.ts';
import { fieldErrors } from '../../src/ui/form-errors.ts';

const person: RegisterValues = {
  ...EMPTY_REGISTER_VALUES,
  email: 'kari@example.no',
  contactFirstName: 'Kari',
  contactLastName: 'Nordmann',
  password: 'Sommer2026!',
  confirmPassword: 'Sommer2026!',
};

const company: RegisterValues = {
  ...person,
  userType: 'company',
  companyName: 'Nordlys Regnskap AS',
  organizationNumber: '903 552 905',
  address: 'Karl Johans gate 21, 0159 Oslo',
};

function errorsOf(values: RegisterValues) {
  const parsed = RegisterSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('the register schema', () => {
  it('accepts a complete private person and a complete company', () => {
    expect(errorsOf(person)).toEqual({});
    expect(errorsOf(company)).toEqual({});
  });

  it.each(['email', 'contactFirstName', 'contactLastName'] as const)(
    'asks for every required field when %s is blank after trimming',
    (field) => {
      expect(errorsOf({ ...person, [field]: '   ' })[field]).toBe(REGISTER_MESSAGES.required);
    },
  );

  it('asks for the password and its confirmation', () => {
    const errors = errorsOf({ ...person, password: '', confirmPassword: '' });
    expect(errors.password).toBe(REGISTER_MESSAGES.required);
    expect(errors.confirmPassword).toBe(REGISTER_MESSAGES.required);
  });

  it.each(['companyName', 'organizationNumber', 'address'] as const)(
    'requires %s of a company only',
    (field) => {
      expect(errorsOf({ ...company, [field]: ' ' })[field]).toBe(REGISTER_MESSAGES.required);
      expect(errorsOf({ ...person, [field]: '' })).toEqual({});
    },
  );

  it('refuses a password under 8 characters with the spec text', () => {
    expect(errorsOf({ ...person, password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' }).password).toBe(
      'Passordet må være minst 8 tegn langt for å sikre tilstrekkelig sikkerhet.',
    );
    expect(REGISTER_MESSAGES.tooShortTitle).toBe('Passord for kort');
  });

  it('says when the passwords do not match', () => {
    expect(errorsOf({ ...person, confirmPassword: 'Sommer2026?' }).confirmPassword).toBe(
      'Passordene matcher ikke',
    );
  });

  it('refuses an organisation number that fails mod-11 and a malformed e-mail', () => {
    expect(errorsOf({ ...company, organizationNumber: '903552904' }).organizationNumber).toBe(
      REGISTER_MESSAGES.orgNumber,
    );
    expect(errorsOf({ ...person, email: 'kari@' }).email).toBe(REGISTER_MESSAGES.email);
    expect(errorsOf({ ...company, invoiceEmail: 'faktura' }).invoiceEmail).toBe(REGISTER_MESSAGES.email);
  });

  it('says "Vennligst fyll ut alle påkrevde felt" exactly', () => {
    expect(REGISTER_MESSAGES.required).toBe('Vennligst fyll ut alle påkrevde felt');
  });
});

describe('the signup metadata', () => {
  it('is the individual shape for a private person', () => {
    expect(signupMetadata({ ...person, contactFirstName: ' Kari ' })).toEqual({
      user_type: 'individual',
      firstname: 'Kari',
      lastname: 'Nordmann',
      phone: null,
    });
  });

  it('carries the company, its number without spaces and its address for a company', () => {
    expect(signupMetadata(company)).toEqual({
      user_type: 'company',
      firstname: 'Kari',
      lastname: 'Nordmann',
      phone: null,
      company_name: 'Nordlys Regnskap AS',
      org_no: '903552905',
      address: 'Karl Johans gate 21, 0159 Oslo',
    });
  });

  it('adds the typed invoice e-mail, trimmed, and leaves it out when blank', () => {
    expect(signupMetadata({ ...company, invoiceEmail: ' faktura@nordlys.no ' })).toEqual({
      user_type: 'company',
      firstname: 'Kari',
      lastname: 'Nordmann',
      phone: null,
      company_name: 'Nordlys Regnskap AS',
      org_no: '903552905',
      address: 'Karl Johans gate 21, 0159 Oslo',
      invoice_email: 'faktura@nordlys.no',
    });
    expect(signupMetadata({ ...company, invoiceEmail: '   ' })).not.toHaveProperty('invoice_email');
  });

  it('never sends an invoice e-mail for a private person', () => {
    expect(signupMetadata({ ...person, invoiceEmail: 'faktura@nordlys.no' })).not.toHaveProperty(
      'invoice_email',
    );
  });
});

describe('the register toggle', () => {
  it('clears company name, organisation number, invoice e-mail and address when switching to private', () => {
    const switched = switchUserType({ ...company, invoiceEmail: 'faktura@nordlys.no' }, 'individual');
    expect(switched).toEqual({ ...person, userType: 'individual' });
  });

  it('keeps what was typed when switching to company', () => {
    expect(switchUserType(person, 'company')).toEqual({ ...person, userType: 'company' });
  });
});

describe('the password strength meter', () => {
  it.each([
    ['', 0, 'Svakt'],
    ['abc', 1, 'Svakt'],
    ['abcdefgh', 2, 'Middels'],
    ['Abcdefgh', 3, 'Middels'],
    ['Abcdefg1', 4, 'Sterkt'],
    ['Abcdefg1!', 5, 'Sterkt'],
    ['ÆØÅ', 1, 'Svakt'],
  ])('scores %j as %i checks, %s', (password, score, label) => {
    const strength = passwordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.label).toBe(label);
  });

  it('names all five checks', () => {
    expect(passwordStrength('x').checks.map((check) => check.id)).toEqual([
      'length',
      'upper',
      'lower',
      'digit',
      'special',
    ]);
  });
});
