/**
 * Magic-byte signatures of the raster image types. A declared image type whose
 * bytes say otherwise (a script renamed .png) is refused; storage-api itself
 * trusts the declared type, but a public bucket of "images" must hold images.
 */
type Signature = (bytes: Uint8Array) => boolean;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/** ISO base media (AVIF/HEIC): `ftyp` box at offset 4 with one of the brands. */
function isoBrand(brands: string[]): Signature {
  return (bytes) =>
    startsWith(bytes, ascii('ftyp'), 4) && brands.some((brand) => startsWith(bytes, ascii(brand), 8));
}

const SIGNATURES: Record<string, Signature> = {
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  'image/avif': isoBrand(['avif', 'avis']),
  'image/heic': isoBrand(['heic', 'heix', 'mif1', 'msf1']),
  'image/bmp': (bytes) => startsWith(bytes, ascii('BM')),
  'image/tiff': (bytes) =>
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]),
  'image/x-icon': (bytes) => startsWith(bytes, [0x00, 0x00, 0x01, 0x00]),
};

const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/vnd.microsoft.icon': 'image/x-icon',
};

/** `text/plain; charset=utf-8` -> `text/plain`. */
export function baseMimeType(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * False when the declared type is a known raster image type and the bytes do
 * not carry its signature; true for every other type (nothing to check).
 */
export function contentMatchesType(mimeType: string, bytes: Uint8Array): boolean {
  const base = baseMimeType(mimeType);
  const signature = SIGNATURES[ALIASES[base] ?? base];
  return signature ? signature(bytes) : true;
}
