import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../../../supabase/local/paths.ts';
import { schemaBackendForFile } from '../schema/sql.ts';

const { db } = schemaBackendForFile({ seed: false });

/** Postgres' NAMEDATALEN - 1: longer identifiers are cut to this many bytes, silently. */
const MAX_IDENTIFIER_BYTES = 63;

/** Every quoted policy name a migration creates, alters, renames to or drops, with its file. */
function policyNamesInMigrations(): { file: string; name: string }[] {
  const found: { file: string; name: string }[] = [];
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    const pattern = /(?:(?:create|alter|drop)\s+policy(?:\s+if\s+exists)?|rename\s+to)\s+"([^"]+)"/gi;
    for (const match of sql.matchAll(pattern)) if (match[1]) found.push({ file, name: match[1] });
  }
  return found;
}

/** Cuts a name the way Postgres does (whole UTF-8 characters, at most 63 bytes). */
function truncated(name: string): string {
  let out = '';
  for (const char of name) {
    if (Buffer.byteLength(out + char) > MAX_IDENTIFIER_BYTES) break;
    out += char;
  }
  return out;
}

describe('policy names', () => {
  it('stores no policy under a name Postgres truncated from a longer one in the migrations', async () => {
    const long = policyNamesInMigrations().filter(
      ({ name }) => Buffer.byteLength(name) > MAX_IDENTIFIER_BYTES,
    );
    const { rows } = await db().query<{ polname: string }>('select polname from pg_policy');
    const stored = new Set(rows.map((row) => row.polname));
    expect(long.map(({ name }) => truncated(name)).filter((name) => stored.has(name))).toEqual([]);
    expect(rows.length).toBeGreaterThan(30);
  });

  it('keeps every policy name from the rename migration on within 63 bytes', () => {
    const recent = policyNamesInMigrations().filter(({ file }) => file >= '20261125140000');
    expect(recent.length).toBeGreaterThan(0);
    // The rename names the stored policy by its truncated name: exactly 63 bytes, no further cut.
    expect(recent.filter(({ name }) => Buffer.byteLength(name) > MAX_IDENTIFIER_BYTES)).toEqual([]);
  });
});
