import { join } from 'node:path';
import sharp from 'sharp';

/** The WebP's width and height: the chips show it at 36 px, crisp up to a 3.5x screen. */
export const CATEGORY_ILLUSTRATION_PIXELS = 128;

/** Where the illustrations live: each key's SVG (the source) and its WebP. */
export const CATEGORY_IMAGES_DIR = join(import.meta.dirname, '..', 'public', 'categories');

/** An illustration's SVG (a 64-unit square) as the WebP the app shows: lossless, CATEGORY_ILLUSTRATION_PIXELS square. */
export function renderCategoryIllustration(svg: Buffer): Promise<Buffer> {
  return sharp(svg, { density: 72 * (CATEGORY_ILLUSTRATION_PIXELS / 64) })
    .resize(CATEGORY_ILLUSTRATION_PIXELS, CATEGORY_ILLUSTRATION_PIXELS)
    .webp({ lossless: true, effort: 6 })
    .toBuffer();
}
