import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { knownBody } from './known-body.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves less than its headers and the CPU cost (as hosted gateways do). */
export const MIN_COMPRESSED_BYTES = 1024;

/** JSON in every spelling the services answer (application/json, PostgREST's vnd.pgrst.object+json, geo+json…). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

type Encoding = 'br' | 'gzip';

/** br when the client accepts it, else gzip, else nothing (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  const weight = (name: Encoding) => accepted.get(name) ?? wildcard;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function compress(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 6 });
  // Quality 5: most of brotli's gain on JSON at a fraction of the default's (11) time, fit for dynamic answers.
  return brotli(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/**
 * Compressed copies of bodies, by the very bytes object: a REST answer reused
 * from the read cache (rest/read-cache.ts) is the same Uint8Array each time,
 * so it is compressed once per encoding, not once per request. Compression is
 * a pure function of the bytes; an entry lives exactly as long as its body.
 */
const compressedBodies = new WeakMap<Uint8Array, Map<Encoding, Promise<Buffer>>>();

function compressOnce(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  let forBody = compressedBodies.get(bytes);
  if (!forBody) {
    forBody = new Map();
    compressedBodies.set(bytes, forBody);
  }
  const known = forBody.get(encoding);
  if (known) return known;
  const compressed = compress(bytes, encoding);
  forBody.set(encoding, compressed);
  // A failure is not remembered: the next request tries again.
  compressed.catch(() => {
    if (forBody.get(encoding) === compressed) forBody.delete(encoding);
  });
  return compressed;
}

/**
 * Compresses JSON answers with br or gzip by Accept-Encoding, as hosted
 * Supabase's gateway does: the catalogue sync moves megabytes of repetitive
 * JSON. Small answers and anything not JSON (images are compressed already)
 * go out as they are.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const original = c.res;
    const type = original.headers.get('Content-Type') ?? '';
    if (!JSON_TYPE.test(type) || original.headers.has('Content-Encoding')) return;
    // A body the gateway built itself is taken as it is instead of being read back from a stream.
    const known = knownBody(original);
    if (!known && !original.body) return;
    const encoding = c.req.method === 'HEAD' ? null : chooseEncoding(c.req.header('Accept-Encoding'));
    if (known) {
      const length = typeof known.body === 'string' ? Buffer.byteLength(known.body) : known.body.length;
      if (!encoding || length < MIN_COMPRESSED_BYTES) {
        // Sent as it is: the gateway's own response (mutable headers) only gains its headers, and is not copied.
        original.headers.append('Vary', 'Accept-Encoding');
        original.headers.set('Content-Length', String(length));
        return;
      }
    }
    const headers = new Headers(original.headers);
    headers.append('Vary', 'Accept-Encoding');
    const bytes = !known
      ? new Uint8Array(await original.arrayBuffer())
      : typeof known.body === 'string'
        ? Buffer.from(known.body)
        : known.body;
    let body: Uint8Array<ArrayBuffer> = bytes;
    if (encoding && bytes.length >= MIN_COMPRESSED_BYTES) {
      // The gateway's own bytes may be a reused answer: compressed once. Anything else is compressed as it comes.
      const compressed = await (known && typeof known.body !== 'string'
        ? compressOnce(bytes, encoding)
        : compress(bytes, encoding));
      body = new Uint8Array(
        compressed.buffer,
        compressed.byteOffset,
        compressed.length,
      ) as Uint8Array<ArrayBuffer>;
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.length));
    c.res = undefined;
    const statusText = known ? known.statusText : original.statusText;
    c.res = new Response(body, { status: original.status, statusText, headers });
  };
}
