// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatOrgNumber, isValidOrgNumber } from '../../supabase/functions/_shared/contracts/org-number.ts';
import { propertyRequestSchema } from '../../supabase/functions/_shared/contracts/property-request.ts';
import { carRequestSchema as serverCarSchema } from '../../supabase/functions/send-partout-email/car-request.ts';
import {
  carRequestSchema,
  EMPTY_CAR_FORM,
  type CarFormValues,
} from '../../src/features/leads/car-request-schema.ts';
import { withoutAbsent } from '../../src/features/leads/lead-fields.ts';
import { fieldErrors } from '../../src/ui/form-errors.ts';
import { EMPTY_PROPERTY_FORM, type PropertyFormValues } from '../../src/features/leads/property-form.ts';
import {
  addRegistrationRow,
  removeRegistrationRow,
  updateRegistrationRow,
} from '../../src/features/leads/registration-rows.ts';

const VALID_CAR: CarFormValues = {
  fullName: 'Kari Nordmann',
  phone: '+47 987 65 432',
  email: 'kari@firma.no',
  firmanavn: 'Acme AS',
  orgNr: '914563720',
  antallBiler: '5',
  budsjett: 250_000,
  bilType: 'Elbil',
  registrationNumbers: ['AB 12345'],
  fleetSupplier: 'Flåte AS',
  autopassSupplier: 'Fjellinjen',
};

const VALID_PROPERTY: PropertyFormValues = {
  fullName: 'Ola Nordmann',
  phone: '22 33 44 55',
  email: 'ola@firma.no',
  firmanavn: 'Fjord Eiendom AS',
  orgNr: '928714055',
  adresse: 'Bryggen 3, 5003 Bergen',
  kvadratmeter: 'ca. 1 200',
};

