import { expect, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';

// Shared by publishing.spec.ts: the editor's fields, a real PNG to upload,
// and the public catalogue's cards.

export const offerCards = (page: Page) => page.getByRole('list', { name: 'Tilbud', exact: true });

/** The management list's card of an offer, by its title. */
export const managedCard = (page: Page, title: string) =>
  page.getByTestId('managed-offer').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The admin table's row of an offer, by its choice box 'Velg {title}'. */
export const adminOfferRow = (page: Page, title: string) =>
  page
    .getByTestId('admin-offer-row')
    .filter({ has: page.getByRole('checkbox', { name: `Velg ${title}`, exact: true }) });

let crcTable: number[] | null = null;
function crc32(bytes: Buffer): number {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG of the given size (the bucket sniffs real image bytes). */
export function pngImage(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (
  name: string,
  rgb: [number, number, number] = [200, 80, 40],
  size: { width: number; height: number } = { width: 32, height: 24 },
) => ({
  name,
  mimeType: 'image/png',
  buffer: pngImage(size.width, size.height, rgb),
});

/** A PNG's pixel size, from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Types into the rich-text description: a line of plain text, then a bold phrase. */
export async function typeRichText(
  page: Page,
  scope: ReturnType<Page['locator']>,
  plain: string,
  bold: string,
) {
  const editor = scope.getByRole('textbox', { name: 'Beskrivelse' });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type(plain + ' ');
  await scope.getByRole('button', { name: 'Fet' }).click();
  await page.keyboard.type(bold);
}

/** Waits until the service worker controls the page, so a reload can be served offline. */
