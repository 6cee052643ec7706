import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type CaseContext, type MatrixCase, createOffer, exists, read, rowsOf, write } from './matrix.ts';
import { ACME_MANAGERS, PERSONAS, type Persona } from './personas.ts';
import { COMPANIES } from './seed-ids.ts';

const BUCKET = 'offer-images';
const PUBLIC_PATH = `/storage/v1/object/public/${BUCKET}/`;
const NOBODY: readonly Persona[] = [];
const ADMIN: readonly Persona[] = ['admin'];
const ACME_IMAGES: readonly Persona[] = [...ACME_MANAGERS, 'admin'];
const FJORD_IMAGES: readonly Persona[] = ['fjordOwner', 'admin'];

/** Folders of the bucket: a company's is named by its id; `admin` and `seed` are the platform admins'. */
const FOLDERS = { acme: COMPANIES.acme, fjord: COMPANIES.fjord, admin: 'admin', seed: 'seed' } as const;

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

/** An image put in this folder by the service role (as an edge function or the dashboard would). */
const storedImage = (folder: string) => async (ctx: CaseContext) => {
  const name = `${folder}/matrix-${randomUUID()}.png`;
  const { error } = await ctx.backend
    .service()
    .storage.from(BUCKET)
    .upload(name, await png(4), { contentType: 'image/png' });
  if (error) throw new Error(`could not store the fixture image: ${error.message}`);
  return name;
};

/** An image in this folder that the persona uploaded itself (anon's has no owner). */
const ownUpload = (folder: string) => async (ctx: CaseContext) => {
  const name = await storedImage(folder)(ctx);
  await ctx.db.query(
    'update storage.objects set owner = $3::uuid, owner_id = $4 where bucket_id = $1 and name = $2',
    [BUCKET, name, ctx.userId, ctx.userId],
  );
  return name;
};

/** An object's public URL: absolute, as the app stores uploads, or root-relative, as the seed does. */
const publicUrl = (ctx: CaseContext, name: string, relative = false): string => {
  const { publicUrl: absolute } = ctx.backend.service().storage.from(BUCKET).getPublicUrl(name).data;
  return relative ? new URL(absolute).pathname : absolute;
};

const replaced = async (ctx: CaseContext, object: string) =>
  objectExists(ctx, object, `(metadata ->> 'size')::bigint = ${(await png(32)).byteLength}`);

const upload = (name: string, folder: string, allow: readonly Persona[]) =>
  write<string>({
    table: 'storage.objects',
    name,
    allow,
    prepare: () => Promise.resolve(`${folder ? `${folder}/` : ''}matrix-${randomUUID()}.png`),
    run: async (client, _ctx, object) =>
      client.storage.from(BUCKET).upload(object, await png(4), { contentType: 'image/png' }),
    applied: (ctx, object) => objectExists(ctx, object),
  });

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
    applied: replaced,
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

interface Hijack {
  object: string;
  offerId: string;
}

/**
 * The attack of the first release: point one's own (Acme) offer at a Fjord
 * image, then replace or remove that image. Run through both steps; the
 * outcome is what happened to the image.
 */
const hijack = (name: string, action: 'replace' | 'remove') =>
  write<Hijack>({
    table: 'storage.objects',
    name,
    allow: FJORD_IMAGES,
    prepare: async (ctx) => ({
      object: await storedImage(FOLDERS.fjord)(ctx),
      offerId: await createOffer(ctx.db, { companyId: COMPANIES.acme }),
    }),
    run: async (client, ctx, { object, offerId }) => {
      const url = publicUrl(ctx, object);
      await client
        .from('offers')
        .update({ image: url, images: [url] })
        .eq('id', offerId);
      const storage = client.storage.from(BUCKET);
      return action === 'replace'
        ? storage.update(object, await png(32), { contentType: 'image/png' })
        : storage.remove([object]);
    },
    applied: async (ctx, { object }) =>
      action === 'replace' ? replaced(ctx, object) : !(await objectExists(ctx, object)),
  });

interface OfferImage {
  offerId: string;
  url: string;
}

const offerShows = (ctx: CaseContext, { offerId, url }: OfferImage) =>
  exists(ctx.db, 'select 1 from public.offers where id = $1 and image = $2 and $2 = any (images)', [
    offerId,
    url,
  ]);

