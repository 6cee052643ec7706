// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ILLUSTRATION_PIXELS,
  CATEGORY_IMAGES_DIR,
  renderCategoryIllustration,
} from '../../scripts/category-images.ts';
import {
  ILLUSTRATED_CATEGORY_KEYS,
  categoryIllustrationUrl,
  categoryPlaceholderUrl,
} from '../../src/features/categories/category-illustration.ts';

const KEYS = [...ILLUSTRATED_CATEGORY_KEYS, 'fallback'] as const;

const publicFile = (url: string) => join(CATEGORY_IMAGES_DIR, url.replace(/^\/categories\//, ''));

/** The decoded pixels: equal pictures, whatever the encoder's bytes. */
async function pixels(image: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

describe('category illustrations', () => {
  it('names the WebP for chips and tables and the SVG for a placeholder, by key', () => {
    expect(categoryIllustrationUrl('car')).toBe('/categories/car.webp');
    expect(categoryPlaceholderUrl('car')).toBe('/categories/car.svg');
    expect(categoryIllustrationUrl('opplevelser')).toBe('/categories/opplevelser.webp');
  });

  it.each([['reise-og-ferie'], [''], ['../logo'], ['fallback ']])(
    'gives the unknown key %j the fallback picture',
    (key) => {
      expect(categoryIllustrationUrl(key)).toBe('/categories/fallback.webp');
      expect(categoryPlaceholderUrl(key)).toBe('/categories/fallback.svg');
    },
  );

  it.each(KEYS)(
    "has %s's WebP rendered from its SVG as it is now, at the size the chips need",
    async (key) => {
      const webp = await readFile(publicFile(categoryIllustrationUrl(key)));
      const svg = await readFile(publicFile(categoryPlaceholderUrl(key)));
      const shown = await pixels(webp);
      expect([shown.width, shown.height]).toEqual([
        CATEGORY_ILLUSTRATION_PIXELS,
        CATEGORY_ILLUSTRATION_PIXELS,
      ]);
      // A changed SVG needs `npm run categories:images`: the committed WebP must show the same picture.
      expect((await pixels(await renderCategoryIllustration(svg))).data.equals(shown.data)).toBe(true);
    },
  );
});
