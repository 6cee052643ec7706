// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_EDGE,
  fileExtension,
  imageLimitError,
  imageObjectPath,
  moveItem,
  objectPathFromPublicUrl,
  removableImagePaths,
  scaledSize,
} from '../../src/features/offer-editor/image-rules.ts';

describe('image count limits', () => {
  it('allows up to 4 images on the admin forms', () => {
    expect(imageLimitError('admin', 'create', 0, 4)).toBeNull();
    expect(imageLimitError('admin', 'edit', 2, 2)).toBeNull();
  });

  it("refuses a fifth image on the admin create form with the spec's words", () => {
    expect(imageLimitError('admin', 'create', 3, 2)).toEqual({
      title: 'For mange bilder',
      description: 'Du kan maksimalt laste opp 4 bilder.',
    });
  });

  it('counts stored and new images together on the admin edit form', () => {
    expect(imageLimitError('admin', 'edit', 3, 2)?.description).toBe('Du kan maksimalt ha 4 bilder totalt.');
  });

  it("holds the company form to the database's limit of 4 as well", () => {
    expect(imageLimitError('company', 'create', 4, 1)?.title).toBe('For mange bilder');
    expect(imageLimitError('company', 'edit', 1, 3)).toBeNull();
  });
});

describe('scaling large photos', () => {
  it('leaves images at or under 2000 px alone', () => {
    expect(scaledSize(2000, 1500)).toEqual({ width: 2000, height: 1500, scaled: false });
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480, scaled: false });
  });

  it('scales the longer side to 2000 px keeping the aspect ratio', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2000, height: 1500, scaled: true });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000, scaled: true });
    expect(MAX_IMAGE_EDGE).toBe(2000);
  });

  it('never rounds a thin side down to nothing', () => {
    expect(scaledSize(10000, 1)).toEqual({ width: 2000, height: 1, scaled: true });
  });
});

describe('object names', () => {
  it("keeps the file's own extension, lower-cased", () => {
    expect(fileExtension('Ferie.JPEG', 'image/jpeg')).toBe('jpeg');
    expect(fileExtension('logo.png', 'image/png')).toBe('png');
  });

  it('falls back to the type when the name has no extension', () => {
    expect(fileExtension('bilde', 'image/webp')).toBe('webp');
    expect(fileExtension('bilde', 'application/x-unknown')).toBe('bin');
  });

  it("uploads into the company's folder, or admin/ without a company", () => {
    expect(imageObjectPath('c0ffee', 'jpg', 'uuid-1')).toBe('c0ffee/uuid-1.jpg');
    expect(imageObjectPath(null, 'png', 'uuid-2')).toBe('admin/uuid-2.png');
    expect(imageObjectPath('', 'png', 'uuid-3')).toBe('admin/uuid-3.png');
  });

  it('finds the object path of public URLs, absolute or root-relative', () => {
    expect(
      objectPathFromPublicUrl('https://x.supabase.co/storage/v1/object/public/offer-images/c0ffee/a.jpg'),
    ).toBe('c0ffee/a.jpg');
    expect(objectPathFromPublicUrl('/storage/v1/object/public/offer-images/seed/bike.webp')).toBe(
      'seed/bike.webp',
    );
  });

  it('ignores other URLs and path tricks', () => {
    expect(objectPathFromPublicUrl('https://cdn.example.com/a.jpg')).toBeNull();
    expect(objectPathFromPublicUrl('/storage/v1/object/public/other-bucket/a.jpg')).toBeNull();
    // Read as the browser reads it: dot segments resolve first, so this one leaves the bucket.
    expect(objectPathFromPublicUrl('/storage/v1/object/public/offer-images/../avatars/a.jpg')).toBeNull();
    expect(objectPathFromPublicUrl('/storage/v1/object/public/offer-images/')).toBeNull();
  });
});

describe('removing objects', () => {
  it("removes our uploads but never the seed's shared pictures or foreign URLs", () => {
    expect(
      removableImagePaths([
        '/storage/v1/object/public/offer-images/acme/a.png',
        '/storage/v1/object/public/offer-images/seed/bike.webp',
        'https://cdn.example.com/x.png',
      ]),
    ).toEqual(['acme/a.png']);
  });
});

describe('reordering', () => {
  it('moves an item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('clamps targets and ignores unknown positions', () => {
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
