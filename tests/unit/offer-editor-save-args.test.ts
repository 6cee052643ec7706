import { describe, expect, it } from 'vitest';
import { saveOfferArgs, storedDescription } from '../../src/features/offer-editor/api/save-offer.ts';
import { emptyOfferForm, offerFormSchema } from '../../src/features/offer-editor/offer-form-schema.ts';

const values = offerFormSchema('company').parse({
  ...emptyOfferForm('acme'),
  title: 'Sykkeltilbud',
  description:
    '<h2>Sommer</h2><p>Hei<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">klikk</a></p>',
  category_ids: ['c1', 'c2'],
  discount_code: 'SOMMER',
  website: 'https://sykkel.no',
});

describe('save_offer arguments', () => {
  it('sends the offer, its secrets and its categories in one call', () => {
    const args = saveOfferArgs({
      offerId: null,
      values,
      images: ['https://h/storage/v1/object/public/offer-images/acme/1.jpg', 'https://h/2.jpg'],
      discount: 'Se tilbud',
    });
    expect(args.p_offer_id).toBeNull();
    expect(args.p_offer).toMatchObject({
      company_id: 'acme',
      title: 'Sykkeltilbud',
      image: 'https://h/storage/v1/object/public/offer-images/acme/1.jpg',
      discount: 'Se tilbud',
      target_audience: 'both',
      offer_active: true,
      hidden: false,
    });
    expect(args.p_offer.images).toHaveLength(2);
    expect(args.p_secrets).toEqual({
      discount_code: 'SOMMER',
      website: 'https://sykkel.no',
      offer_url: null,
      offer_email: null,
    });
    expect(args.p_category_ids).toEqual(['c1', 'c2']);
  });

  it('stores the description sanitised with the public rules, twice', () => {
    const args = saveOfferArgs({ offerId: 'o1', values, images: [], discount: 'Se tilbud' });
    const html = args.p_offer.description;
    expect(html).toContain('<h2>Sommer</h2>');
    expect(html).not.toMatch(/onerror|<img|javascript:/i);
    expect(args.p_offer.detailed_description).toBe(html);
  });

  it('keeps an older placeholder image when the offer has no pictures', () => {
    expect(
      saveOfferArgs({ offerId: 'o1', values, images: [], discount: 'x', placeholderImage: '🎁' }).p_offer
        .image,
    ).toBe('🎁');
    expect(saveOfferArgs({ offerId: 'o1', values, images: [], discount: 'x' }).p_offer.image).toBeNull();
  });

  it('sends no company for an admin offer without one', () => {
    const admin = offerFormSchema('admin').parse({ ...values, company_id: '' });
    expect(
      saveOfferArgs({ offerId: null, values: admin, images: [], discount: 'Spør oss' }).p_offer.company_id,
    ).toBeNull();
  });

  it("stores an emptied editor as '' and Quill's non-breaking spaces as spaces", () => {
    expect(storedDescription('<p><br></p>')).toBe('');
    expect(storedDescription('<p>a&nbsp;b</p>')).toBe('<p>a b</p>');
  });
});
