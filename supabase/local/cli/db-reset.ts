import { rm } from 'node:fs/promises';
import { createGateway } from '../gateway.ts';
import { defaultDataDir } from '../paths.ts';

/** `npm run db:reset`: deletes the local database and stored objects, then recreates and seeds them. */
async function main(): Promise<void> {
  await rm(defaultDataDir, { recursive: true, force: true });
  const gateway = await createGateway({ dataDir: defaultDataDir });
  console.log(`Recreated ${defaultDataDir}: ${gateway.migration.migrations.length} migrations, seeded.`);
  await gateway.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
