import { scaledSize } from './image-rules.ts';

// GIFs are left alone: a canvas would keep only their first frame.
const SCALABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * A photo with its longer side above 2000 px, redrawn at 2000 px in the same
 * type before upload (phone photos are often 4000 px and 5 MB). Anything
 * else, or a browser that cannot decode it, gets the file back unchanged.
 */
export async function scaleImageForUpload(file: File): Promise<Blob> {
  if (!SCALABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    if (!size.scaled) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.88));
    return blob && blob.type === file.type ? blob : file;
  } finally {
    bitmap.close();
  }
}
