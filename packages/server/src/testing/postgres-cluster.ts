import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresCluster {
  /** Connection string for the `postgres` superuser's `postgres` database. */
  readonly url: string;
  stop(): Promise<void>;
}

async function which(command: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('sh', ['-c', `command -v ${command}`]);
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The folder holding initdb and pg_ctl: pg_config --bindir, PATH, or Debian's layout. */
export async function findPostgresBinaries(): Promise<string | undefined> {
  const pgConfig = await which('pg_config');
  if (pgConfig) {
    const { stdout } = await run(pgConfig, ['--bindir']).catch(() => ({ stdout: '' }));
    const dir = stdout.trim();
    if (dir && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb'))) return dir;
  }
  const onPath = await which('pg_ctl');
  if (onPath && (await which('initdb'))) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? await readdir(root) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: trust auth on 127.0.0.1, a random
 * port, in a temporary folder. PostgreSQL refuses to run as root, so root runs it as `postgres`.
 */
export interface ClusterOptions {
  /** false: no fsync at all (throwaway test data only). */
  readonly fsync?: boolean;
  /** false: commits return before their WAL is on disk (no corruption; the last commits may be lost in a crash). */
  readonly synchronousCommit?: boolean;
  /** Extra server settings (`name=value`), e.g. shared_preload_libraries for a profiling run. */
  readonly settings?: readonly string[];
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = await findPostgresBinaries();
  if (!bin) {
    throw new Error(
      'No PostgreSQL binaries found (pg_config --bindir, PATH, /usr/lib/postgresql/*/bin). Install PostgreSQL or set KASSA_TEST_DATABASE_URL.',
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'kassa-pg-'));
  const asRoot = userInfo().uid === 0;
  const prefix = asRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  const exec = (tool: string, args: string[]) => {
    const [command, ...rest] = [...prefix, join(bin, tool), ...args];
    return run(command as string, rest, { timeout: 60_000 });
  };
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await chmod(dir, 0o700);
  const data = join(dir, 'data');
  const port = await freePort();
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=200',
    ...(options.fsync === false ? ['-c fsync=off'] : []),
    ...(options.fsync === false || options.synchronousCommit === false
      ? ['-c synchronous_commit=off']
      : []),
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(' ');
  await exec('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', settings, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