function carErrors(
  values: Partial<Omit<CarFormValues, 'registrationNumbers'>> & { registrationNumbers?: readonly string[] },
) {
  const result = carRequestSchema.safeParse({ ...VALID_CAR, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

function propertyErrors(values: Partial<PropertyFormValues>) {
  const result = propertyRequestSchema.safeParse({ ...VALID_PROPERTY, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

describe('the car request schema', () => {
  it('turns a complete form into the payload of the spec', () => {
    expect(withoutAbsent(carRequestSchema.parse(VALID_CAR))).toEqual({
      fullName: 'Kari Nordmann',
      phone: '+47 987 65 432',
      email: 'kari@firma.no',
      firmanavn: 'Acme AS',
      orgNr: '914563720',
      antallBiler: '5',
      budsjett: 250_000,
      bilType: 'Elbil',
      registrationNumbers: ['AB 12345'],
      fleetSupplier: 'Flåte AS',
      autopassSupplier: 'Fjellinjen',
    });
  });

  it('requires every required field of an empty form, with its message', () => {
    expect(carErrors(EMPTY_CAR_FORM)).toEqual({
      fullName: 'Fullt navn er påkrevd',
      phone: 'Telefonnummer er påkrevd',
      email: 'E-post er påkrevd',
      antallBiler: 'Antall biler er påkrevd',
      budsjett: 'Budsjett er påkrevd',
      bilType: 'Biltype er påkrevd',
    });
  });

  it.each([
    ['fullName', { fullName: '   ' }, 'Fullt navn er påkrevd'],
    ['phone', { phone: ' ' }, 'Telefonnummer er påkrevd'],
    [
      'phone',
      { phone: '123 45 678' },
      'Ugyldig norsk telefonnummer. Bruk format: 123 45 678 eller +47 123 45 678',
    ],
    [
      'phone',
      { phone: '+47 987 65 43' },
      'Ugyldig norsk telefonnummer. Bruk format: 123 45 678 eller +47 123 45 678',
    ],
    ['email', { email: '' }, 'E-post er påkrevd'],
    ['email', { email: 'kari@' }, 'Ugyldig e-postadresse'],
    ['antallBiler', { antallBiler: '' }, 'Antall biler er påkrevd'],
    ['antallBiler', { antallBiler: 'x'.repeat(101) }, 'Antall biler kan være høyst 100 tegn'],
    ['budsjett', { budsjett: 0 }, 'Budsjett er påkrevd'],
    ['bilType', { bilType: '\t' }, 'Biltype er påkrevd'],
    [
      'orgNr',
      { orgNr: '914563721' },
      'Ugyldig organisasjonsnummer: det må være 9 siffer med gyldig kontrollsiffer',
    ],
    [
      'orgNr',
      { orgNr: '12345' },
      'Ugyldig organisasjonsnummer: det må være 9 siffer med gyldig kontrollsiffer',
    ],
    [
      'registrationNumbers.1',
      { registrationNumbers: ['AB 12345', 'X'.repeat(21)] },
      'Et registreringsnummer kan være høyst 20 tegn',
    ],
    ['fleetSupplier', { fleetSupplier: 'x'.repeat(201) }, 'Flåteleverandør kan være høyst 200 tegn'],
  ] as const)('rejects a bad %s with its message', (key, values, message) => {
    expect(carErrors(values)).toEqual({ [key]: message });
  });

  it('leaves out optional fields left blank and trims the rest', () => {
    const payload = withoutAbsent(
      carRequestSchema.parse({
        ...VALID_CAR,
        fullName: '  Kari Nordmann ',
        firmanavn: ' ',
        orgNr: '',
        fleetSupplier: '',
        autopassSupplier: '  ',
      }),
    );
    expect(payload.fullName).toBe('Kari Nordmann');
    expect(Object.keys(payload)).not.toContain('firmanavn');
    expect(Object.keys(payload)).not.toContain('orgNr');
    expect(Object.keys(payload)).not.toContain('fleetSupplier');
    expect(Object.keys(payload)).not.toContain('autopassSupplier');
  });

  it('sends an organisation number written in groups as bare digits', () => {
    expect(carRequestSchema.parse({ ...VALID_CAR, orgNr: '914 563 720' }).orgNr).toBe('914563720');
  });

  it('drops blank registration rows', () => {
    const payload = carRequestSchema.parse({
      ...VALID_CAR,
      registrationNumbers: [' ', 'AB 12345 ', '', 'CD 678'],
    });
    expect(payload.registrationNumbers).toEqual(['AB 12345', 'CD 678']);
  });

  it('keeps one blank row when no number is given, as the server wants a row', () => {
    expect(
      carRequestSchema.parse({ ...VALID_CAR, registrationNumbers: ['', '  '] }).registrationNumbers,
    ).toEqual(['']);
  });

  it('accepts a form without any optional field', () => {
    expect(
      carErrors({
        firmanavn: '',
        orgNr: '',
        registrationNumbers: [''],
        fleetSupplier: '',
        autopassSupplier: '',
      }),
    ).toEqual({});
  });
});

describe('the property request schema', () => {
  it('turns a complete form into the payload of the spec', () => {
    expect(withoutAbsent(propertyRequestSchema.parse(VALID_PROPERTY))).toEqual(VALID_PROPERTY);
  });

  it('requires every required field of an empty form, with its message', () => {
    expect(propertyErrors(EMPTY_PROPERTY_FORM)).toEqual({
      fullName: 'Fullt navn er påkrevd',
      phone: 'Telefonnummer er påkrevd',
      email: 'E-post er påkrevd',
      adresse: 'Adresse er påkrevd',
      kvadratmeter: 'Kvadratmeter er påkrevd',
    });
  });

  it('does not check the format of the phone number', () => {
    expect(propertyErrors({ phone: '123' })).toEqual({});
    expect(propertyErrors({ phone: '+46 70 123 45 67' })).toEqual({});
  });

  it.each([
    ['email', { email: 'ola(at)firma.no' }, 'Ugyldig e-postadresse'],
    ['adresse', { adresse: '  ' }, 'Adresse er påkrevd'],
    ['kvadratmeter', { kvadratmeter: '' }, 'Kvadratmeter er påkrevd'],
    ['kvadratmeter', { kvadratmeter: '1'.repeat(51) }, 'Kvadratmeter kan være høyst 50 tegn'],
    [
      'orgNr',
      { orgNr: '928714056' },
      'Ugyldig organisasjonsnummer: det må være 9 siffer med gyldig kontrollsiffer',
    ],
  ] as const)('rejects a bad %s with its message', (key, values, message) => {
    expect(propertyErrors(values)).toEqual({ [key]: message });
  });
});

describe('organisation numbers', () => {
  it.each(['914563720', '928714055', '910000020', '914 563 720'])('accepts %s', (value) => {
    expect(isValidOrgNumber(value)).toBe(true);
  });

  it.each(['914563721', '91456372', '9145637200', 'abcdefghi', ''])('rejects "%s"', (value) => {
    expect(isValidOrgNumber(value)).toBe(false);
  });

  it('formats nine digits in groups of three', () => {
    expect(formatOrgNumber('914563720')).toBe('914 563 720');
  });
});

describe('registration rows', () => {
  it('adds a blank row at the end', () => {
    expect(addRegistrationRow(['AB 1'])).toEqual(['AB 1', '']);
  });

  it('removes the row asked for', () => {
    expect(removeRegistrationRow(['A', 'B', 'C'], 1)).toEqual(['A', 'C']);
  });

  it('never removes the only row', () => {
    expect(removeRegistrationRow(['A'], 0)).toEqual(['A']);
  });

  it('updates one row only', () => {
    expect(updateRegistrationRow(['A', 'B'], 1, 'X')).toEqual(['A', 'X']);
  });
});

describe('what the server takes', () => {
  it.each([
    ['a complete car form', VALID_CAR],
    [
      'a car form without optional fields',
      {
        ...VALID_CAR,
        firmanavn: '',
        orgNr: '',
        registrationNumbers: ['', ''],
        fleetSupplier: '',
        autopassSupplier: '',
      },
    ],
    [
      'a car form with a grouped org number and spare rows',
      { ...VALID_CAR, orgNr: '914 563 720', registrationNumbers: ['', 'ab 123'] },
    ],
  ])('accepts the payload of %s', (_what, values) => {
    const payload = JSON.parse(JSON.stringify(withoutAbsent(carRequestSchema.parse(values)))) as unknown;
    expect(serverCarSchema.safeParse(payload).success).toBe(true);
  });

  it('accepts the payload of a property form, with and without the company', () => {
    // The form and send-eiendomsdrift-email check with one schema; its payload must pass it again.
    for (const values of [VALID_PROPERTY, { ...VALID_PROPERTY, firmanavn: '', orgNr: '' }]) {
      const payload = JSON.parse(
        JSON.stringify(withoutAbsent(propertyRequestSchema.parse(values))),
      ) as unknown;
      expect(propertyRequestSchema.safeParse(payload).success).toBe(true);
    }
  });

  it.each(['98765432', '+47 123 45 678', '12345678', '4712345678', '+46 70 123 45', '987-65-432', ''])(
    'judges the phone number "%s" as the server does',
    (phone) => {
      const form = carRequestSchema.safeParse({ ...VALID_CAR, phone });
      const server = serverCarSchema.safeParse(JSON.parse(JSON.stringify({ ...VALID_CAR, phone })));
      expect(form.success).toBe(server.success);
    },
  );
});
