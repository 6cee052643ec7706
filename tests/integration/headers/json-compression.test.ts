import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../supabase/local/http/compress-json.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

// The gateway compresses JSON as hosted Supabase does: br or gzip by Accept-Encoding, never small answers,
// never images (compressed already).

const backend = backendForFile(() => startTestBackend());

interface WireResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it crossed the wire, still encoded. */
  bytes: Buffer;
}

function getWire(path: string, headers: Record<string, string>): Promise<WireResponse> {
  const url = `${backend().url}${path}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const apiHeaders = (acceptEncoding?: string) => ({
  apikey: backend().anonKey,
  ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
});
const OFFERS = '/rest/v1/offers?select=*&order=id';

describe('JSON compression', () => {
  it('sends the offers list with brotli when the client takes br, the same JSON in far fewer bytes', async () => {
    const plain = await getWire(OFFERS, apiHeaders('identity'));
    const br = await getWire(OFFERS, apiHeaders('gzip, deflate, br'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(plain.bytes.length).toBeGreaterThan(10_000);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
  });

  it('falls back to gzip for a client without br', async () => {
    const plain = await getWire(OFFERS, apiHeaders());
    const gzip = await getWire(OFFERS, apiHeaders('gzip'));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });

  it('leaves small answers alone', async () => {
    const small = await getWire('/rest/v1/categories?select=id&limit=1', apiHeaders('br, gzip'));
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an image', async () => {
    const image = await getWire(
      '/storage/v1/object/public/offer-images/seed/nordlys-bilpleie-1.webp',
      apiHeaders('br, gzip'),
    );
    expect(image.status).toBe(200);
    expect(image.bytes.length).toBeGreaterThan(1024);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP means it', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
