import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedImagesDir } from '../../../supabase/local/paths.ts';
import { storeSeedObjects } from '../../../supabase/local/storage/seed-objects.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { COMPANIES } from '../rls/seed-ids.ts';
import { PNG_BYTES } from './support.ts';

const BUCKET = 'offer-images';
/** Each company's images live in the folder named by its id; seed/ holds the admin-curated offers'. */
const ACME = COMPANIES.acme;
const FJORD = COMPANIES.fjord;
const ACME_LOGO = `${ACME}/acme-logo.webp`;

let backend: TestBackend;
const personas: Record<string, SupabaseClient> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  personas.anon = backend.anon();
  for (const email of [
    'admin@ordning.test',
    'eier@acme.test',
    'ansatt@acme.test',
    'eier@fjord.test',
    'privat@ordning.test',
  ]) {
    personas[email] = await backend.signIn(email);
  }
});

afterAll(async () => {
  await backend.close();
});

const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });
const client = (name: string): SupabaseClient => {
  const found = personas[name];
  if (!found) throw new Error(`no persona ${name}`);
  return found;
};

describe('seeded offer images', () => {
  it('serves a seeded image at the relative path stored in the catalogue', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/${ACME_LOGO}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      readFileSync(join(seedImagesDir, 'acme-logo.webp')),
    );
  });

  it('has a file on disk for every seeded object row, in its folder', async () => {
    const { rows } = await backend.gateway.ctx.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1`,
      [BUCKET],
    );
    expect(rows.length).toBeGreaterThan(0);
    const folders = new Set(rows.map((row) => row.name.split('/')[0]));
    expect(folders).toEqual(new Set(['seed', ACME, FJORD]));
    const bucketDir = join(backend.gateway.ctx.storageDir, BUCKET);
    const stored = new Set(readdirSync(bucketDir, { recursive: true }).map(String));
    expect(rows.filter((row) => !stored.has(join(...row.name.split('/'))))).toEqual([]);
  });

  it('lists the seeded images to admins and a folder to its managers, to visitors nothing', async () => {
    // Issue 22, finding 6: listing used to show visitors every company's folder.
    const admin = client('admin@ordning.test').storage.from(BUCKET);
    const seed = await admin.list('seed', { limit: 1000 });
    expect(seed.error).toBeNull();
    expect(seed.data?.map((entry) => entry.name)).toContain('nordlys-bilpleie-1.webp');
    const acme = await client('eier@acme.test').storage.from(BUCKET).list(ACME, { limit: 1000 });
    expect(acme.data?.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['acme-logo.webp', 'acme-ski-1.webp']),
    );
    for (const name of ['anon', 'privat@ordning.test', 'ansatt@acme.test', 'eier@fjord.test']) {
      const visitor = client(name).storage.from(BUCKET);
      expect((await visitor.list(ACME, { limit: 1000 })).data, name).toEqual([]);
      expect((await visitor.list('seed', { limit: 1000 })).data, name).toEqual([]);
    }
  });

  it('serves the images to anonymous visitors by their public URLs, as a public bucket does', async () => {
    for (const name of [ACME_LOGO, 'seed/nordlys-bilpleie-1.webp']) {
      const response = await fetch(client('anon').storage.from(BUCKET).getPublicUrl(name).data.publicUrl);
      expect(response.status, name).toBe(200);
      expect((await response.arrayBuffer()).byteLength, name).toBeGreaterThan(0);
    }
  });

  it('skips a seeded row whose image file is missing with a single warning', async () => {
    await backend.gateway.ctx.db.query(
      `insert into storage.objects (bucket_id, name, metadata)
       values ($1, 'seed/missing-one.webp', '{}'), ($1, 'seed/missing-two.webp', '{}')`,
      [BUCKET],
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await storeSeedObjects(backend.gateway.ctx);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('2 seed image(s) missing');
    } finally {
      warn.mockRestore();
      await backend.gateway.ctx.db.query(`delete from storage.objects where name like 'seed/missing-%'`);
    }
    const response = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/${ACME_LOGO}`);
    expect(response.status).toBe(200);
  });
});

