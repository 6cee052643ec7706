export interface StorageUpload {
  /** The Supabase URL (Storage lives at {supabaseUrl}/storage/v1). */
  supabaseUrl: string;
  anonKey: string;
  /** The signed-in user's access token: the bucket's policies decide by it. */
  accessToken: string;
  bucket: string;
  path: string;
  body: Blob;
  contentType: string;
  /** 0 to 1 while the body is sent. */
  onProgress: (fraction: number) => void;
}

/**
 * Uploads one object as Storage's REST API takes it (POST, no upsert).
 * XMLHttpRequest rather than supabase-js: only it reports upload progress,
 * which drives the forms' progress bars.
 */
export async function uploadStorageObject(upload: StorageUpload): Promise<void> {
  const encoded = upload.path.split('/').map(encodeURIComponent).join('/');
  const url = `${upload.supabaseUrl.replace(/\/$/, '')}/storage/v1/object/${upload.bucket}/${encoded}`;
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('authorization', `Bearer ${upload.accessToken}`);
    request.setRequestHeader('apikey', upload.anonKey);
    request.setRequestHeader('content-type', upload.contentType || 'application/octet-stream');
    request.setRequestHeader('cache-control', 'max-age=3600');
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) upload.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(`Upload refused (${request.status}): ${request.responseText.slice(0, 200)}`));
    };
    request.onerror = () => reject(new Error('Upload failed (network)'));
    request.send(upload.body);
  });
  upload.onProgress(1);
}
