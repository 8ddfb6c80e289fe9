#!/usr/bin/env node
// Every workspace's package.json declares what its code imports. npm hoists everything to the
// root node_modules, so an undeclared import works here and breaks for whoever installs the
// package alone (or after the hoisting changes). Run by `npm test`; exits 1 listing each miss.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
// Folders that hold no source of the workspace itself: dependencies, build output, results.
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'results', 'public', 'generated']);
const BUILTINS = new Set(builtinModules);

/** `from '…'`, `import '…'`, `import('…')`, `require('…')`, `export … from '…'`. */
const SPECIFIER = /(?<![\w$.'"])(?:from\s*|import\s*\(?\s*|require\s*\(\s*)(['"])([^'"\n]+)\1/g;
/** What npm accepts as a package name (lower case, optional scope). */
const PACKAGE_NAME = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

/** Block comments and whole-line `//` comments: examples in them are not imports. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The package a bare specifier names (`@scope/name/deep` -> `@scope/name`), or null. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) {
    return null;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return BUILTINS.has(name) || !PACKAGE_NAME.test(name) ? null : name;
}

/** The packages a source text imports; JSX in a .tsx/.jsx file needs React's JSX runtime too. */
export function importedPackages(text, file = '') {
  const names = new Set();
  for (const match of withoutComments(text).matchAll(SPECIFIER)) {
    const name = packageOf(match[2] ?? '');
    if (name !== null) names.add(name);
  }
  if (/\.[jt]sx$/.test(file) && /<\/|\/>/.test(text)) names.add('react');
  return names;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const names = (...maps) => maps.flatMap((map) => Object.keys(map ?? {}));

/** A tsconfig `exclude` pattern as a test on workspace-relative paths (`**`, `*`, folders). */
function globTest(pattern) {
  const source = pattern
    .split('/')
    .map((part) =>
      part === '**'
        ? '(?:.*/)?'
        : `${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}/`,
    )
    .join('')
    .replace(/\/$/, '');
  return new RegExp(`^${source}(?:/.*)?$`);
}

/**
 * Whether a file is part of what the workspace builds and ships: its build tsconfig's `files`,
 * or under `include` and not `exclude`d. Tests and test helpers are excluded there.
 */
function shippedTest(workspaceDir) {
  let config;
  try {
    config = readJson(join(workspaceDir, 'tsconfig.json'));
  } catch {
    return () => true;
  }
  const files = new Set(config.files ?? []);
  const included = (config.include ?? []).map(globTest);
  const excluded = (config.exclude ?? []).map(globTest);
  return (path) =>
    files.has(path) ||
    (included.some((test) => test.test(path)) && !excluded.some((test) => test.test(path)));
}

/**
 * What a file may import. Shipped code of a published package: its dependencies and peer
 * dependencies only (a consumer's install has no devDependencies). Private workspaces may use
 * their devDependencies everywhere. Tests and test helpers may also use the root's
 * devDependencies, the toolchain the monorepo declares once (Vitest, Testing Library…).
 */
function allowedFor(manifest, rootManifest, shipped) {
  const runtime = new Set([
    manifest.name,
    ...names(manifest.dependencies, manifest.peerDependencies, manifest.optionalDependencies),
  ]);
  const own = new Set([...runtime, ...names(manifest.devDependencies)]);
  const test = new Set([...own, ...names(rootManifest.devDependencies)]);
  return (path) => (!shipped(path) ? test : manifest.private ? own : runtime);
}

/** Each `file: package` a workspace imports without declaring it where it must. */
export function undeclaredImports(workspaceDir, files = sourceFiles(workspaceDir)) {
  const manifest = readJson(join(workspaceDir, 'package.json'));
  const allowed = allowedFor(
    manifest,
    readJson(join(root, 'package.json')),
    shippedTest(workspaceDir),
  );
  return files.flatMap((file) => {
    const path = relative(workspaceDir, file).split(sep).join('/');
    const known = allowed(path);
    return [...importedPackages(readFileSync(file, 'utf8'), file)]
      .filter((name) => !known.has(name))
      .map((name) => `${relative(root, file)}: ${name}`);
  });
}

function main() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  // The root's own files are its scripts and configs; its workspaces are checked on their own.
  const rootFiles = [
    ...sourceFiles(join(root, 'scripts')),
    ...readdirSync(root)
      .filter((name) => SOURCE.test(name))
      .map((name) => join(root, name)),
  ];
  const misses = [
    ...undeclaredImports(root, rootFiles),
    ...workspaces.flatMap((workspace) => undeclaredImports(join(root, workspace))),
  ];
  if (misses.length === 0) {
    console.log(`manifests: every import of ${workspaces.length + 1} packages is declared`);
    return;
  }
  console.error('manifests: imports their package.json does not declare:');
  for (const miss of misses) console.error(`  ${miss}`);
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
