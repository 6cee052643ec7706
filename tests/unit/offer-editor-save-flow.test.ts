import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageItem } from '../../src/features/offer-editor/image-items.ts';
import { emptyOfferForm, offerFormSchema } from '../../src/features/offer-editor/offer-form-schema.ts';

const mocks = vi.hoisted(() => ({
  upload: vi.fn(),
  remove: vi.fn(),
  save: vi.fn(),
  sync: vi.fn(),
}));
vi.mock('../../src/features/offer-editor/api/upload-offer-image.ts', () => ({
  uploadOfferImage: mocks.upload,
}));
vi.mock('../../src/features/offer-editor/api/remove-offer-images.ts', () => ({
  removeOfferImages: mocks.remove,
}));
vi.mock('../../src/features/offer-editor/api/save-offer.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/features/offer-editor/api/save-offer.ts')>()),
  saveOffer: mocks.save,
}));
vi.mock('@/offline/catalogue/sync-triggers.ts', () => ({ requestCatalogueSync: mocks.sync }));

const { saveWithImages } = await import('../../src/features/offer-editor/save-with-images.ts');

const BASE = 'http://h/storage/v1/object/public/offer-images';
const values = offerFormSchema('company').parse({
  ...emptyOfferForm('acme'),
  title: 'Tilbud',
  description: '<p>Hei</p>',
  category_ids: ['c1'],
});
const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const items: ImageItem[] = [
  { key: 'a', kind: 'stored', url: `${BASE}/acme/old.png` },
  { key: 'b', kind: 'new', file: file('ny.png'), previewUrl: 'blob:b' },
  { key: 'c', kind: 'new', file: file('feil.png'), previewUrl: 'blob:c' },
];

beforeEach(() => {
  vi.clearAllMocks();
  mocks.upload.mockImplementation((picked: File, companyId: string, progress: (n: number) => void) => {
    if (picked.name === 'feil.png') return Promise.reject(new Error('413'));
    progress(0.5);
    return Promise.resolve({ path: `${companyId}/new.png`, publicUrl: `${BASE}/${companyId}/new.png` });
  });
  mocks.save.mockResolvedValue({ ok: true, id: 'o1' });
});

describe('saving an offer with its images', () => {
  it('skips and reports a failed upload, keeps the order of the rest and saves once', async () => {
    const progress: [string, number | 'failed'][] = [];
    const result = await saveWithImages({
      offerId: 'o1',
      values,
      items,
      removedUrls: [`${BASE}/acme/gone.png`, `${BASE}/seed/shared.png`],
      discount: 'Se tilbud',
      placeholderImage: null,
      onProgress: (key, state) => progress.push([key, state]),
    });
    expect(result).toEqual({ ok: true, id: 'o1', failedUploads: ['feil.png'] });
    expect(mocks.upload).toHaveBeenCalledTimes(2);
    expect(mocks.upload.mock.calls[0]?.[1]).toBe('acme');
    expect(progress).toEqual([
      ['b', 0],
      ['b', 0.5],
      ['c', 0],
      ['c', 'failed'],
    ]);
    expect(mocks.save).toHaveBeenCalledOnce();
    const args = mocks.save.mock.calls[0]?.[0] as { p_offer: { images: string[]; image: string } };
    expect(args.p_offer.images).toEqual([`${BASE}/acme/old.png`, `${BASE}/acme/new.png`]);
    expect(args.p_offer.image).toBe(`${BASE}/acme/old.png`);
    // Removed in the form: its object goes, the seed's shared picture stays.
    expect(mocks.remove).toHaveBeenCalledWith(['acme/gone.png']);
    expect(mocks.sync).toHaveBeenCalledOnce();
  });

  it('removes the fresh uploads again and keeps the removed images when the save is refused', async () => {
    mocks.save.mockResolvedValue({ ok: false, serverMessage: 'Du har ikke tilgang.' });
    const result = await saveWithImages({
      offerId: null,
      values,
      items: items.slice(0, 2),
      removedUrls: [`${BASE}/acme/gone.png`],
      discount: 'Se tilbud',
      placeholderImage: null,
      onProgress: () => undefined,
    });
    expect(result).toEqual({ ok: false, serverMessage: 'Du har ikke tilgang.' });
    expect(mocks.remove).toHaveBeenCalledExactlyOnceWith(['acme/new.png']);
    expect(mocks.sync).not.toHaveBeenCalled();
  });

  it("uploads an admin offer without a company into the admins' folder", async () => {
    const admin = offerFormSchema('admin').parse({ ...values, company_id: '' });
    await saveWithImages({
      offerId: null,
      values: admin,
      items: [items[1] as ImageItem],
      removedUrls: [],
      discount: 'Spør oss',
      placeholderImage: null,
      onProgress: () => undefined,
    });
    expect(mocks.upload.mock.calls[0]?.[1]).toBeNull();
  });
});
