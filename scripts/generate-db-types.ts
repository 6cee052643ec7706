// `npm run types:db`: writes supabase/functions/_shared/contracts/database.types.ts (the app's and
// the Edge Functions' one copy) from the migrated schema. A throwaway
// PostgreSQL server (Debian's postgresql, as the PostgreSQL test run uses) gets the platform
// bootstrap and every migration, then postgres-meta generates the types from it. The
// PostgreSQL test run (tests/integration/postgres/db-types.test.ts) fails when the file is stale.
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { startPostgresServer } from '../tests/integration/postgres/postgres-server.ts';
import { DATABASE_TYPES_FILE, createMigratedDatabase, generateDatabaseTypes } from './db-types/generate.ts';
import { projectRoot } from '../supabase/local/paths.ts';

const server = await startPostgresServer();
try {
  const database = await createMigratedDatabase(server.adminUrl, 'ordning_types');
  const types = await generateDatabaseTypes(database.url);
  await database.drop();
  await writeFile(DATABASE_TYPES_FILE, types);
  console.log(
    `types:db: wrote ${relative(projectRoot, DATABASE_TYPES_FILE)} (${String(types.split('\n').length)} lines) from ${server.version}`,
  );
} finally {
  server.stop();
}