/** Point an offer of this company (null: admin-curated) at an image URL. */
const pointOffer = (
  name: string,
  companyId: string | null,
  allow: readonly Persona[],
  url: (ctx: CaseContext) => Promise<string> | string,
) =>
  write<OfferImage>({
    table: 'offers',
    name,
    allow,
    prepare: async (ctx) => ({ offerId: await createOffer(ctx.db, { companyId }), url: await url(ctx) }),
    run: (client, _ctx, { offerId, url: image }) =>
      client
        .from('offers')
        .update({ image, images: [image] })
        .eq('id', offerId),
    applied: offerShows,
  });

/** Create an offer of this company with an image URL. */
const createOfferWith = (
  name: string,
  companyId: string,
  allow: readonly Persona[],
  url: (ctx: CaseContext) => Promise<string> | string,
) =>
  write<OfferImage>({
    table: 'offers',
    name,
    allow,
    prepare: async (ctx) => ({ offerId: randomUUID(), url: await url(ctx) }),
    run: (client, _ctx, { offerId, url: image }) =>
      client
        .from('offers')
        .insert({ id: offerId, company_id: companyId, title: 'Bilde', image, images: [image] }),
    applied: offerShows,
  });

const imageUrlIn =
  (folder: string, relative = false) =>
  async (ctx: CaseContext) =>
    publicUrl(ctx, await storedImage(folder)(ctx), relative);

