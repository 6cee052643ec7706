/** An image in the editor: one already stored (its public URL), or a picked file waiting for the save. */
export type ImageItem =
  { key: string; kind: 'stored'; url: string } | { key: string; kind: 'new'; file: File; previewUrl: string };

/** A picked file's upload: 0..1 while sending, 'failed' when it was skipped. */
export type UploadProgress = Record<string, number | 'failed'>;

let counter = 0;
const nextKey = () => `image-${++counter}`;

export function storedImageItems(urls: readonly string[]): ImageItem[] {
  return urls.map((url) => ({ key: nextKey(), kind: 'stored', url }));
}

export function newImageItem(file: File): ImageItem {
  return { key: nextKey(), kind: 'new', file, previewUrl: URL.createObjectURL(file) };
}

/** Frees the object URLs of picked files' previews. */
export function releasePreviews(items: readonly ImageItem[]): void {
  for (const item of items) if (item.kind === 'new') URL.revokeObjectURL(item.previewUrl);
}
