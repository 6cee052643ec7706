import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type CaseContext, type MatrixCase, exists, read, rowsOf, write } from './matrix.ts';
import { ACME_MANAGERS, COMPANY_MANAGERS, PERSONAS, type Persona } from './personas.ts';
import { COMPANIES } from './seed-ids.ts';

const BUCKET = 'offer-images';
const UPLOADERS: readonly Persona[] = [...COMPANY_MANAGERS, 'admin'];
const ACME_IMAGES: readonly Persona[] = [...ACME_MANAGERS, 'admin'];
const ADMIN: readonly Persona[] = ['admin'];

/** A real PNG of the given edge length, so type sniffing and size limits see a genuine image. */
const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();

const objectExists = (ctx: CaseContext, name: string, condition = 'true') =>
  exists(ctx.db, `select 1 from storage.objects where bucket_id = $1 and name = $2 and ${condition}`, [
    BUCKET,
    name,
  ]);

/** An image put in the bucket by the service role (as an edge function or the dashboard would), used by no offer. */
async function storedImage(ctx: CaseContext): Promise<string> {
  const name = `matrix/${randomUUID()}.png`;
  const { error } = await ctx.backend
    .service()
    .storage.from(BUCKET)
    .upload(name, await png(4), {
      contentType: 'image/png',
    });
  if (error) throw new Error(`could not store the fixture image: ${error.message}`);
  return name;
}

/** An image the persona uploaded itself (anon's has no owner). */
async function ownUpload(ctx: CaseContext): Promise<string> {
  const name = await storedImage(ctx);
  await ctx.db.query(
    'update storage.objects set owner = $3::uuid, owner_id = $4 where bucket_id = $1 and name = $2',
    [BUCKET, name, ctx.userId, ctx.userId],
  );
  return name;
}

/**
 * An image (uploaded by the service role) shown by a fresh offer of this company (null: admin-curated),
 * through its absolute public URL as the app stores uploads, or root-relative as the seed does.
 */
const imageOf =
  (companyId: string | null, relative = false) =>
  async (ctx: CaseContext) => {
    const name = await storedImage(ctx);
    const { publicUrl: absolute } = ctx.backend.service().storage.from(BUCKET).getPublicUrl(name).data;
    const publicUrl = relative ? new URL(absolute).pathname : absolute;
    await ctx.db.query(
      `insert into public.offers (company_id, title, image, images) values ($1, 'Bilde', $2, $3)`,
      [companyId, publicUrl, [publicUrl]],
    );
    return name;
  };

const replaceImage = (
  name: string,
  allow: readonly Persona[],
  prepare: (ctx: CaseContext) => Promise<string>,
) =>
  write<string>({
    table: 'storage.objects',
    name,
    allow,
    prepare,
    run: async (client, _ctx, object) =>
      client.storage.from(BUCKET).update(object, await png(32), { contentType: 'image/png' }),
    applied: async (ctx, object) => {
      const size = (await png(32)).byteLength;
      return objectExists(ctx, object, `(metadata ->> 'size')::bigint = ${size}`);
    },
  });

const removeImage = (
  name: string,
  allow: readonly Persona[],
  prepare: (ctx: CaseContext) => Promise<string>,
) =>
  write<string>({
    table: 'storage.objects',
    name,
    allow,
    prepare,
    run: (client, _ctx, object) => client.storage.from(BUCKET).remove([object]),
    applied: async (ctx, object) => !(await objectExists(ctx, object)),
  });

export const storageCases: MatrixCase[] = [
  read({
    table: 'storage.objects',
    name: 'download a seeded offer image',
    allow: PERSONAS,
    run: async (client) => client.storage.from(BUCKET).download('seed/acme-logo.webp'),
    visible: (result) => result.data instanceof Blob && result.data.size > 0,
  }),
  read({
    table: 'storage.objects',
    name: 'list the seeded images',
    allow: PERSONAS,
    run: async (client) => client.storage.from(BUCKET).list('seed', { limit: 100 }),
    visible: (result) => rowsOf(result).some((item) => item.name === 'acme-logo.webp'),
  }),
  write<string>({
    table: 'storage.objects',
    name: 'upload an offer image',
    allow: UPLOADERS,
    prepare: () => Promise.resolve(`matrix/${randomUUID()}.png`),
    run: async (client, _ctx, name) =>
      client.storage.from(BUCKET).upload(name, await png(4), { contentType: 'image/png' }),
    applied: (ctx, name) => objectExists(ctx, name),
  }),
  replaceImage('replace an image nobody has used yet', ADMIN, storedImage),
  replaceImage("replace one's own upload", UPLOADERS, ownUpload),
  replaceImage('replace an image of an Acme offer', ACME_IMAGES, imageOf(COMPANIES.acme)),
  removeImage('remove an image nobody has used yet', ADMIN, storedImage),
  removeImage("remove one's own upload", UPLOADERS, ownUpload),
  removeImage('remove an image of an Acme offer', ACME_IMAGES, imageOf(COMPANIES.acme)),
  removeImage('remove an image of a Fjord offer', ['fjordOwner', 'admin'], imageOf(COMPANIES.fjord)),
  removeImage('remove an image of an admin-curated offer', ADMIN, imageOf(null, true)),
  removeImage(
    'remove an image an Acme offer links root-relative',
    ACME_IMAGES,
    imageOf(COMPANIES.acme, true),
  ),
];
