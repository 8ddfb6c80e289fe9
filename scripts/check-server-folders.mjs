#!/usr/bin/env node
// The server's folders import one another one way only (docs/ARCHITECTURE.md). Biome's
// noImportCycles sees cycles between files; two folders can still lean on each other through
// different files, which is how the old flat layout tangled. This check reads every runtime
// file's relative imports, folds them into a folder graph and fails on any cycle in it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = join(root, 'packages', 'server', 'src');
/** Test-only code may reach anywhere: it wires whole apps together. */
const TEST_ONLY = new Set(['testing']);
const TOP = '(top level)';

function runtimeFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return runtimeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder directly below src that holds a path, or TOP for src's own files. */
function folderOf(path) {
  const parts = relative(serverSrc, path).split(sep);
  return parts.length > 1 ? parts[0] : TOP;
}

/** Folder -> the folders its files import (relative specifiers only). */
export function folderGraph(files = runtimeFiles(serverSrc)) {
  const graph = new Map();
  for (const file of files) {
    const from = folderOf(file);
    if (TEST_ONLY.has(from)) continue;
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
      const to = folderOf(normalize(join(dirname(file), match[1])));
      if (to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Every cycle of folders, each as the path that closes it (Tarjan's strongly connected sets). */
export function folderCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const set = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      set.push(member);
    } while (member !== node);
    if (set.length > 1) cycles.push(set.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = folderGraph();
  const cycles = folderCycles(graph);
  if (cycles.length === 0) {
    console.log(`server folders: ${graph.size} folders, no cycle between them`);
  } else {
    console.error('server folders that import each other (directly or round a loop):');
    for (const cycle of cycles) {
      console.error(`  ${cycle.join(' <-> ')}`);
      for (const from of cycle) {
        const into = [...(graph.get(from) ?? [])].filter((to) => cycle.includes(to));
        console.error(`    ${from} imports ${into.join(', ')}`);
      }
    }
    process.exit(1);
  }
}
