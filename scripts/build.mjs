#!/usr/bin/env node
// Builds everything `npm start` and `npm test` need: type-checks and emits every package
// (tsc -b, incremental), then bundles the browser code with esbuild:
//   loader      packages/js/src/loader/index.ts      -> packages/server/public/v3.js (IIFE)
//   frames      packages/js/src/controller/main.ts   -> packages/server/public/frames/controller.js
//               packages/js/src/controller/boot-main.ts -> packages/server/public/frames/controller-boot.js
//                                                      (IIFE the server inlines into the controller page)
//               packages/elements/src/<f>/main.tsx   -> packages/server/public/frames/<f>.js (+ .css)
//   demo shop   apps/demo/src/client/main.tsx        -> apps/demo/dist/public/app.js (+ .css)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);
const publicDir = at('packages/server/public');

function typecheck() {
  const tsc = spawnSync(process.execPath, [at('node_modules/typescript/bin/tsc'), '-b'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (tsc.status !== 0) {
    console.error('build: the TypeScript build failed (see above)');
    process.exit(tsc.status ?? 1);
  }
}

/** Options every browser bundle shares: sources through the kassa-source condition, production React. */
const browser = {
  bundle: true,
  minify: true,
  sourcemap: 'linked',
  legalComments: 'none',
  // The browsers set the floor; an extra 'es2020' made esbuild rewrite #private fields into
  // WeakMap helpers (loader 10.0 -> 9.2 KB gzip without it).
  target: ['chrome100', 'firefox100', 'safari15'],
  conditions: ['kassa-source'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

function frameEntries() {
  const entries = {};
  const controller = at('packages/js/src/controller/main.ts');
  if (existsSync(controller)) entries.controller = controller;
  const elements = at('packages/elements/src');
  for (const dir of readdirSync(elements, { withFileTypes: true })) {
    const main = join(elements, dir.name, 'main.tsx');
    if (dir.isDirectory() && existsSync(main)) entries[dir.name] = main;
  }
  return entries;
}

async function bundle() {
  rmSync(publicDir, { recursive: true, force: true });
  const builds = [];
  const loader = at('packages/js/src/loader/index.ts');
  if (existsSync(loader)) {
    builds.push(
      esbuild.build({
        ...browser,
        entryPoints: [loader],
        outfile: join(publicDir, 'v3.js'),
        format: 'iife',
      }),
    );
  }
  const boot = at('packages/js/src/controller/boot-main.ts');
  if (existsSync(boot)) {
    builds.push(
      esbuild.build({
        ...browser,
        sourcemap: false,
        entryPoints: [boot],
        outfile: join(publicDir, 'frames', 'controller-boot.js'),
        format: 'iife',
      }),
    );
  }
  // One self-contained file per frame: a page loads one or two frame types, and shared chunks
  // compress worse apart (payment frame 85.9 KB gzip split vs 84.0 KB whole, bench/bundle-sizes).
  for (const [name, entry] of Object.entries(frameEntries())) {
    builds.push(
      esbuild.build({
        ...browser,
        entryPoints: { [name]: entry },
        outdir: join(publicDir, 'frames'),
        format: 'esm',
      }),
    );
  }
  const demo = at('apps/demo/src/client/main.tsx');
  if (existsSync(demo)) {
    const out = at('apps/demo/dist/public');
    rmSync(out, { recursive: true, force: true });
    builds.push(
      esbuild.build({
        ...browser,
        entryPoints: { app: demo },
        outdir: out,
        format: 'esm',
        splitting: true,
        chunkNames: 'chunks/[name]-[hash]',
      }),
    );
  }
  await Promise.all(builds);
}

const started = performance.now();
typecheck();
await bundle();
console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
