// Vitest globalSetup for the 'node' project: a PostgreSQL for the store's integration tests.
// KASSA_TEST_DATABASE_URL wins; otherwise a throwaway cluster from the machine's binaries.
// Never skips: when server tests run and neither is possible, the run fails with the reason.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../src/testing/postgres-cluster.js';

const SERVER_SRC = fileURLToPath(new URL('../src/', import.meta.url));

// Other packages' runs (`vitest run packages/core`) should not pay for a cluster.
function serverTestsSelected(project: TestProject): boolean {
  const patterns = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  if (!patterns || patterns.length === 0) return true;
  const files = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${SERVER_SRC}${file}`);
  return files.some((file) => patterns.some((pattern) => file.includes(pattern)));
}

export default async function setup(project: TestProject) {
  const given = process.env.KASSA_TEST_DATABASE_URL;
  if (given) {
    project.provide('kassaPostgresUrl', given);
    return;
  }
  if (!serverTestsSelected(project)) return;
  try {
    const cluster = await startPostgresCluster({ fsync: false });
    project.provide('kassaPostgresUrl', cluster.url);
    return () => cluster.stop();
  } catch (error) {
    throw new Error(
      `The server's PostgreSQL tests need a database: set KASSA_TEST_DATABASE_URL or install PostgreSQL (initdb, pg_ctl). Starting a throwaway cluster failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