export const storageCases: MatrixCase[] = [
  // Reading: public URLs for everyone (a public bucket, no policy involved); listing and
  // the authenticated download follow the select policy: the folder's managers and admins.
  read({
    table: 'storage.objects',
    name: "fetch Acme's seeded logo by its public URL",
    allow: PERSONAS,
    run: async (_client, ctx) => {
      const response = await fetch(publicUrl(ctx, `${FOLDERS.acme}/acme-logo.webp`));
      return { data: response.ok ? (await response.arrayBuffer()).byteLength : null, error: null };
    },
    visible: (result) => typeof result.data === 'number' && result.data > 0,
  }),
  read({
    table: 'storage.objects',
    name: "download Acme's seeded logo through the policies",
    allow: ACME_IMAGES,
    run: async (client) => client.storage.from(BUCKET).download(`${FOLDERS.acme}/acme-logo.webp`),
    visible: (result) => result.data instanceof Blob && result.data.size > 0,
  }),
  read({
    table: 'storage.objects',
    name: "list Acme's folder",
    allow: ACME_IMAGES,
    run: async (client) => client.storage.from(BUCKET).list(FOLDERS.acme, { limit: 100 }),
    visible: (result) => rowsOf(result).some((item) => item.name === 'acme-logo.webp'),
  }),
  read<string>({
    table: 'storage.objects',
    name: "list Fjord's folder",
    allow: FJORD_IMAGES,
    prepare: storedImage(FOLDERS.fjord),
    run: async (client) => client.storage.from(BUCKET).list(FOLDERS.fjord, { limit: 100 }),
    visible: (result, name) =>
      rowsOf(result).some((item) => `${FOLDERS.fjord}/${String(item.name)}` === name),
  }),
  read<string>({
    table: 'storage.objects',
    name: "list the bucket's root: every company's folder",
    allow: ADMIN,
    prepare: storedImage(FOLDERS.fjord),
    run: async (client) => client.storage.from(BUCKET).list('', { limit: 1000 }),
    // Each company's managers see their own folder there, and no other.
    visible: (result) =>
      [FOLDERS.acme, FOLDERS.fjord].every((folder) => rowsOf(result).some((item) => item.name === folder)),
  }),
  read({
    table: 'storage.objects',
    name: "list the admin-curated offers' seeded images",
    allow: ADMIN,
    run: async (client) => client.storage.from(BUCKET).list(FOLDERS.seed, { limit: 100 }),
    visible: (result) => rowsOf(result).some((item) => item.name === 'nordlys-bilpleie-1.webp'),
  }),

  // Writing: decided by the object's folder ------------------------------------------------
  upload("upload into Acme's folder", FOLDERS.acme, ACME_IMAGES),
  upload("upload into a subfolder of Acme's folder", `${FOLDERS.acme}/kampanje`, ACME_IMAGES),
  upload("upload into Fjord's folder", FOLDERS.fjord, FJORD_IMAGES),
  // Issue 26: the branding card uploads logos and icons into `{company_id}/branding/`.
  upload("upload a branding picture into Acme's folder", `${FOLDERS.acme}/branding`, ACME_IMAGES),
  upload("upload a branding picture into Fjord's folder", `${FOLDERS.fjord}/branding`, FJORD_IMAGES),
  upload('upload into a branding folder at the root, named after Acme', `branding/${FOLDERS.acme}`, ADMIN),
  upload('upload into the admin folder', FOLDERS.admin, ADMIN),
  upload('upload into a folder named by no company', 'matrix', ADMIN),
  upload('upload at the root of the bucket', '', ADMIN),
  replaceImage("replace an image in Acme's folder", ACME_IMAGES, storedImage(FOLDERS.acme)),
  replaceImage("replace an image in Fjord's folder", FJORD_IMAGES, storedImage(FOLDERS.fjord)),
  replaceImage('replace an image in the admin folder', ADMIN, storedImage(FOLDERS.admin)),
  // The uploader does not matter, only the folder: an upload left outside the
  // caller's company folder (by the first release) is the admins' now.
  replaceImage("replace one's own upload outside one's company folder", ADMIN, ownUpload('matrix')),
  removeImage("remove an image from Acme's folder", ACME_IMAGES, storedImage(FOLDERS.acme)),
  removeImage("remove an image from Fjord's folder", FJORD_IMAGES, storedImage(FOLDERS.fjord)),
  replaceImage(
    "replace a branding picture in Acme's folder",
    ACME_IMAGES,
    storedImage(`${FOLDERS.acme}/branding`),
  ),
  removeImage(
    "remove a branding picture from Acme's folder",
    ACME_IMAGES,
    storedImage(`${FOLDERS.acme}/branding`),
  ),
  removeImage('remove an image from the admin folder', ADMIN, storedImage(FOLDERS.admin)),
  removeImage("remove an admin-curated offer's seeded image", ADMIN, storedImage(FOLDERS.seed)),
  removeImage("remove one's own upload outside one's company folder", ADMIN, ownUpload('matrix')),
  hijack('replace a Fjord image after pointing an Acme offer at it', 'replace'),
  hijack('remove a Fjord image after pointing an Acme offer at it', 'remove'),

  // Offers show only images from their own folder --------------------------------------------
  pointOffer(
    "point an Acme offer at an image in Acme's folder",
    COMPANIES.acme,
    ACME_IMAGES,
    imageUrlIn(FOLDERS.acme),
  ),
  pointOffer(
    "point an Acme offer at an image in Acme's folder, root-relative",
    COMPANIES.acme,
    ACME_IMAGES,
    imageUrlIn(FOLDERS.acme, true),
  ),
  pointOffer(
    "point an Acme offer at an image in Fjord's folder",
    COMPANIES.acme,
    NOBODY,
    imageUrlIn(FOLDERS.fjord),
  ),
  pointOffer(
    'point an Acme offer at an image in the admin folder',
    COMPANIES.acme,
    NOBODY,
    imageUrlIn(FOLDERS.admin),
  ),
  pointOffer(
    'point an Acme offer at an image outside the bucket',
    COMPANIES.acme,
    NOBODY,
    () => 'https://evil.test/acme.png',
  ),
  pointOffer(
    "point an Acme offer at Fjord's folder through '..'",
    COMPANIES.acme,
    NOBODY,
    async (ctx) => `${PUBLIC_PATH}${FOLDERS.acme}/../${await storedImage(FOLDERS.fjord)(ctx)}`,
  ),
  pointOffer(
    'point an admin-curated offer at an image in the admin folder',
    null,
    ADMIN,
    imageUrlIn(FOLDERS.admin),
  ),
  pointOffer(
    "point an admin-curated offer at an image in Acme's folder",
    null,
    NOBODY,
    imageUrlIn(FOLDERS.acme),
  ),
  createOfferWith(
    "create an Acme offer with an image in Acme's folder",
    COMPANIES.acme,
    ACME_IMAGES,
    imageUrlIn(FOLDERS.acme),
  ),
  createOfferWith(
    "create an Acme offer with an image in Fjord's folder",
    COMPANIES.acme,
    NOBODY,
    imageUrlIn(FOLDERS.fjord),
  ),
];
