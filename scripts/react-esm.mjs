// React's production builds as ES modules, for the frames' bundles (scripts/build.mjs).
//
// React ships CommonJS only: `react`, `react-dom`, `react-dom/client`, `react/jsx-runtime` and
// `scheduler` are small files that pick `cjs/<name>.production.js` when NODE_ENV is
// 'production', and each of those sets `exports.<name> = ...` and reads the others through
// `require()`. A bundler keeps all of a CommonJS module's exports once another module holds its
// `exports` object (react-dom-client holds React's, Scheduler's and ReactDOM's), so every frame
// carried all of React: Children, cloneElement, lazy, preload, hydrateRoot and what only they
// use. As ES modules, the same code loses what nothing reads (the card-only payment frame: 3.1 KB
// gzip smaller).
//
// The rewrite is mechanical and checked: `var A = require("x")` becomes `import * as A from "x"`
// (a namespace read gives `undefined` for a name the module does not export, as the CommonJS
// object did), `exports.<name>` becomes a module variable exported under that name (a live
// binding, so the scheduler's late `unstable_now` assignment reads the same). Anything else of
// CommonJS left in a file fails the build rather than ship a module that behaves differently.
// The entry files' check for React DevTools' dead-code hook (checkDCE) is left out with them:
// it only warns in DevTools about a bundle that kept development code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { RolldownMagicString } from 'rolldown';
import { parseSync } from 'rolldown/utils';

/** The entry file of each package path -> the production build it loads. */
const PRODUCTION_BUILDS = {
  react: { 'index.js': 'react.production.js', 'jsx-runtime.js': 'react-jsx-runtime.production.js' },
  'react-dom': {
    'index.js': 'react-dom.production.js',
    'client.js': 'react-dom-client.production.js',
  },
  scheduler: { 'index.js': 'scheduler.production.js' },
};
const PREFIX = '__kassa_export_';
const CJS_NAMES = new Set(['require', 'exports', 'module']);
/** The specifiers resolved to production builds (each of them and nothing else). */
const SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'scheduler'];
/** Each rewritten build by file: its CommonJS source, the ES module and its source map. */
const rewritten = new Map();

/**
 * The production build an entry file of React's loads when NODE_ENV is 'production', or
 * undefined when `entry` is none of those this rewrite knows; throws when the entry file no
 * longer requires the build it should (a React release that changed its layout).
 */
export function productionBuildOf(entry) {
  const dir = dirname(entry);
  const pkg = Object.keys(PRODUCTION_BUILDS).find(
    (name) => dir.endsWith(`/node_modules/${name}`) || dir.endsWith(`\\node_modules\\${name}`),
  );
  const build = pkg && PRODUCTION_BUILDS[pkg][entry.slice(dir.length + 1)];
  if (!build) return undefined;
  if (!readFileSync(entry, 'utf8').includes(`require('./cjs/${build}')`)) {
    throw new Error(`react-esm: ${entry} no longer loads ./cjs/${build} in production`);
  }
  return join(dir, 'cjs', build);
}

/**
 * One of React's CommonJS production builds as an ES module: a RolldownMagicString (the source
 * map follows the edits). Throws on any CommonJS it does not rewrite.
 */
export function reactModuleToEsm(code, id) {
  if (code.includes(PREFIX)) throw new Error(`react-esm: ${id} already uses ${PREFIX}`);
  const out = new RolldownMagicString(code);
  // `var A = require("x"), B = require("y");` (top level, nothing else declared in it) -> one
  // import per declarator. A statement that declares more keeps its require(), and fails below.
  const requires = /^var (?:\s*[\w$]+ = require\("[\w/-]+"\),)*\s*[\w$]+ = require\("[\w/-]+"\);/gm;
  for (const statement of code.matchAll(requires)) {
    const imports = [...statement[0].matchAll(/([\w$]+) = require\("([\w/-]+)"\)/g)].map(
      ([, local, from]) => `import * as ${local} from ${JSON.stringify(from)};`,
    );
    const end = statement.index + statement[0].length;
    out.update(statement.index, end, imports.join('\n'));
  }
  // `exports.name = ...` at the top level declares the export; every other `exports.name`
  // (a later assignment, a read) is that variable.
  const names = new Set([...code.matchAll(/^exports\.([\w$]+) =/gm)].map((match) => match[1]));
  const declared = new Set();
  for (const match of code.matchAll(/\bexports\.([\w$]+)/g)) {
    const name = match[1];
    if (!names.has(name)) throw new Error(`react-esm: ${id} uses exports.${name} it never sets`);
    const topLevel = match.index === 0 || code[match.index - 1] === '\n';
    const declares =
      topLevel && !declared.has(name) && /^ =/.test(code.slice(match.index + match[0].length));
    if (declares) declared.add(name);
    out.update(
      match.index,
      match.index + match[0].length,
      `${declares ? 'var ' : ''}${PREFIX}${name}`,
    );
  }
  out.append(
    `\nexport { ${[...names].map((name) => `${PREFIX}${name} as ${name}`).join(', ')} };\n`,
  );
  const left = commonJsLeft(out.toString(), id);
  if (left)
    throw new Error(`react-esm: ${id} keeps CommonJS this rewrite does not handle: ${left}`);
  return out;
}

