#!/usr/bin/env node
// `npm run bench`: every benchmark script in this folder, one after the other (they share two
// CPU cores, so never in parallel). Each prints its figures and writes bench/results/<name>.json.
// Benchmarks never fail on a time; this exits non-zero only if a script crashed.
// `node bench/run.mjs bundle-sizes mount-ready` runs only the named ones.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ORDER = ['bundle-sizes.mjs', 'core-cards.mjs', 'server-throughput.mjs', 'mount-ready.mjs'];
const present = readdirSync(here).filter((file) => file.endsWith('.mjs') && file !== 'run.mjs');
const ordered = [
  ...ORDER.filter((file) => present.includes(file)),
  ...present.filter((file) => !ORDER.includes(file)).sort(),
];
// `node bench/run.mjs bundle-sizes mount-ready` runs only the named ones.
const wanted = process.argv.slice(2).map((name) => (name.endsWith('.mjs') ? name : `${name}.mjs`));
const scripts = wanted.length > 0 ? ordered.filter((file) => wanted.includes(file)) : ordered;

const crashed = [];
for (const script of scripts) {
  console.log(`\n== ${script} ==`);
  const started = performance.now();
  const result = spawnSync(process.execPath, [join(here, script)], {
    stdio: 'inherit',
    cwd: join(here, '..'),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) crashed.push(script);
  console.log(
    `-- ${script}: ${result.status === 0 ? 'done' : `exited with ${result.status}`} in ${seconds} s`,
  );
}
for (const missing of ORDER.filter((file) => !existsSync(join(here, file)))) {
  console.log(`(${missing} is not written yet)`);
}
if (crashed.length > 0) {
  console.error(`\nbench: ${crashed.join(', ')} crashed (see above)`);
  process.exit(1);
}
