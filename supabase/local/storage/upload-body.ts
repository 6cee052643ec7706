import { storageErrors } from './errors.ts';

/** Largest object the local storage accepts in any bucket (hosted free plan: 50 MB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for multipart boundaries and the small text fields next to the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadedFile {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Reads a request body but stops at `cap` bytes, so an oversized upload is
 * refused without buffering all of it. A declared Content-Length over the
 * cap is refused before reading anything.
 */
async function readCapped(req: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > cap) throw storageErrors.tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel();
      throw storageErrors.tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseMetadataJson(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    throw storageErrors.badRequest('Invalid metadata: must be a JSON object');
  }
}

function isMultipart(req: Request): boolean {
  return (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * The declared type of the upload, known before the body is read: the
 * Content-Type header of a raw upload. Multipart uploads carry it in the part.
 */
export function declaredRawMimeType(req: Request): string | null {
  return isMultipart(req) ? null : (req.headers.get('content-type') ?? 'application/octet-stream');
}

/**
 * The uploaded file of either shape storage-js sends: multipart (a File or
 * Blob, in the part with an empty field name, plus cacheControl and metadata
 * fields) or a raw body (Buffer/ArrayBuffer with Content-Type and
 * Cache-Control headers, metadata base64 JSON in x-metadata).
 */
export async function readUpload(req: Request, sizeLimit: number): Promise<UploadedFile> {
  if (!isMultipart(req)) {
    const bytes = await readCapped(req, sizeLimit);
    const encodedMetadata = req.headers.get('x-metadata');
    return {
      bytes,
      mimeType: declaredRawMimeType(req) ?? 'application/octet-stream',
      cacheControl: req.headers.get('cache-control') ?? 'no-cache',
      userMetadata: parseMetadataJson(
        encodedMetadata ? Buffer.from(encodedMetadata, 'base64').toString('utf8') : null,
      ),
    };
  }
  const body = await readCapped(req, sizeLimit + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw storageErrors.badRequest('Malformed multipart body');
  }
  let file: Blob | null = null;
  for (const value of form.values()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw storageErrors.noContent();
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimeType: file.type || 'application/octet-stream',
    cacheControl:
      typeof cacheControl === 'string' && cacheControl !== '' ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: parseMetadataJson(typeof metadata === 'string' ? metadata : null),
  };
}
