#!/usr/bin/env node
// Memory of the built @kassa/server on PGlite: RSS once started and idle, its peak under the
// payment load of server-throughput.mjs (create + confirm, 16 connections), sampled every
// 100 ms, and RSS idle again afterwards; startPeakMb is the high-water mark before the load (a
// new data folder's initdb). Target: load peak < 250 MB. Needs `node scripts/build.mjs` first.
// Prints MB.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createConfirm, startKassa } from './tools/kassa-process.mjs';

const SECONDS = Number(process.env.KASSA_BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;

function rssMb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'kassa-memory-'));
const server = await startKassa({}, dataDir);
try {
  await settle(3000);
  const idle = rssMb(server.pid, 'VmRSS');
  const startPeak = rssMb(server.pid, 'VmHWM');
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid, 'VmRSS'));
  }, 100);
  const load = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: createConfirm,
  });
  clearInterval(sampler);
  await settle(5000);
  const after = rssMb(server.pid, 'VmRSS');
  const payments = Math.round(load.requests.total / 2 / SECONDS);
  console.log(
    JSON.stringify({
      startPeakMb: startPeak,
      idleMb: idle,
      peakMb: peak,
      idleAfterLoadMb: after,
      payments,
    }),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
