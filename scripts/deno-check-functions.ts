// Type-checks every Edge Function's Deno entry with the Deno of hosted's Edge Runtime (2.1
// line), against each function's deno.json and committed deno.lock: `--frozen` fails when a
// dependency would resolve differently from the lock, so what CI checks is what
// `supabase functions deploy` bundles.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DENO_MISSING, denoBinary } from '../supabase/local/functions/deno-binary.ts';

const functionsDir = join(import.meta.dirname, '..', 'supabase', 'functions');

let deno: string;
try {
  deno = denoBinary();
} catch {
  console.error(`check:functions: ${DENO_MISSING}`);
  process.exit(1);
}
const names = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
  .map((entry) => entry.name)
  .sort();

const update = process.argv.includes('--update-lock');
let failed = 0;
for (const name of names) {
  const started = performance.now();
  const result = spawnSync(deno, ['check', '--quiet', `--frozen=${String(!update)}`, 'index.ts'], {
    cwd: join(functionsDir, name),
    stdio: 'inherit',
    // npm packages come from the registry; trust the machine's certificate store, as npm does.
    env: { ...process.env, DENO_TLS_CA_STORE: 'system', DENO_NO_UPDATE_CHECK: '1' },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`deno check ${name}: ok (${seconds} s)`);
  else {
    failed += 1;
    console.error(`deno check ${name}: failed (${seconds} s)`);
  }
}
if (failed > 0) {
  console.error(`${String(failed)} of ${String(names.length)} functions failed deno check`);
  process.exit(1);
}
