import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { PNG_BYTES, createBucket, createOwnerPolicies, errorBody, testUser } from './support.ts';

const BUCKET = 'test-files';

let backend: TestBackend;
let user: SupabaseClient;

beforeAll(async () => {
  // Own buckets and users only: the seed is not needed here.
  backend = await startTestBackend({ seed: false });
  await createBucket(backend, { id: BUCKET, public: true, allowedMimeTypes: ['image/*', 'text/plain'] });
  await createOwnerPolicies(backend, BUCKET);
  user = (await testUser(backend)).client;
});

afterAll(async () => {
  await backend.close();
});

const storedFile = (key: string) => join(backend.gateway.ctx.storageDir, BUCKET, key);

describe('upload', () => {
  it('stores a File sent as multipart and serves it at its public URL with its type', async () => {
    const file = new File([PNG_BYTES], 'logo.png', { type: 'image/png' });
    const { data, error } = await user.storage.from(BUCKET).upload('brands/logo.png', file);
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'brands/logo.png', fullPath: `${BUCKET}/brands/logo.png` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const { publicUrl } = user.storage.from(BUCKET).getPublicUrl('brands/logo.png').data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('stores a Buffer sent as a raw body with its Content-Type', async () => {
    const body = Buffer.from('Hei på deg!\n', 'utf8');
    const { error } = await user.storage
      .from(BUCKET)
      .upload('notes/hello.txt', body, { contentType: 'text/plain; charset=utf-8', cacheControl: '60' });
    expect(error).toBeNull();

    const { data, error: downloadError } = await user.storage.from(BUCKET).download('notes/hello.txt');
    expect(downloadError).toBeNull();
    expect(await data?.text()).toBe('Hei på deg!\n');

    const response = await fetch(user.storage.from(BUCKET).getPublicUrl('notes/hello.txt').data.publicUrl);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
  });

  it('keeps non-ASCII and spaced names intact from upload to public URL', async () => {
    const key = 'norsk/blåbær kake (1).png';
    const { data, error } = await user.storage
      .from(BUCKET)
      .upload(key, new File([PNG_BYTES], 'kake.png', { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`${BUCKET}/${key}`);
    expect(existsSync(storedFile(key))).toBe(true);
    const response = await fetch(user.storage.from(BUCKET).getPublicUrl(key).data.publicUrl);
    expect(response.status).toBe(200);
    const listed = await user.storage.from(BUCKET).list('norsk');
    expect(listed.data?.map((entry) => entry.name)).toEqual(['blåbær kake (1).png']);
  });

  it('refuses to overwrite without upsert and replaces with upsert', async () => {
    const first = await user.storage
      .from(BUCKET)
      .upload('dup/a.txt', Buffer.from('one'), { contentType: 'text/plain' });
    expect(first.error).toBeNull();

    const again = await user.storage
      .from(BUCKET)
      .upload('dup/a.txt', Buffer.from('two'), { contentType: 'text/plain' });
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });

    const upserted = await user.storage
      .from(BUCKET)
      .upload('dup/a.txt', Buffer.from('three'), { contentType: 'text/plain', upsert: true });
    expect(upserted.error).toBeNull();
    expect(upserted.data?.id).toBe(first.data?.id);
    const { data } = await user.storage.from(BUCKET).download('dup/a.txt');
    expect(await data?.text()).toBe('three');
  });

  it('replaces an existing object with update() and reports a missing one', async () => {
    await user.storage.from(BUCKET).upload('upd/b.txt', Buffer.from('old'), { contentType: 'text/plain' });
    const updated = await user.storage
      .from(BUCKET)
      .update('upd/b.txt', Buffer.from('new'), { contentType: 'text/plain' });
    expect(updated.error).toBeNull();
    expect(await (await user.storage.from(BUCKET).download('upd/b.txt')).data?.text()).toBe('new');

    const missing = await user.storage
      .from(BUCKET)
      .update('upd/none.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});

describe('object info', () => {
  it('reports size, type and the custom metadata given at upload', async () => {
    const file = new File([PNG_BYTES], 'meta.png', { type: 'image/png' });
    await user.storage.from(BUCKET).upload('info/meta.png', file, { metadata: { offer: 'ski-rabatt' } });
    const { data, error } = await user.storage.from(BUCKET).info('info/meta.png');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'info/meta.png',
      size: PNG_BYTES.byteLength,
      contentType: 'image/png',
      metadata: { offer: 'ski-rabatt' },
    });
  });
});

describe('public URLs', () => {
  it('answers 304 when the ETag still matches', async () => {
    await user.storage
      .from(BUCKET)
      .upload('cache/c.txt', Buffer.from('cached'), { contentType: 'text/plain' });
    const url = user.storage.from(BUCKET).getPublicUrl('cache/c.txt').data.publicUrl;
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    const revalidated = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('answers a JSON 404 for a missing object and for a bucket that is not public', async () => {
    const missing = await fetch(user.storage.from(BUCKET).getPublicUrl('nope/none.png').data.publicUrl);
    expect(missing.status).toBe(400);
    expect(await errorBody(missing)).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });

    await createBucket(backend, { id: 'test-private', public: false });
    const privateBucket = await fetch(`${backend.url}/storage/v1/object/public/test-private/x.png`);
    expect(await errorBody(privateBucket)).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('reports whether an object exists', async () => {
    await user.storage.from(BUCKET).upload('exists/yes.txt', Buffer.from('y'), { contentType: 'text/plain' });
    expect((await user.storage.from(BUCKET).exists('exists/yes.txt')).data).toBe(true);
    expect((await user.storage.from(BUCKET).exists('exists/no.txt')).data).toBe(false);
  });
});

describe('list', () => {
  beforeAll(async () => {
    for (const name of ['b.txt', 'a.txt', 'c.txt', 'Album/one.txt', 'Album/two.txt']) {
      await user.storage
        .from(BUCKET)
        .upload(`listing/${name}`, Buffer.from(name), { contentType: 'text/plain' });
    }
  });

  it('lists one level with folders, sorted by name', async () => {
    const { data, error } = await user.storage.from(BUCKET).list('listing');
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['Album', 'a.txt', 'b.txt', 'c.txt']);
    expect(data?.[0]).toMatchObject({ name: 'Album', id: null, metadata: null });
    expect(data?.[1]?.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });
  });

  it('pages, sorts descending and searches', async () => {
    const page = await user.storage.from(BUCKET).list('listing', {
      limit: 2,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(page.data?.map((entry) => entry.name)).toEqual(['b.txt', 'a.txt']);

    const found = await user.storage.from(BUCKET).list('listing', { search: 'b' });
    expect(found.data?.map((entry) => entry.name)).toEqual(['b.txt']);

    const nested = await user.storage.from(BUCKET).list('listing/Album');
    expect(nested.data?.map((entry) => entry.name)).toEqual(['one.txt', 'two.txt']);
  });

  it('refuses an unknown sort column', async () => {
    const { error } = await user.storage
      .from(BUCKET)
      .list('listing', { sortBy: { column: 'size; drop table x', order: 'asc' } });
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
  });
});

describe('remove', () => {
  it('deletes objects, returns them and removes their files', async () => {
    await user.storage.from(BUCKET).upload('rm/one.txt', Buffer.from('1'), { contentType: 'text/plain' });
    await user.storage.from(BUCKET).upload('rm/two.txt', Buffer.from('2'), { contentType: 'text/plain' });
    expect(existsSync(storedFile('rm/one.txt'))).toBe(true);

    const { data, error } = await user.storage
      .from(BUCKET)
      .remove(['rm/one.txt', 'rm/two.txt', 'rm/none.txt']);
    expect(error).toBeNull();
    expect(data?.map((object) => object.name).sort()).toEqual(['rm/one.txt', 'rm/two.txt']);
    expect(existsSync(storedFile('rm/one.txt'))).toBe(false);
    expect(existsSync(storedFile('rm/two.txt'))).toBe(false);

    const gone = await fetch(user.storage.from(BUCKET).getPublicUrl('rm/one.txt').data.publicUrl);
    expect(await errorBody(gone)).toMatchObject({ statusCode: '404' });
  });

  it('deletes a single object by its path', async () => {
    await user.storage.from(BUCKET).upload('rm/single.txt', Buffer.from('s'), { contentType: 'text/plain' });
    const auth = { Authorization: `Bearer ${backend.serviceRoleKey}` };
    const deleted = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/rm/single.txt`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(await deleted.json()).toEqual({ message: 'Successfully deleted' });
    const again = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/rm/single.txt`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(await errorBody(again)).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('refuses a body without prefixes', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/${BUCKET}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paths: ['x'] }),
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ statusCode: '400', error: 'Bad Request' });
  });
});

describe('buckets', () => {
  it('shows buckets to the service role and hides them from anon by RLS', async () => {
    const service = await backend.service().storage.getBucket(BUCKET);
    expect(service.data).toMatchObject({ id: BUCKET, name: BUCKET, public: true });
    const all = await backend.service().storage.listBuckets();
    expect(all.data?.map((bucket) => bucket.id)).toContain(BUCKET);

    expect((await backend.anon().storage.listBuckets()).data).toEqual([]);
    const hidden = await backend.anon().storage.getBucket(BUCKET);
    expect(hidden.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
