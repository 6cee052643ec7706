import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHostedDatabase, dropDatabase } from './hosted-database.ts';
import { DUMP_COMMAND, dumpSchema, schemaFile } from './schema-dump.ts';

// supabase/schema.sql must be the dump of today's migrations: a migration changed without
// `npm run schema:dump` fails the PostgreSQL test run here, with the first lines that differ.

const adminUrl = inject('postgresAdminUrl');
const database = `schema_dump_${String(process.pid)}`;

beforeAll(async () => {
  if (adminUrl) await createHostedDatabase(adminUrl, database);
}, 180_000);

afterAll(async () => {
  if (adminUrl) await dropDatabase(adminUrl, database);
});

/** The lines where `committed` and `dumped` part, as a short -/+ excerpt; null when equal. */
function diffExcerpt(committed: string, dumped: string, maxLines = 24): string | null {
  if (committed === dumped) return null;
  const before = committed.split('\n');
  const after = dumped.split('\n');
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const context = 3;
  const lines = [
    `@@ supabase/schema.sql line ${String(start + 1)} @@`,
    ...before.slice(Math.max(0, start - context), start).map((line) => `  ${line}`),
    ...before.slice(start, endBefore).map((line) => `- ${line}`),
    ...after.slice(start, endAfter).map((line) => `+ ${line}`),
  ];
  const shown = lines.slice(0, maxLines);
  if (lines.length > maxLines) shown.push(`... ${String(lines.length - maxLines)} more lines`);
  return shown.join('\n');
}

describe.runIf(adminUrl)('supabase/schema.sql', () => {
  it('is the dump of the schema after every migration', async () => {
    const committed = await readFile(schemaFile, 'utf8').catch(() => '');
    const dumped = await dumpSchema(adminUrl ?? '', database);
    const excerpt = diffExcerpt(committed, dumped);
    if (excerpt !== null) {
      expect.fail(
        `supabase/schema.sql is stale: run ${DUMP_COMMAND}\n` +
          `(- the committed file, + the dump of today's migrations)\n${excerpt}`,
      );
    }
    expect(dumped).toContain('CREATE TABLE public.');
  });
});
