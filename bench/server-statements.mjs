#!/usr/bin/env node
// SQL work per provider API call, on PGlite and on PostgreSQL: statements, transactions and
// database round trips for create, confirm (pm_card_visa) and GET of a PaymentIntent, plus
// the in-process CPU per payment with no HTTP socket in the way (app.fetch). Counts do not
// depend on how busy the machine is, so they are the figure to iterate on; the CPU figure
// includes PGlite's own work but not PostgreSQL's. Never fails on a count or a time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIRM_BODY, CREATE_BODY as CREATE, root } from './tools/kassa-process.mjs';

const CPU_PAYMENTS = Number(process.env.KASSA_BENCH_PAYMENTS ?? 3000);
const CONCURRENCY = 16;

const { createApp, ensureDefaultAccount, openStore, silentLogger } = await import('@kassa/server');
const { startPostgresCluster } = await import('@kassa/server/testing');

// A store that tallies what the services ask of it. Round trips: every statement, plus BEGIN
// and COMMIT for each transaction.
function countingStore(store) {
  const tally = { statements: 0, transactions: 0, sql: [] };
  const note = (sql) => {
    tally.statements++;
    if (tally.sql.length < 20) tally.sql.push(sql.replace(/\s+/g, ' ').trim().slice(0, 70));
  };
  const counted = (target) => ({
    query: (sql, params) => {
      note(sql);
      return target.query(sql, params);
    },
  });
  return {
    tally,
    reset() {
      tally.statements = 0;
      tally.transactions = 0;
      tally.sql = [];
    },
    store: {
      kind: store.kind,
      ...counted(store),
      transaction: (fn) => {
        tally.transactions++;
        return store.transaction((tx) => fn(counted(tx)));
      },
      close: () => store.close(),
    },
  };
}

async function call(app, secretKey, method, path, body, extraHeaders = {}) {
  const response = await app.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { body }),
    }),
  );
  const json = await response.json();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json;
}

async function payment(app, secretKey) {
  const intent = await call(app, secretKey, 'POST', '/v1/payment_intents', CREATE);
  await call(app, secretKey, 'POST', `/v1/payment_intents/${intent.id}/confirm`, CONFIRM_BODY);
}

// Each scenario runs once warm (the key cache filled, statements prepared) and is counted.
async function countCalls(app, counter, secretKey) {
  await payment(app, secretKey);
  const measured = async (label, run) => {
    counter.reset();
    await run();
    const { statements, transactions, sql } = counter.tally;
    return {
      call: label,
      statements,
      transactions,
      roundTrips: statements + 2 * transactions,
      sql: [...sql],
    };
  };
  let intent;
  const rows = [
    await measured('create', async () => {
      intent = await call(app, secretKey, 'POST', '/v1/payment_intents', CREATE);
    }),
    await measured('confirm pm_card_visa', () =>
      call(app, secretKey, 'POST', `/v1/payment_intents/${intent.id}/confirm`, CONFIRM_BODY),
    ),
    await measured('GET intent', () =>
      call(app, secretKey, 'GET', `/v1/payment_intents/${intent.id}`),
    ),
    await measured('create confirm=true (one call)', () =>
      call(app, secretKey, 'POST', '/v1/payment_intents', `${CREATE}&confirm=true&${CONFIRM_BODY}`),
    ),
    await measured('create with Idempotency-Key', () =>
      call(app, secretKey, 'POST', '/v1/payment_intents', CREATE, {
        'idempotency-key': `bench-${Math.random()}`,
      }),
    ),
  ];
  return rows;
}

async function cpuPerPayment(app, secretKey) {
  let left = CPU_PAYMENTS;
  const worker = async () => {
    while (left-- > 0) await payment(app, secretKey);
  };
  const before = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const used = process.cpuUsage(before);
  const seconds = (performance.now() - started) / 1000;
  return {
    cpuMsPerPayment: Math.round(((used.user + used.system) / 1000 / CPU_PAYMENTS) * 100) / 100,
    paymentsPerSecond: Math.round(CPU_PAYMENTS / seconds),
  };
}

async function benchAdapter(adapter, storeOptions) {
  const counter = countingStore(await openStore(storeOptions));
  try {
    const { secretKey } = await ensureDefaultAccount(counter.store);
    const app = createApp({ store: counter.store, logger: silentLogger });
    const calls = await countCalls(app, counter, secretKey);
    // Warm-up, then the measured payments.
    for (let i = 0; i < 200; i++) await payment(app, secretKey);
    const cpu = await cpuPerPayment(app, secretKey);
    return { adapter, ...cpu, calls };
  } finally {
    await counter.store.close();
  }
}

const cluster = await startPostgresCluster();
let results;
try {
  results = [
    await benchAdapter('pglite', {}),
    await benchAdapter('postgres', { databaseUrl: cluster.url }),
  ];
} finally {
  await cluster.stop();
}

for (const { adapter, calls, ...cpu } of results) {
  console.log(
    `\n${adapter}: in-process ${cpu.cpuMsPerPayment} ms CPU per payment (${cpu.paymentsPerSecond}/s, ${CONCURRENCY} at a time, no HTTP socket)`,
  );
  console.table(calls.map(({ sql: _sql, ...row }) => row));
  for (const { call: label, sql } of calls) console.log(`  ${label}:\n    ${sql.join('\n    ')}`);
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/server-statements.json'),
  `${JSON.stringify({ date: new Date().toISOString(), payments: CPU_PAYMENTS, concurrency: CONCURRENCY, results }, null, 2)}\n`,
);
