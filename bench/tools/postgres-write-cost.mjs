#!/usr/bin/env node
// What a payment costs PostgreSQL: `node bench/tools/postgres-write-cost.mjs [payments]` runs
// the throughput benchmark's two-call payment (16 connections) through the built server on a
// throwaway cluster with pg_stat_statements, then prints CPU per payment of the server (user
// and system) and of PostgreSQL, WAL bytes per payment (pg_current_wal_lsn before and after)
// and the statements by total execution time, nested ones (foreign-key checks) included.
// WAL bytes and the statement table barely move with machine load; CPU figures do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createConfirm, postgresCpuMs, processTimes, startKassa } from './kassa-process.mjs';

const PAYMENTS = Number(process.argv[2] ?? 5000);
const WARMUP_PAYMENTS = 1000;

const { openStore } = await import('@kassa/server');
const { startPostgresCluster } = await import('@kassa/server/testing');
const cluster = await startPostgresCluster({
  settings: [
    'shared_preload_libraries=pg_stat_statements',
    'pg_stat_statements.track=all',
    'pg_stat_statements.track_planning=on',
  ],
});
const dataDir = mkdtempSync(join(tmpdir(), 'kassa-write-cost-'));

const STATEMENTS_SQL = `SELECT calls, plans,
  round((total_exec_time / greatest(calls, 1))::numeric, 3) AS exec_ms,
  round((wal_bytes / greatest(calls, 1))::numeric) AS wal_bytes,
  left(regexp_replace(query, '\\s+', ' ', 'g'), 80) AS query
FROM pg_stat_statements WHERE calls >= $1 ORDER BY total_exec_time DESC LIMIT 12`;

const server = await startKassa({ DATABASE_URL: cluster.url }, dataDir).catch(async (error) => {
  await cluster.stop();
  throw error;
});
// Opened once the server has migrated the database.
const db = await openStore({ databaseUrl: cluster.url, databasePoolSize: 1 });
const load = (payments) =>
  autocannon({ url: server.url, connections: 16, amount: 2 * payments, requests: createConfirm });
try {
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await load(WARMUP_PAYMENTS);
  await db.query('SELECT pg_stat_statements_reset()');
  const [{ lsn }] = await db.query('SELECT pg_current_wal_lsn()::text AS lsn');
  const serverBefore = processTimes(server.pid);
  const postgresBefore = postgresCpuMs(cluster.url);
  const started = performance.now();
  const result = await load(PAYMENTS);
  const seconds = (performance.now() - started) / 1000;
  const postgresMs = postgresCpuMs(cluster.url) - postgresBefore;
  const serverAfter = processTimes(server.pid);
  const [{ wal }] = await db.query(
    'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::float8 AS wal',
    [lsn],
  );
  const payments = result.requests.total / 2;
  const per = (value) => Math.round((value / payments) * 1000) / 1000;
  console.table({
    payments,
    paymentsPerSecond: Math.round(payments / seconds),
    errors: result.errors + result.non2xx,
    serverUserMs: per(serverAfter.user - serverBefore.user),
    serverSystemMs: per(serverAfter.system - serverBefore.system),
    postgresMs: per(postgresMs),
    walBytes: Math.round(wal / payments),
  });
  console.table(await db.query(STATEMENTS_SQL, [Math.floor(payments / 10)]));
} finally {
  await db.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await cluster.stop();
}
