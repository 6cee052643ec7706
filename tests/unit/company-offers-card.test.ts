// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formValuesFromOffer,
  offerCardView,
  parseManagedOffer,
  parseManagedOffers,
  storedImages,
} from '../../src/features/offer-editor/managed-offer.ts';

const ROW = {
  id: 'o1',
  title: 'Sykkeltilbud',
  company: 'Acme AS',
  company_id: 'acme',
  discount: 'Se tilbud',
  description: '<p>20 % på <strong>alle</strong></p><p>sykler &amp; hjelmer</p>',
  detailed_description: '<p>20 %</p>',
  image: '/storage/v1/object/public/offer-images/acme/1.jpg',
  images: [
    '/storage/v1/object/public/offer-images/acme/1.jpg',
    '/storage/v1/object/public/offer-images/acme/2.jpg',
  ],
  target_audience: 'individual',
  offer_active: false,
  hidden: true,
  created_at: '2026-11-25T10:00:00Z',
  offer_secrets: { discount_code: 'SYKKEL', website: null, offer_url: 'https://a.no', offer_email: null },
  offer_categories: [{ categories: { id: 'c1', name: 'Sport', key: 'sport' } }, { categories: null }],
};

describe('management list rows', () => {
  it('accepts the secrets as an object, a one-element array or null', () => {
    expect(parseManagedOffer(ROW)?.secrets.discount_code).toBe('SYKKEL');
    expect(parseManagedOffer({ ...ROW, offer_secrets: [ROW.offer_secrets] })?.secrets.offer_url).toBe(
      'https://a.no',
    );
    expect(parseManagedOffer({ ...ROW, offer_secrets: null })?.secrets).toEqual({
      discount_code: '',
      website: '',
      offer_url: '',
      offer_email: '',
    });
    expect(parseManagedOffer({ ...ROW, offer_secrets: [] })?.secrets.discount_code).toBe('');
  });

  it('drops dangling category links', () => {
    const offer = parseManagedOffer(ROW);
    expect(offer?.target_audience).toBe('individual');
    expect(offer?.categories).toEqual([{ id: 'c1', name: 'Sport', key: 'sport' }]);
  });

  it('leaves out malformed rows instead of failing the list', () => {
    // 'private' is no audience: the database stores business, individual or both only.
    const privateAudience = { ...ROW, id: 'o2', target_audience: 'private' };
    expect(parseManagedOffer(privateAudience)).toBeNull();
    expect(parseManagedOffers([ROW, { id: 5 }, privateAudience, null])).toHaveLength(1);
    expect(parseManagedOffers(null)).toEqual([]);
  });
});

describe('the list card', () => {
  it('shows the first image, plain-text description, audience, categories and flags', () => {
    const offer = parseManagedOffer(ROW);
    if (!offer) throw new Error('row did not parse');
    expect(offerCardView(offer)).toEqual({
      id: 'o1',
      title: 'Sykkeltilbud',
      company: 'Acme AS',
      imageUrl: '/storage/v1/object/public/offer-images/acme/1.jpg',
      description: '20 % på alle sykler & hjelmer',
      audienceLabel: 'Privatpersoner',
      categoryNames: ['Sport'],
      active: false,
      hidden: true,
    });
  });

  it('labels the audiences Begge, Privatpersoner and Bedrifter', () => {
    const label = (target_audience: string) =>
      offerCardView(
        parseManagedOffer({ ...ROW, target_audience }) as NonNullable<ReturnType<typeof parseManagedOffer>>,
      ).audienceLabel;
    expect([label('both'), label('individual'), label('business')]).toEqual([
      'Begge',
      'Privatpersoner',
      'Bedrifter',
    ]);
  });

  it('has no image for an offer with only the emoji placeholder', () => {
    const offer = parseManagedOffer({ ...ROW, images: null, image: '🎁' });
    expect(offer && offerCardView(offer).imageUrl).toBeNull();
    expect(offer && storedImages(offer)).toEqual([]);
  });

  it('fills the edit form from the stored offer', () => {
    const offer = parseManagedOffer(ROW);
    if (!offer) throw new Error('row did not parse');
    expect(formValuesFromOffer(offer)).toMatchObject({
      title: 'Sykkeltilbud',
      company_id: 'acme',
      category_ids: ['c1'],
      target_audience: 'individual',
      discount_code: 'SYKKEL',
      offer_url: 'https://a.no',
      website: '',
      offer_active: false,
      hidden: true,
    });
  });
});
