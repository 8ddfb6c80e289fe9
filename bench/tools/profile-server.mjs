#!/usr/bin/env node
// CPU profile of the built server under the throughput benchmark's payment load:
// `node bench/tools/profile-server.mjs [pglite|postgres] [seconds] [payment|get]`. Prints where the server's
// time goes (self time by function and by area) and leaves the .cpuprofile for a viewer.
// KASSA_PROFILE=0 only measures the server's CPU per call (no profiler overhead), for A/B runs.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createConfirm, createIntent, headers, startKassa } from './kassa-process.mjs';

const adapter = process.argv[2] ?? 'pglite';
const seconds = Number(process.argv[3] ?? 8);
const mode = process.argv[4] ?? 'payment';
const profileDir = mkdtempSync(join(tmpdir(), 'kassa-profile-'));
const dataDir = mkdtempSync(join(tmpdir(), 'kassa-bench-'));
const { startPostgresCluster } = await import('@kassa/server/testing');
const cluster = adapter === 'postgres' ? await startPostgresCluster() : undefined;
const env = cluster ? { DATABASE_URL: cluster.url } : {};

try {
  await (await startKassa(env, dataDir)).stop();
  const profiling = process.env.KASSA_PROFILE !== '0';
  const nodeArgs = profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startKassa(env, dataDir, nodeArgs);
  try {
    await measure(server);
  } finally {
    await server.stop();
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (profiling) {
    if (!file) throw new Error('no profile written');
    report(JSON.parse(readFileSync(join(profileDir, file), 'utf8')));
    console.log(`profile: ${join(profileDir, file)}`);
  } else {
    rmSync(profileDir, { recursive: true, force: true });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await cluster?.stop();
}

async function measure(server) {
  const created = await createIntent(server.url);
  const get = [{ method: 'GET', path: `/v1/payment_intents/${created.id}`, headers }];
  const load = (duration) =>
    autocannon({
      url: server.url,
      connections: 16,
      duration,
      requests: mode === 'get' ? get : createConfirm,
    });
  await load(2);
  const cpuBefore = server.cpuMs();
  const result = await load(seconds);
  const count = mode === 'get' ? result.requests.total : result.requests.total / 2;
  const cpuMs = server.cpuMs() - cpuBefore;
  console.log(
    `${adapter}: ${Math.round(count / seconds)} ${mode}s/s, ${(cpuMs / count).toFixed(3)} ms server CPU per ${mode}`,
  );
}

// Self time per function and per area (the package or part of node the code lives in).
function report(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + interval);
  const byFunction = new Map();
  const byArea = new Map();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/node_modules/').pop()}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    const where = area(url, functionName);
    byArea.set(where, (byArea.get(where) ?? 0) + ms);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({
        name: name.slice(0, 110),
        percent: +((ms / total) * 100).toFixed(1),
      }));
  console.table(top(byArea, 20));
  console.table(top(byFunction, 40));
}

function area(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.includes('/node_modules/'))
    return url.split('/node_modules/').pop().split('/').slice(0, 2).join('/');
  if (url.startsWith('node:')) return url;
  if (url.includes('/packages/server/dist/')) return `kassa ${url.split('/dist/').pop()}`;
  return url;
}
