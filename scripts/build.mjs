#!/usr/bin/env node
// Builds everything `npm start` and `npm test` need: type-checks and emits every package
// (tsc -b, incremental), then bundles the browser code with esbuild:
//   loader      packages/js/src/loader/index.ts      -> packages/server/public/v3.js (IIFE; esbuild bundles,
//                                                      Rolldown minifies)
//               (+ loader-chunks/*: the parts it imports from the provider when a page uses them)
//   frames      packages/js/src/controller/main.ts   -> packages/server/public/frames/controller.js
//               packages/js/src/link-storage/main.ts -> packages/server/public/frames/link-storage.js
//                                                      (the Link login-storage frame, no React)
//               packages/js/src/controller/boot-main.ts -> packages/server/public/frames/controller-boot.js
//                                                      (IIFE the server inlines into the controller page)
//               packages/elements/src/<f>/main.tsx   -> packages/server/public/frames/<f>.js (+ .css)
//                                                      (+ frames/chunks/*: what a frame imports lazily)
//               packages/elements/src/i18n/locales/<tag>.ts -> packages/server/public/frames/locales/<tag>.js
//                                                      (one locale's texts; frames import it by URL)
//   demo shop   apps/demo/src/client/main.tsx        -> apps/demo/dist/public/app.js (+ .css)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { build as rolldown } from 'rolldown';
import { minify as terser } from 'terser';
import { reactEsm } from './react-esm.mjs';

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
  // The Link login-storage frame: a few hundred bytes, no React (served as link-storage.html).
  const linkStorage = at('packages/js/src/link-storage/main.ts');
  if (existsSync(linkStorage)) entries['link-storage'] = linkStorage;
  const elements = at('packages/elements/src');
  for (const dir of readdirSync(elements, { withFileTypes: true })) {
    const main = join(elements, dir.name, 'main.tsx');
    if (dir.isDirectory() && existsSync(main)) entries[dir.name] = main;
  }
  return entries;
}

const framesDir = join(publicDir, 'frames');

