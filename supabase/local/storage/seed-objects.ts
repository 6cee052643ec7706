import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { seedImagesDir } from '../paths.ts';
import { assertValidKey, objectFilePath } from './object-path.ts';

const SEED_BUCKET = 'offer-images';

/**
 * Puts the bytes behind the seed's storage.objects rows in place from
 * supabase/seed-images/, and completes their metadata with what an upload
 * would have recorded (ETag, cache policy) so they are served like any
 * uploaded object. The seed writes rows only, in folders (seed/ for the
 * admin-curated offers, {company id}/ for a company's images), while the files
 * on disk are flat: a row's file is the one with its file name. The seed's
 * rows are the ones without an ETag yet (an upload always records one). A
 * missing image is skipped: the catalogue still works without it, and one
 * warning tells the developer to regenerate the images.
 */
export async function storeSeedObjects(ctx: GatewayContext): Promise<void> {
  const { rows } = await ctx.db.query<{ name: string }>(
    `select name from storage.objects where bucket_id = $1 and not coalesce(metadata ? 'eTag', false) order by name`,
    [SEED_BUCKET],
  );
  const missing: string[] = [];
  for (const { name } of rows) {
    const file = basename(name);
    let source: string;
    let target: string;
    try {
      source = join(seedImagesDir, assertValidKey(file));
      target = objectFilePath(ctx.storageDir, SEED_BUCKET, name);
    } catch {
      missing.push(name);
      continue;
    }
    const bytes = await readFile(source).catch(() => null);
    if (!bytes) {
      missing.push(name);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await copyFile(source, target);
    await ctx.db.query(
      `update storage.objects set metadata = jsonb_build_object(
         'eTag', $3::text, 'size', $4::bigint, 'contentLength', $4::bigint,
         'cacheControl', 'max-age=3600', 'httpStatusCode', 200) || coalesce(metadata, '{}'::jsonb)
       where bucket_id = $1 and name = $2`,
      [SEED_BUCKET, name, `"${createHash('md5').update(bytes).digest('hex')}"`, bytes.byteLength],
    );
  }
  if (missing.length > 0) {
    console.warn(
      `[storage] ${missing.length} seed image(s) missing in ${seedImagesDir} (first: ${missing[0]}); ` +
        'their offers show the fallback image',
    );
  }
}
