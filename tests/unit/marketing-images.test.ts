// @vitest-environment node
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MARKETING_IMAGES,
  marketingImageAttributes,
  type MarketingImage,
} from '../../src/features/marketing/marketing-images.ts';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');
const images: MarketingImage[] = Object.values(MARKETING_IMAGES);

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  throw new Error(`Unknown WebP chunk ${chunk}`);
}

describe('marketingImageAttributes', () => {
  it('gives the largest file as src, every width in srcset, and the box of the largest', () => {
    expect(marketingImageAttributes(MARKETING_IMAGES.padelHero)).toEqual({
      src: '/marketing/padel-court-960.webp',
      srcSet: '/marketing/padel-court-480.webp 480w, /marketing/padel-court-960.webp 960w',
      width: 960,
      height: 600,
    });
    expect(marketingImageAttributes(MARKETING_IMAGES.aboutCity)).toMatchObject({ width: 800, height: 600 });
  });

  it('refuses an image with no widths', () => {
    expect(() => marketingImageAttributes({ name: 'tom', widths: [], aspect: [1, 1] })).toThrow(RangeError);
  });
});

describe('the generated files in public/marketing', () => {
  it('exist for every listed width, at its size and under 30 kB', async () => {
    for (const image of images) {
      for (const width of image.widths) {
        const file = join(PUBLIC_DIR, 'marketing', `${image.name}-${width}.webp`);
        const bytes = await readFile(file);
        expect(bytes.length, file).toBeLessThan(30 * 1024);
        const height = Math.round((width * image.aspect[1]) / image.aspect[0]);
        expect(webpSize(bytes), file).toEqual({ width, height });
      }
    }
  });

  it('hold nothing the pages do not use', async () => {
    const expected = images.flatMap((image) => image.widths.map((width) => `${image.name}-${width}.webp`));
    expect((await readdir(join(PUBLIC_DIR, 'marketing'))).sort()).toEqual(expected.sort());
  });

  it('use distinct names and ascending widths', () => {
    expect(new Set(images.map((image) => image.name)).size).toBe(images.length);
    for (const image of images) {
      expect([...image.widths].sort((a, b) => a - b)).toEqual(image.widths);
    }
  });
});