/** A frame's stylesheet: the CSS its modules import, bundled by esbuild (its JS is dropped). */
async function frameStylesheet(name, entry) {
  const result = await esbuild.build({
    ...browser,
    entryPoints: { [name]: entry },
    outdir: framesDir,
    format: 'esm',
    write: false,
  });
  for (const file of result.outputFiles) {
    if (!/\.css(\.map)?$/.test(file.path)) continue;
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
}

/**
 * Terser's compressor before Rolldown's minifier, for the scripts without React where the two
 * together beat Rolldown's alone: the loader 200 B gzip smaller, the controller frame 780 B.
 * Over a React frame it wins 150 B for seconds of build per frame: left out there.
 * Source maps chain (Rolldown composes the pass's map with its own). Most of the controller's
 * win is terser dropping the keys of core's message tables it never reads (hoist_props).
 * Its seconds of work are expected: Rolldown's warning about slow plugins is off where it runs.
 */
function terserPass({ module }) {
  return {
    name: 'kassa-terser',
    async renderChunk(code) {
      const result = await terser(code, {
        module,
        ecma: 2020,
        // Three passes: 4 B less than two. Rolldown's mangler, after, names better than terser's.
        compress: { passes: 3 },
        mangle: false,
        format: { comments: false },
        sourceMap: { asObject: true },
      });
      return { code: result.code, map: result.map };
    },
  };
}

/** The frame scripts without React: the controller and the Link login-storage frame. */
const WITHOUT_REACT = new Set(['controller', 'link-storage']);

/**
 * A frame's module, by Rolldown rather than esbuild: its minifier makes the payment frame
 * 1.4 KB gzip smaller, and a lazy chunk imports what it shares with the frame from the frame's
 * own module, where esbuild would split both into shared chunks (+1.1 KB on first render).
 * React comes in as ES modules (./react-esm.mjs): 3.1 KB gzip less in every frame.
 */
async function frameScript(name, entry) {
  const { output } = await rolldown({
    input: { [name]: entry },
    platform: 'browser',
    resolve: { conditionNames: ['kassa-source', 'import', 'browser', 'default'] },
    transform: {
      target: browser.target,
      jsx: { runtime: 'automatic' },
      define: browser.define,
    },
    moduleTypes: { '.css': 'empty' },
    // React's production builds as ES modules, so what no frame uses of them is left out.
    plugins: WITHOUT_REACT.has(name) ? [terserPass({ module: true })] : [reactEsm()],
    checks: { bundlerTimings: !WITHOUT_REACT.has(name) },
    logLevel: 'warn',
    output: {
      dir: framesDir,
      format: 'esm',
      minify: true,
      sourcemap: true,
      // Frames are not bundled again: the annotations for later tree-shaking are dead weight.
      comments: false,
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
  });
  await pinFrameImports(name, output);
}

/**
 * The locales' texts, one ES module each (`frames/locales/<tag>.js`). A frame imports its
 * locale's by URL at run time (@kassa/elements' i18n/load-locale.ts), so no frame bundle holds
 * another language; the provider answers a wanted tag with the module it falls back to.
 */
async function localeModules() {
  const dir = at('packages/elements/src/i18n/locales');
  if (!existsSync(dir)) return;
  const input = {};
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
      input[file.slice(0, -3)] = join(dir, file);
  }
  await rolldown({
    input,
    platform: 'browser',
    resolve: { conditionNames: ['kassa-source', 'import', 'browser', 'default'] },
    transform: { target: browser.target },
    logLevel: 'warn',
    output: {
      dir: framesDir,
      format: 'esm',
      minify: true,
      comments: false,
      entryFileNames: 'locales/[name].js',
      // A regional variant imports its language's module (fr-CA imports fr) by its own name.
      chunkFileNames: 'locales/shared-[hash].js',
    },
  });
}

/**
 * The frame page loads `<name>.js?v=<content version>` (@kassa/server/assets), and a module runs
 * once per URL: a chunk importing plain `../<name>.js` would start a second copy of the frame.
 * So chunks name the frame's module with the version the page uses, computed the same way.
 */
async function pinFrameImports(name, output) {
  const { readAsset } = await serverAssets();
  const { version } = await readAsset(join(framesDir, `${name}.js`));
  for (const chunk of output) {
    if (chunk.type !== 'chunk' || chunk.isEntry || !chunk.imports.includes(`${name}.js`)) continue;
    const path = join(framesDir, chunk.fileName);
    const code = readFileSync(path, 'utf8');
    const pinned = code.replaceAll(`"../${name}.js"`, `"../${name}.js?v=${version}"`);
    // Rolldown changed how it writes the import: fail here rather than start two frames.
    if (pinned === code) throw new Error(`build: ${chunk.fileName} imports ${name}.js unpinned`);
    writeFileSync(path, pinned);
  }
}

/**
 * The server's own versioning of built files (@kassa/server/assets, emitted by `tsc -b` just
 * before): the versions written here must be the ones its frame pages use.
 */
function serverAssets() {
  return import('@kassa/server/assets');
}

/**
 * The version of this build's frame pages, one digest of them all, as the server computes it
 * (@kassa/server/assets, framesVersion). The loader names every page it opens (the controller's
 * and the elements') with it, so a browser keeps the pages of this build; one string, so the
 * loader's size does not depend on the number of pages.
 */
async function framePagesVersion() {
  const { framesVersion } = await serverAssets();
  return framesVersion(framesDir);
}

/**
 * A part of the loader left out of /v3 (packages/js/src/loader/lazy-chunks.ts): an ES module of
 * its own in `public/loader-chunks/`, served at /v3/chunks/<file>, which the loader imports from
 * the provider origin when a page first uses it. What it shares with the loader is passed to it
 * at run time or bundled again (its size is not the loader's). Answers the file name the loader
 * asks for, with the chunk's content version, so a browser keeps it for good and a loader never
 * runs another build's chunk.
 */
async function loaderChunk(name, entry, define) {
  const outfile = join(publicDir, 'loader-chunks', `${name}.js`);
  await esbuild.build({ ...browser, define, entryPoints: [entry], outfile, format: 'esm' });
  const { readAsset } = await serverAssets();
  const { version } = await readAsset(outfile);
  return `${name}.js?v=${version}`;
}

/** The loader, after the frames: it carries their pages' version. */
async function bundleLoader() {
  const loader = at('packages/js/src/loader/index.ts');
  if (!existsSync(loader)) return;
  const version = await framePagesVersion();
  const define = {
    ...browser.define,
    ...(version === undefined ? {} : { __KASSA_FRAMES_VERSION__: JSON.stringify(version) }),
  };
  const [sheet, challenge, checkout] = await Promise.all([
    loaderChunk('payment-sheet', at('packages/js/src/loader/payment-sheet.ts'), define),
    loaderChunk('challenge-modal', at('packages/js/src/loader/challenge-modal.ts'), define),
    loaderChunk('checkout', at('packages/js/src/loader/checkout-chunk.ts'), define),
  ]);
  // esbuild bundles (it drops the define's dead branches before it bundles, so lazy-chunks.ts's
  // npm import() stays out), Rolldown's minifier then makes the script: 150 B gzip smaller than
  // esbuild's, as for the frames. Rolldown chains esbuild's source map, so v3.js.map still
  // names the sources.
  const bundled = await esbuild.build({
    ...browser,
    minify: false,
    sourcemap: 'external',
    write: false,
    define: {
      ...define,
      __KASSA_SHEET_CHUNK__: JSON.stringify(sheet),
      __KASSA_CHALLENGE_CHUNK__: JSON.stringify(challenge),
      __KASSA_CHECKOUT_CHUNK__: JSON.stringify(checkout),
    },
    entryPoints: [loader],
    outdir: publicDir,
    format: 'esm',
  });
  const file = (ext) => bundled.outputFiles.find((out) => out.path.endsWith(ext)).text;
  const entry = { code: file('.js'), map: file('.js.map') };
  // Named in the public folder, so the sources of esbuild's map keep their relative paths.
  const id = join(publicDir, 'v3.bundled.js');
  await rolldown({
    input: id,
    platform: 'browser',
    logLevel: 'warn',
    plugins: [
      terserPass({ module: false }),
      {
        name: 'kassa-loader',
        resolveId: (source) => (source === id ? id : null),
        load: (source) => (source === id ? entry : null),
      },
    ],
    checks: { bundlerTimings: false },
    output: {
      file: join(publicDir, 'v3.js'),
      format: 'iife',
      // The script esbuild made was strict: so stays the loader.
      strict: true,
      minify: true,
      sourcemap: true,
      comments: false,
    },
  });
}

async function bundle() {
  rmSync(publicDir, { recursive: true, force: true });
  const builds = [];
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
  for (const [name, entry] of Object.entries(frameEntries())) {
    builds.push(frameStylesheet(name, entry), frameScript(name, entry));
  }
  builds.push(localeModules());
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
  await bundleLoader();
}

const started = performance.now();
typecheck();
await bundle();
console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
