/**
 * Renders each category illustration in public/categories/ (the SVG drawn by
 * hand) to a small WebP beside it, which the chips, the menu and the admin's
 * category table show.
 *
 *   npm run categories:images
 *
 * Why raster: an SVG in an <img> is a document of its own, and Chromium sets
 * each one up on the main thread (issue 28: 20-35 ms each at 4x CPU, seven
 * when the category row or the menu shows, 218 ms in a traced offline visit
 * to /offers), where a WebP is decoded off it. The SVG stays the source, and
 * the card's placeholder, which can be any size.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATEGORY_IMAGES_DIR, renderCategoryIllustration } from './category-images.ts';

for (const file of (await readdir(CATEGORY_IMAGES_DIR)).filter((name) => name.endsWith('.svg')).sort()) {
  const webp = await renderCategoryIllustration(await readFile(join(CATEGORY_IMAGES_DIR, file)));
  const target = file.replace(/\.svg$/, '.webp');
  await writeFile(join(CATEGORY_IMAGES_DIR, target), webp);
  console.log(`${target}: ${webp.length} bytes`);
}
