// Dev-only: rebuilds the checkout page bundle alone (scripts/build.mjs's frameScript for one frame).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { build as rolldown } from 'rolldown';
import { reactEsm } from './react-esm.mjs';
const root = process.cwd();
const framesDir = join(root, 'packages/server/public/frames');
const entry = join(root, 'packages/elements/src/checkout/main.tsx');
const target = ['chrome100', 'firefox100', 'safari15'];
await esbuild.build({ bundle: true, minify: true, sourcemap: 'linked', legalComments: 'none', target, conditions: ['kassa-source'], jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, entryPoints: { checkout: entry }, outdir: framesDir, format: 'esm', write: false, logLevel: 'warning' }).then((r) => { for (const f of r.outputFiles) if (/\.css(\.map)?$/.test(f.path)) writeFileSync(f.path, f.contents); });
const { output } = await rolldown({ input: { checkout: entry }, platform: 'browser', resolve: { conditionNames: ['kassa-source', 'import', 'browser', 'default'] }, transform: { target, jsx: { runtime: 'automatic' }, define: { 'process.env.NODE_ENV': '"production"' } }, moduleTypes: { '.css': 'empty' }, plugins: [reactEsm()], logLevel: 'warn', output: { dir: framesDir, format: 'esm', minify: true, sourcemap: true, comments: false, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } });
const { readAsset } = await import('@kassa/server/assets');
const { version } = await readAsset(join(framesDir, 'checkout.js'));
for (const chunk of output) {
  if (chunk.type !== 'chunk' || chunk.isEntry || !chunk.imports.includes('checkout.js')) continue;
  const path = join(framesDir, chunk.fileName);
  writeFileSync(path, readFileSync(path, 'utf8').replaceAll('"../checkout.js"', `"../checkout.js?v=${version}"`));
}
console.log('checkout rebuilt');