describe('who may upload offer images', () => {
  it.each([
    ['admin@ordning.test', 'admin'],
    ['admin@ordning.test', ACME],
    ['eier@acme.test', ACME],
  ])('lets %s upload, replace and remove in the folder %s', async (email, folder) => {
    const key = `${folder}/uploads/logo.png`;
    const storage = client(email).storage.from(BUCKET);
    expect((await storage.upload(key, png('logo.png'))).error).toBeNull();
    expect((await storage.upload(key, png('logo.png'), { upsert: true })).error).toBeNull();
    const response = await fetch(storage.getPublicUrl(key).data.publicUrl);
    expect(response.headers.get('content-type')).toBe('image/png');
    const removed = await storage.remove([key]);
    expect(removed.data?.map((object) => object.name)).toEqual([key]);
  });

  it.each([
    ['anon', ACME],
    ['ansatt@acme.test', ACME],
    ['privat@ordning.test', ACME],
    ['eier@acme.test', FJORD],
    ['eier@acme.test', 'admin'],
    ['eier@acme.test', 'uploads'],
  ])('refuses an upload by %s into the folder %s', async (name, folder) => {
    const { error } = await client(name).storage.from(BUCKET).upload(`${folder}/x.png`, png('x.png'));
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
  });

  it('keeps seeded images when an employee tries to remove them', async () => {
    const removed = await client('ansatt@acme.test').storage.from(BUCKET).remove([ACME_LOGO]);
    expect(removed.data).toEqual([]);
    const response = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/${ACME_LOGO}`);
    expect(response.status).toBe(200);
  });

  it("keeps another company's image from a manager who points an own offer at it", async () => {
    const fjordKey = `${FJORD}/befaring-plan.png`;
    const fjord = client('eier@fjord.test').storage.from(BUCKET);
    expect((await fjord.upload(fjordKey, png('plan.png'))).error).toBeNull();
    const fjordUrl = fjord.getPublicUrl(fjordKey).data.publicUrl;
    const original = Buffer.from(await (await fetch(fjordUrl)).arrayBuffer());

    // The first step of the attack: Acme's owner names Fjord's image in an Acme offer.
    const acmeOwner = client('eier@acme.test');
    const created = await acmeOwner
      .from('offers')
      .insert({ company_id: ACME, title: 'Lånt bilde', image: fjordUrl, images: [fjordUrl] });
    expect(created.status).toBe(400);
    expect(created.error).toMatchObject({ code: '23514' });
    const pointed = await acmeOwner
      .from('offers')
      .update({ image: fjordUrl, images: [fjordUrl] })
      .eq('id', '0ffe0000-0000-4000-8000-000000000028')
      .select('id');
    expect(pointed.status).toBe(400);
    expect(pointed.error?.message).toContain("offer's own folder");

    // The second: replace or remove the image. Storage decides by the folder alone.
    const storage = acmeOwner.storage.from(BUCKET);
    const other = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const replaced = await storage.upload(fjordKey, other, { contentType: 'image/png', upsert: true });
    expect(replaced.error).toMatchObject({ statusCode: '403' });
    const updated = await storage.update(fjordKey, other, { contentType: 'image/png' });
    expect(updated.error).not.toBeNull();
    expect((await storage.remove([fjordKey])).data).toEqual([]);
    expect(Buffer.from(await (await fetch(fjordUrl)).arrayBuffer())).toEqual(original);
  });

  it("lets an admin replace any company's image", async () => {
    const key = `${FJORD}/admin-retouched.png`;
    expect((await client('eier@fjord.test').storage.from(BUCKET).upload(key, png('a.png'))).error).toBeNull();
    const admin = client('admin@ordning.test').storage.from(BUCKET);
    expect((await admin.update(key, png('b.png'))).error).toBeNull();
    expect((await admin.remove([key])).data?.map((object) => object.name)).toEqual([key]);
  });
});

describe('offer image limits', () => {
  it('refuses anything but images', async () => {
    const { error } = await client('admin@ordning.test')
      .storage.from(BUCKET)
      .upload('uploads/readme.txt', Buffer.from('tekst'), { contentType: 'text/plain' });
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
  });

  it('refuses an image over 10 MB', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const { error } = await client('admin@ordning.test')
      .storage.from(BUCKET)
      .upload('uploads/huge.png', big, { contentType: 'image/png' });
    expect(error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
  });
});
