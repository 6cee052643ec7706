import type { BrandIcon, BrandIconSize } from '@/lib/branded-manifest.ts';
import type { BrandIconSource } from './manifest-brand.ts';

/**
 * A wordmark (a wide logo) shrunk into a round icon is unreadable: only a
 * roughly square image (a favicon, a logo mark) is used, else the initial.
 */
const MAX_ASPECT = 1.25;
/** Below this an image would be blown up into a blurry app icon; the next source (or the initial) is used. */
const MIN_SOURCE_PIXELS = 128;
/** Maskable icons are cropped to a circle of 80 %: the plate (and the logo on it) stays inside it. */
const PLATE = 0.62;
/** The logo's diagonal within the plate's diameter: a wide wordmark and a square mark both fill it. */
const LOGO_IN_PLATE = 0.9;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Storage answers with CORS, so the canvas stays readable; without it toBlob throws and the initial is used.
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}

/** The first source image large enough to make an icon of, or null. */
async function firstUsableImage(urls: readonly string[]): Promise<HTMLImageElement | null> {
  for (const url of urls) {
    try {
      const image = await loadImage(url);
      const long = Math.max(image.naturalWidth, image.naturalHeight);
      const short = Math.min(image.naturalWidth, image.naturalHeight);
      if (long >= MIN_SOURCE_PIXELS && short > 0 && long / short <= MAX_ASPECT) return image;
    } catch {
      // Missing or blocked: try the next source.
    }
  }
  return null;
}

function drawIcon(size: number, source: BrandIconSource, image: HTMLImageElement | null): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d canvas');
  context.fillStyle = source.background;
  context.fillRect(0, 0, size, size);
  const centre = size / 2;
  if (image) {
    // A white plate, so a logo in any colour reads on any brand colour.
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(centre, centre, (size * PLATE) / 2, 0, Math.PI * 2);
    context.fill();
    const scale = (size * PLATE * LOGO_IN_PLATE) / Math.hypot(image.naturalWidth, image.naturalHeight);
    const width = image.naturalWidth * scale;
    const height = image.naturalHeight * scale;
    context.drawImage(image, centre - width / 2, centre - height / 2, width, height);
  } else {
    context.fillStyle = source.foreground;
    context.font = `700 ${Math.round(size * 0.42)}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(source.letter, centre, centre + size * 0.02);
  }
  return canvas;
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png');
  });
}

async function drawAll(
  sizes: readonly BrandIconSize[],
  source: BrandIconSource,
  image: HTMLImageElement | null,
): Promise<BrandIcon[]> {
  return Promise.all(sizes.map(async (size) => ({ size, png: await toPng(drawIcon(size, source, image)) })));
}

/**
 * The company's app icons: its favicon or logo on a white plate on its
 * primary colour, or its initial when no image is usable (too small, gone,
 * or served without CORS, which taints the canvas).
 */
export async function drawBrandIcons(
  sizes: readonly BrandIconSize[],
  source: BrandIconSource,
): Promise<BrandIcon[]> {
  const image = await firstUsableImage(source.imageUrls);
  try {
    return await drawAll(sizes, source, image);
  } catch (error) {
    if (image === null) throw error;
    return drawAll(sizes, source, null);
  }
}
