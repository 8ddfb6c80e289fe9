#!/usr/bin/env node
// Provider API throughput: create+confirm PaymentIntent (two calls per payment, as a merchant
// back end and Stripe.js make them) and GET of an intent, at 16 concurrent connections, against
// the built @kassa/server started in a child process on PGlite and on PostgreSQL. Median of 3
// runs; RSS is the server's peak. Targets (issue 4): PostgreSQL >= 1,000 payments/s with
// p99 < 50 ms, GET >= 6,000/s, RSS < 200 MB; PGlite >= 300 payments/s. Never fails on a time.
// Server, PostgreSQL and this process (the load client) share the cores: the CPU each used per
// payment and per GET shows where the time goes. The oneCall* figures are extra and labelled: a
// payment created and confirmed in one call (confirm=true), as a merchant back end may do.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  CONFIRM_BODY,
  CREATE_BODY,
  cli,
  createConfirm,
  createIntent,
  headers,
  postgresCpuMs,
  root,
  startKassa,
} from './tools/kassa-process.mjs';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.KASSA_BENCH_SECONDS ?? 8);
const RUNS = 3;
const WARMUP_SECONDS = 2;

const ONE_CALL_BODY = `${CREATE_BODY}&confirm=true&${CONFIRM_BODY}`;

function load(url, requests) {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
}

// CPU of the three parties sharing the cores, in ms: the server, PostgreSQL (when it is local)
// and this process, which is the load client.
function cpuNow(server, databaseUrl) {
  const client = process.cpuUsage();
  return {
    server: server.cpuMs(),
    postgres: databaseUrl ? (postgresCpuMs(databaseUrl) ?? Number.NaN) : 0,
    client: (client.user + client.system) / 1000,
  };
}

function cpuPer(before, after, count) {
  const per = (key) => round2((after[key] - before[key]) / Math.max(1, count));
  return { server: per('server'), postgres: per('postgres'), client: per('client') };
}

async function measure(server, databaseUrl) {
  const { url } = server;
  const created = await createIntent(url);
  // A short unmeasured round first: JIT-compiled handlers and a full connection pool, so the
  // figures describe the steady state rather than the first second after a restart.
  await autocannon({
    url,
    connections: CONNECTIONS,
    duration: WARMUP_SECONDS,
    requests: createConfirm,
  });
  const beforePayments = cpuNow(server, databaseUrl);
  const payment = await load(url, createConfirm);
  const afterPayments = cpuNow(server, databaseUrl);
  const get = await load(url, [
    { method: 'GET', path: `/v1/payment_intents/${created.id}`, headers },
  ]);
  const afterGets = cpuNow(server, databaseUrl);
  // Not the figure: a payment a merchant back end creates and confirms in one call.
  const oneCall = await load(url, [
    { method: 'POST', path: '/v1/payment_intents', headers, body: ONE_CALL_BODY },
  ]);
  const cpuPayment = cpuPer(beforePayments, afterPayments, payment.requests.total / 2);
  const cpuGet = cpuPer(afterPayments, afterGets, get.requests.total);
  const cpuOneCall = cpuPer(afterGets, cpuNow(server, databaseUrl), oneCall.requests.total);
  return {
    paymentsPerSecond: Math.round(payment.requests.total / 2 / SECONDS),
    paymentP50Ms: payment.latency.p50,
    paymentP99Ms: payment.latency.p99,
    paymentErrors: payment.errors + payment.non2xx,
    getPerSecond: Math.round(get.requests.average),
    getP50Ms: get.latency.p50,
    getP99Ms: get.latency.p99,
    getErrors: get.errors + get.non2xx,
    serverCpuMsPerPayment: cpuPayment.server,
    serverCpuMsPerGet: cpuGet.server,
    postgresCpuMsPerPayment: cpuPayment.postgres,
    clientCpuMsPerPayment: cpuPayment.client,
    postgresCpuMsPerGet: cpuGet.postgres,
    clientCpuMsPerGet: cpuGet.client,
    oneCallPaymentsPerSecond: Math.round(oneCall.requests.total / SECONDS),
    oneCallP99Ms: oneCall.latency.p99,
    oneCallErrors: oneCall.errors + oneCall.non2xx,
    oneCallServerCpuMs: cpuOneCall.server,
    loadAverage: Number(loadavg()[0].toFixed(1)),
  };
}

const round2 = (value) => Math.round(value * 100) / 100;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The first start creates the database (PGlite's initdb alone peaks near 800 MB); the runs
// then measure a server restarted on it, as in normal use.
async function benchAdapter(name, env) {
  // The rows share one disk: what the previous row wrote (PGlite's data folder, removed at its
  // end) is flushed first, so its writeback does not slow this row's commit fsyncs.
  execFileSync('sync');
  const dataDir = mkdtempSync(join(tmpdir(), 'kassa-bench-'));
  const runs = [];
  let peakRssMb = 0;
  try {
    await (await startKassa(env, dataDir)).stop();
    for (let run = 0; run < RUNS; run++) {
      const server = await startKassa(env, dataDir);
      try {
        runs.push(await measure(server, env.DATABASE_URL));
        peakRssMb = Math.max(peakRssMb, server.peakRssMb());
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const figures = Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
  return { adapter: name, ...figures, peakRssMb, runs };
}

if (!existsSync(cli)) {
  console.error('packages/server/dist/cli.js is missing: build first (npm run build).');
  process.exit(1);
}
const { startPostgresCluster } = await import('@kassa/server/testing');

// PostgreSQL twice: fully durable (every commit waits for its WAL fsync) and with
// synchronous_commit=off (no corruption risk; the last moments of commits may be lost on an OS
// crash). On a slow shared disk the fsync alone caps throughput. A given
// KASSA_BENCH_DATABASE_URL is measured as configured.
async function benchPostgres(name, clusterOptions) {
  const cluster = await startPostgresCluster(clusterOptions);
  try {
    return await benchAdapter(name, { DATABASE_URL: cluster.url });
  } finally {
    await cluster.stop();
  }
}

// KASSA_BENCH_ONLY=postgres (a comma list of row names) measures some rows while iterating;
// such a partial run prints its figures but leaves the committed results file alone.
const only = process.env.KASSA_BENCH_ONLY?.split(',');
const wanted = (name) => !only || only.includes(name);
const results = [];
if (wanted('pglite')) results.push(await benchAdapter('pglite', {}));
if (process.env.KASSA_BENCH_DATABASE_URL) {
  results.push(
    await benchAdapter('postgres', { DATABASE_URL: process.env.KASSA_BENCH_DATABASE_URL }),
  );
} else {
  if (wanted('postgres')) results.push(await benchPostgres('postgres', {}));
  if (wanted('postgres-async-commit')) {
    results.push(await benchPostgres('postgres-async-commit', { synchronousCommit: false }));
  }
}

console.log(`\nconnections ${CONNECTIONS}, ${SECONDS} s per run, median of ${RUNS} runs`);
console.table(results.map(({ runs: _runs, ...row }) => row));
if (only) process.exit(0);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/server-throughput.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      secondsPerRun: SECONDS,
      runs: RUNS,
      targets: {
        postgres: { paymentsPerSecond: 1000, paymentP99Ms: 50, getPerSecond: 6000, peakRssMb: 200 },
        pglite: { paymentsPerSecond: 300 },
      },
      results,
    },
    null,
    2,
  )}\n`,
);
