import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedImagesDir } from '../../../supabase/local/paths.ts';
import { storeSeedObjects } from '../../../supabase/local/storage/seed-objects.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { PNG_BYTES } from './support.ts';

const BUCKET = 'offer-images';

let backend: TestBackend;
const personas: Record<string, SupabaseClient> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  personas.anon = backend.anon();
  for (const email of ['admin@ordning.test', 'eier@acme.test', 'ansatt@acme.test', 'privat@ordning.test']) {
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
    const response = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/seed/acme-logo.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      readFileSync(join(seedImagesDir, 'acme-logo.webp')),
    );
  });

  it('has a file on disk for every seeded object row', async () => {
    const { rows } = await backend.gateway.ctx.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1 and name like 'seed/%'`,
      [BUCKET],
    );
    expect(rows.length).toBeGreaterThan(0);
    const stored = new Set(readdirSync(join(backend.gateway.ctx.storageDir, BUCKET, 'seed')));
    expect(rows.filter((row) => !stored.has(row.name.slice('seed/'.length)))).toEqual([]);
  });

  it('lists the seeded images to anonymous visitors', async () => {
    const { data, error } = await client('anon').storage.from(BUCKET).list('seed', { limit: 1000 });
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toContain('acme-logo.webp');
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
    const response = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/seed/acme-logo.webp`);
    expect(response.status).toBe(200);
  });
});

describe('who may upload offer images', () => {
  it.each(['admin@ordning.test', 'eier@acme.test'])('lets %s upload, replace and remove', async (email) => {
    const key = `uploads/${email}/logo.png`;
    const storage = client(email).storage.from(BUCKET);
    expect((await storage.upload(key, png('logo.png'))).error).toBeNull();
    expect((await storage.upload(key, png('logo.png'), { upsert: true })).error).toBeNull();
    const response = await fetch(storage.getPublicUrl(key).data.publicUrl);
    expect(response.headers.get('content-type')).toBe('image/png');
    const removed = await storage.remove([key]);
    expect(removed.data?.map((object) => object.name)).toEqual([key]);
  });

  it.each(['anon', 'ansatt@acme.test', 'privat@ordning.test'])('refuses an upload by %s', async (name) => {
    const { error } = await client(name).storage.from(BUCKET).upload(`uploads/${name}.png`, png('x.png'));
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
  });

  it('keeps seeded images when an employee tries to remove them', async () => {
    const removed = await client('ansatt@acme.test').storage.from(BUCKET).remove(['seed/acme-logo.webp']);
    expect(removed.data).toEqual([]);
    const response = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/seed/acme-logo.webp`);
    expect(response.status).toBe(200);
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
