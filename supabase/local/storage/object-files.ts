import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Bytes are staged in a temporary file first and moved into place only once
 * the storage.objects row is written, so a denied or failed upload never
 * leaves (or overwrites) a file, and a reader never sees a half-written one.
 */
export class StagedFile {
  private constructor(private readonly tempPath: string) {}

  static async write(storageDir: string, bytes: Uint8Array): Promise<StagedFile> {
    const tempDir = join(storageDir, '.staging');
    await mkdir(tempDir, { recursive: true });
    const tempPath = join(tempDir, randomUUID());
    await writeFile(tempPath, bytes);
    return new StagedFile(tempPath);
  }

  async moveTo(finalPath: string): Promise<void> {
    await mkdir(dirname(finalPath), { recursive: true });
    await rename(this.tempPath, finalPath);
  }

  /** Safe to call after moveTo: the temp path is gone by then. */
  async discard(): Promise<void> {
    await rm(this.tempPath, { force: true });
  }
}

export async function removeObjectFile(path: string): Promise<void> {
  await rm(path, { force: true });
}
