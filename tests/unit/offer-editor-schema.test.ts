// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  emptyOfferForm,
  isBlankHtml,
  isEmailAddress,
  isHttpUrl,
  offerFormSchema,
  type OfferFormInput,
} from '../../src/features/offer-editor/offer-form-schema.ts';
import {
  DEFAULT_DISCOUNT,
  OFFER_MESSAGES,
  saveFailedMessage,
  savedMessage,
  submitLabel,
} from '../../src/features/offer-editor/offer-messages.ts';
import { fieldErrors } from '../../src/ui/form-errors.ts';
import { OFFER_LIMITS, OFFER_LIMIT_MESSAGES } from '../../src/features/offer-editor/offer-limits.ts';

const GOOD: OfferFormInput = {
  ...emptyOfferForm('company-1'),
  title: '  Rabatt på sykler ',
  description: '<p>20 % på alle <strong>sykler</strong></p>',
  category_ids: ['sport'],
  offer_email: 'salg@sykkel.no',
  website: 'https://sykkel.no',
  offer_url: 'http://sykkel.no/tilbud?kode=1',
};

function errorsOf(context: 'admin' | 'company', input: OfferFormInput) {
  const result = offerFormSchema(context).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('offer form schema, both contexts', () => {
  it.each(['admin', 'company'] as const)('accepts a complete %s offer and trims its text', (context) => {
    const result = offerFormSchema(context).safeParse(GOOD);
    expect(result.success).toBe(true);
    expect(result.data?.title).toBe('Rabatt på sykler');
    expect(result.data?.target_audience).toBe('both');
  });

  it('starts new offers active, visible and for both audiences', () => {
    expect(emptyOfferForm(null)).toMatchObject({
      company_id: '',
      offer_active: true,
      hidden: false,
      target_audience: 'both',
      category_ids: [],
    });
  });

  it('leaves the optional links and address empty without a message', () => {
    const input = { ...GOOD, website: '', offer_url: ' ', offer_email: '' };
    expect(errorsOf('admin', input)).toEqual({});
    expect(errorsOf('company', input)).toEqual({});
  });
});

describe('offer size limits (the database checks the same)', () => {
  it.each(['admin', 'company'] as const)('%s: takes a title of 120 characters and refuses 121', (context) => {
    expect(errorsOf(context, { ...GOOD, title: ` ${'T'.repeat(OFFER_LIMITS.title)} ` })).toEqual({});
    expect(errorsOf(context, { ...GOOD, title: 'T'.repeat(OFFER_LIMITS.title + 1) })).toEqual({
      title: OFFER_LIMIT_MESSAGES.title,
    });
  });

  it.each(['admin', 'company'] as const)('%s: refuses a description over 20,000 characters', (context) => {
    const long = `<p>${'a'.repeat(OFFER_LIMITS.description)}</p>`;
    expect(errorsOf(context, { ...GOOD, description: long })).toEqual({
      description: OFFER_LIMIT_MESSAGES.description,
    });
    const atLimit = `<p>${'a'.repeat(OFFER_LIMITS.description - 7)}</p>`;
    expect(errorsOf(context, { ...GOOD, description: atLimit })).toEqual({});
  });
});

describe('admin offer form messages', () => {
  it('requires a title and at least one category', () => {
    const errors = errorsOf('admin', { ...GOOD, title: '   ', category_ids: [] });
    expect(errors.title).toBe(OFFER_MESSAGES.admin.title);
    expect(errors.category_ids).toBe('Du må velge minst en kategori.');
  });

  it('refuses links that are not http(s) and malformed addresses with their own messages', () => {
    const errors = errorsOf('admin', {
      ...GOOD,
      website: 'sykkel.no',
      offer_url: 'javascript:alert(1)',
      offer_email: 'salg@sykkel',
    });
    expect(errors.website).toBe('Nettside må være en gyldig HTTP/HTTPS URL.');
    expect(errors.offer_url).toBe('Tilbuds-URL må være en gyldig HTTP/HTTPS URL.');
    expect(errors.offer_email).toBe('E-post må være en gyldig adresse.');
  });

  it('lets an admin save without a description or a company', () => {
    expect(errorsOf('admin', { ...GOOD, description: '<p><br></p>', company_id: '' })).toEqual({});
  });
});

describe('company offer form messages', () => {
  it('requires a title and a description with the same message', () => {
    const errors = errorsOf('company', { ...GOOD, title: '', description: '<p><br></p>' });
    expect(errors.title).toBe('Tittel og beskrivelse er påkrevd.');
    expect(errors.description).toBe('Tittel og beskrivelse er påkrevd.');
  });

  it('asks for at least one category in its own words', () => {
    expect(errorsOf('company', { ...GOOD, category_ids: [] }).category_ids).toBe('Velg minst én kategori.');
  });

  it('uses one URL message for both links and its own e-mail message', () => {
    const errors = errorsOf('company', {
      ...GOOD,
      website: 'ftp://x.no',
      offer_url: 'www.x.no',
      offer_email: 'x',
    });
    const url = 'Nettside/Tilbuds-URL må være en gyldig URL som starter med http:// eller https://';
    expect(errors.website).toBe(url);
    expect(errors.offer_url).toBe(url);
    expect(errors.offer_email).toBe('E-post må være en gyldig e-postadresse.');
  });

  it('refuses an offer without a selected company', () => {
    expect(errorsOf('company', { ...GOOD, company_id: '' }).company_id).toBe(
      'Kunne ikke finne din bedrift. Kontakt support.',
    );
  });
});

describe('field checks', () => {
  it('accepts only absolute http(s) URLs with a host and no spaces', () => {
    expect(isHttpUrl('https://a.no/x')).toBe(true);
    expect(isHttpUrl('HTTP://A.NO')).toBe(true);
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('https://a.no/with space')).toBe(false);
    expect(isHttpUrl('//a.no')).toBe(false);
    expect(isHttpUrl('mailto:a@b.no')).toBe(false);
  });

  it('checks addresses like the database does', () => {
    expect(isEmailAddress('a@b.no')).toBe(true);
    expect(isEmailAddress('a@b')).toBe(false);
    expect(isEmailAddress('a b@c.no')).toBe(false);
  });

  it('treats an emptied editor as blank', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>Hei</p>')).toBe(false);
  });
});

describe('offer texts', () => {
  it('names the sending states of spec section 4', () => {
    expect(submitLabel('admin', 'create', true)).toBe('Legger til...');
    expect(submitLabel('company', 'create', true)).toBe('Oppretter tilbud...');
    expect(submitLabel('admin', 'edit', true)).toBe('Oppdaterer...');
    expect(submitLabel('company', 'edit', true)).toBe('Oppdaterer...');
  });

  it('toasts per context and mode as spec section 8 says', () => {
    expect(savedMessage('admin', 'create')).toBe('Tilbudet ble lagt til!');
    expect(savedMessage('company', 'create')).toBe('Tilbudet ble opprettet.');
    expect(savedMessage('company', 'edit')).toBe('Tilbudet ble oppdatert!');
    expect(saveFailedMessage('admin', 'create')).toBe('Kunne ikke legge til tilbudet. Prøv igjen.');
    expect(saveFailedMessage('company', 'create')).toBe('Kunne ikke opprette tilbudet. Prøv igjen.');
    expect(saveFailedMessage('admin', 'edit')).toBe('Kunne ikke oppdatere tilbudet. Prøv igjen.');
  });

  it('gives new offers the discount text of their context', () => {
    expect(DEFAULT_DISCOUNT).toEqual({ admin: 'Spør oss', company: 'Se tilbud' });
  });
});
