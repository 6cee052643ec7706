import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// An in-memory PGlite spends most of its start in initdb, which makes the same
// empty cluster every time (about 1.9 s of 2.1 s for a whole backend here). The
// tests and the browser tests start dozens of backends, so the empty cluster is
// made once per PGlite version, kept in the temp folder, and loaded from there
// (about 0.4 s). Migrations and seed still run on it as on a fresh one.

/** The installed PGlite's version (its package.json is not exported, so found beside its entry). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof version === 'string' && /^[\w.-]+$/.test(version) ? version : 'unknown';
}

const pristineFile = () => join(tmpdir(), `ordning-pglite-${pgliteVersion()}-pristine.tar`);

async function makePristine(file: string): Promise<Blob> {
  const pg = await PGlite.create();
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  // Written aside and renamed: processes starting together never read half a file.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file).catch(() => unlink(partial));
  return dump;
}

/** A new in-memory PGlite, loaded from the stored empty cluster (made on first use). */
export async function createInMemoryPglite(): Promise<PGlite> {
  const file = pristineFile();
  const stored = await readFile(file).catch(() => null);
  if (stored) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([stored]) });
    } catch {
      // A damaged file: make it again.
      await unlink(file).catch(() => undefined);
    }
  }
  return PGlite.create({ loadDataDir: await makePristine(file) });
}
