import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import {
  PNG_BYTES,
  clientWithToken,
  createBucket,
  createOwnerPolicies,
  errorBody,
  testUser,
  userToken,
} from './support.ts';

const BUCKET = 'test-images';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
  await createBucket(backend, {
    id: BUCKET,
    public: true,
    fileSizeLimit: 1024,
    allowedMimeTypes: ['image/png', 'image/jpeg'],
  });
  await createOwnerPolicies(backend, BUCKET);
});

afterAll(async () => {
  await backend.close();
});

const objectUrl = (key: string) => `${backend.url}/storage/v1/object/${BUCKET}/${key}`;
const storedFiles = () => {
  const dir = join(backend.gateway.ctx.storageDir, BUCKET);
  return existsSync(dir) ? readdirSync(dir, { recursive: true }) : [];
};

describe('bucket limits', () => {
  it('refuses a file over the bucket size limit', async () => {
    const { client } = await testUser(backend);
    const big = new File([Buffer.concat([PNG_BYTES, Buffer.alloc(2048)])], 'big.png', { type: 'image/png' });
    const { error } = await client.storage.from(BUCKET).upload('big.png', big);
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(existsSync(join(backend.gateway.ctx.storageDir, BUCKET, 'big.png'))).toBe(false);
  });

  it('refuses a raw body over the limit too', async () => {
    const { client } = await testUser(backend);
    const { error } = await client.storage
      .from(BUCKET)
      .upload('big-raw.png', Buffer.concat([PNG_BYTES, Buffer.alloc(4096)]), { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '413' });
  });

  it('refuses a file over the global 50 MB cap in a bucket without a limit', async () => {
    await createBucket(backend, { id: 'test-unlimited', public: false });
    const huge = Buffer.alloc(50 * 1024 * 1024 + 1);
    const { error } = await backend
      .service()
      .storage.from('test-unlimited')
      .upload('huge.bin', huge, { contentType: 'application/octet-stream' });
    expect(error).toMatchObject({ statusCode: '413' });
  });

  it('refuses a type the bucket does not allow', async () => {
    const { client } = await testUser(backend);
    const { error } = await client.storage
      .from(BUCKET)
      .upload('notes.txt', Buffer.from('plain text'), { contentType: 'text/plain' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });

    const response = await fetch(objectUrl('page.html'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${await userToken(backend)}`, 'Content-Type': 'text/html' },
      body: '<h1>hi</h1>',
    });
    expect(await errorBody(response)).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/html is not supported',
    });
  });

  it('refuses a script disguised as a PNG', async () => {
    const { client } = await testUser(backend);
    const disguised = new File(['<script>alert(document.cookie)</script>'], 'cat.png', { type: 'image/png' });
    const { error } = await client.storage.from(BUCKET).upload('cat.png', disguised);
    expect(error).toMatchObject({
      statusCode: '415',
      message: 'mime type image/png does not match the file content',
    });
    expect(existsSync(join(backend.gateway.ctx.storageDir, BUCKET, 'cat.png'))).toBe(false);
  });

  it('answers Bucket not found for an unknown bucket', async () => {
    const { client } = await testUser(backend);
    const { error } = await client.storage
      .from('no-such-bucket')
      .upload('a.png', new File([PNG_BYTES], 'a.png'));
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('object keys', () => {
  it.each([
    ['an encoded parent segment', '..%2F..%2Foutside.png'],
    ['encoded dots', '%2E%2E%2Foutside.png'],
    ['a backslash', '..%5C..%5Coutside.png'],
    ['a NUL byte', 'evil%00.png'],
    ['an absolute path', '%2Fetc%2Fpasswd'],
  ])('refuses a key with %s', async (_what, key) => {
    const response = await fetch(objectUrl(key), {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'image/png' },
      body: PNG_BYTES,
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    expect(existsSync(join(backend.gateway.ctx.storageDir, 'outside.png'))).toBe(false);
    expect(existsSync(join(backend.gateway.ctx.storageDir, '..', 'outside.png'))).toBe(false);
  });

  it('refuses traversal on reads as well', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/..%2F..%2Fetc%2Fpasswd`);
    expect(await errorBody(response)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });
});

describe('policies and tokens', () => {
  it('lets the project policies refuse an anonymous upload', async () => {
    const before = storedFiles().length;
    const { error } = await backend
      .anon()
      .storage.from(BUCKET)
      .upload('anon.png', new File([PNG_BYTES], 'anon.png', { type: 'image/png' }));
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(storedFiles().length).toBe(before);
  });

  it('keeps an object its owner uploaded when another user tries to remove or replace it', async () => {
    const owner = await testUser(backend);
    const other = await testUser(backend);
    await owner.client.storage
      .from(BUCKET)
      .upload('owned.png', new File([PNG_BYTES], 'owned.png', { type: 'image/png' }));

    const removed = await other.client.storage.from(BUCKET).remove(['owned.png']);
    expect(removed.data).toEqual([]);
    const replaced = await other.client.storage
      .from(BUCKET)
      .upload('owned.png', new File([PNG_BYTES], 'owned.png', { type: 'image/png' }), { upsert: true });
    expect(replaced.error).toMatchObject({ statusCode: '403' });
    expect((await owner.client.storage.from(BUCKET).exists('owned.png')).data).toBe(true);
  });

  it('refuses a token signed with another secret', async () => {
    const forged = clientWithToken(backend, await userToken(backend, { secret: 'x'.repeat(40) }));
    const { error } = await forged.storage
      .from(BUCKET)
      .upload('forged.png', new File([PNG_BYTES], 'forged.png'));
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'invalid signature' });

    const response = await fetch(objectUrl('forged.png'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${await userToken(backend, { secret: 'y'.repeat(40) })}` },
      body: PNG_BYTES,
    });
    expect(await errorBody(response)).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'invalid signature',
    });
  });

  it('refuses an expired token and a malformed one', async () => {
    const expired = clientWithToken(backend, await userToken(backend, { expiresIn: -60 }));
    const { error } = await expired.storage.from(BUCKET).list();
    expect(error).toMatchObject({ statusCode: '403', message: 'jwt expired' });

    const malformed = clientWithToken(backend, 'not-a-jwt');
    expect((await malformed.storage.from(BUCKET).list()).error).toMatchObject({ message: 'jwt malformed' });
  });
});
