import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port.ts';

/**
 * A throwaway PostgreSQL server for the test run: Debian's `postgresql`
 * package (`initdb`/`pg_ctl`), a temporary data folder, a free loopback port,
 * durability off (a test database is thrown away). Postgres refuses to run as
 * root, so under root (CI) every command runs as the `postgres` system user
 * the package creates.
 */
export interface PostgresServer {
  /** Superuser URL of the `postgres` database (for creating and dropping test databases). */
  adminUrl: string;
  version: string;
  stop(): void;
}

/** PG_BIN, else the newest /usr/lib/postgresql/<major>/bin, else `pg_config --bindir`. */
export function findBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors[0]) return join(root, majors[0], 'bin');
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = fromConfig.status === 0 ? fromConfig.stdout.trim() : '';
  if (dir && existsSync(join(dir, 'initdb'))) return dir;
  throw new Error(
    'PostgreSQL is not installed: the PostgreSQL test run needs initdb and pg_ctl ' +
      '(Debian: `apt-get install -y postgresql`; or set PG_BIN to the folder that holds them).',
  );
}

/** Runs a server command as the current user, or as `postgres` when we are root. */
function runner(): (command: string, args: string[]) => string {
  const isRoot = process.getuid?.() === 0;
  return (command, args) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : execFileSync(command, args, { encoding: 'utf8' });
}

function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      'Running as root, but there is no `postgres` user to run the server as (Postgres refuses root). ' +
        "Install Debian's postgresql package, which creates it.",
    );
  }
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findBinDir();
  const run = runner();
  const dir = mkdtempSync(join(tmpdir(), 'ordning-postgres-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run(join(bin, 'initdb'), [
      '-D',
      data,
      // Hosted's superuser is supabase_admin; `postgres` is an ordinary role there
      // (hosted-database.ts creates it so).
      '-U',
      'supabase_admin',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
      '--no-instructions',
    ]);
    const options = [
      `-p ${String(port)}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=50',
    ].join(' ');
    run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const version = run(join(bin, 'postgres'), ['--version']).trim();
  return {
    adminUrl: `postgres://supabase_admin@127.0.0.1:${String(port)}/postgres`,
    version,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