/**
 * What of CommonJS a module's code still uses: a `require`, `exports` or `module` identifier
 * (other than a property name), or `this` outside any function (the exports object in
 * CommonJS, undefined in an ES module); null when none.
 */
export function commonJsLeft(code, id = 'module.js') {
  const { program, errors } = parseSync(id, code, { sourceType: 'module' });
  if (errors.length > 0) return `a syntax error (${errors[0].message})`;
  let found = null;
  const visit = (node, inFunction) => {
    if (found || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, inFunction);
      return;
    }
    if (node.type === 'ThisExpression' && !inFunction) found = `this at ${node.start}`;
    if (node.type === 'Identifier' && CJS_NAMES.has(node.name))
      found = `${node.name} at ${node.start}`;
    const scope =
      inFunction ||
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ClassBody';
    for (const [key, value] of Object.entries(node)) {
      // A property's name (`a.exports`, `{ module: 1 }`) is no reference.
      if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
      if (key === 'key' && !node.computed) continue;
      if (value !== null && typeof value === 'object') visit(value, scope);
    }
  };
  visit(program, false);
  return found;
}

/** A build rewritten (once per process: every frame's bundle has the same React). */
function rewrite(code, id) {
  let done = rewritten.get(id);
  if (done?.source !== code) {
    const out = reactModuleToEsm(code, id);
    const map = out.generateMap({ source: id, includeContent: true, hires: true });
    done = { source: code, code: out.toString(), map: map.toString() };
    rewritten.set(id, done);
  }
  return done;
}

/**
 * A Rolldown plugin: `react`, `react/jsx-runtime`, `react-dom`, `react-dom/client` and
 * `scheduler` resolve to their production builds, rewritten as ES modules. For production
 * bundles only (NODE_ENV 'production' is what makes the entry files pick these builds).
 * The first call rewrites and checks the installed builds, before any bundle runs: builds in
 * parallel then find them done.
 */
export function reactEsm() {
  const require = createRequire(import.meta.url);
  for (const specifier of SPECIFIERS) {
    const build = productionBuildOf(require.resolve(specifier));
    if (build) rewrite(readFileSync(build, 'utf8'), build);
  }
  const builds = new Set();
  return {
    name: 'kassa-react-esm',
    resolveId: {
      // Filtered in Rolldown, so the build does not call into JavaScript for every import.
      filter: { id: new RegExp(`^(?:${SPECIFIERS.join('|')})$`) },
      handler(source, importer) {
        // Node's resolution from the importer: React's packages have no browser field, and
        // 'default' is the export condition that names these entry files.
        const entry = createRequire(importer ?? import.meta.url).resolve(source);
        const build = productionBuildOf(entry);
        if (!build)
          throw new Error(`react-esm: ${source} resolved to ${entry}, not an entry file it knows`);
        builds.add(build);
        return build;
      },
    },
    transform: {
      filter: { id: /\.production\.js$/ },
      handler(code, id) {
        if (!builds.has(id)) return null;
        const { code: esm, map } = rewrite(code, id);
        return { code: esm, map, moduleType: 'js' };
      },
    },
    // react-dom-client reads Scheduler.log and Scheduler.unstable_setDisableYieldValue, which
    // only the scheduler's test builds define: undefined in production, as before the rewrite.
    onLog(_level, log) {
      if (log.code === 'IMPORT_IS_UNDEFINED' && builds.has(log.id)) return false;
    },
  };
}
