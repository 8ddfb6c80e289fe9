import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { commonJsLeft, productionBuildOf, reactEsm, reactModuleToEsm } from './react-esm.mjs';

const require = createRequire(import.meta.url);
const ENTRIES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'scheduler'];
const work = mkdtempSync(join(tmpdir(), 'kassa-react-esm-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The names a rewritten module exports (its closing `export { local as name, ... };`). */
const exportedNames = (code: string) =>
  [...(/export \{([^}]*)\};\n$/.exec(code)?.[1] ?? '').matchAll(/ as ([\w$]+)/g)]
    .map((match) => match[1])
    .sort();

/** Bundles `source` (an entry in the repo, so React resolves) with the plugin, unminified. */
async function bundle(source: string, file: string) {
  const entry = join(import.meta.dirname, `.react-esm-${file}.js`);
  writeFileSync(entry, source);
  const logs: string[] = [];
  try {
    const { output } = await build({
      input: entry,
      platform: 'browser',
      plugins: [reactEsm()],
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      onLog: (_level, log) => logs.push(log.code ?? log.message),
      write: false,
      output: { format: 'esm' },
    });
    const chunk = output[0];
    const out = join(work, `${file}.mjs`);
    writeFileSync(out, chunk.code);
    return { code: chunk.code, out, logs };
  } finally {
    rmSync(entry);
  }
}

describe('React as ES modules', () => {
  it('maps each entry file to the production build it requires, and others to none', () => {
    expect(productionBuildOf(require.resolve('react'))).toBe(
      require.resolve('react').replace(/index\.js$/, 'cjs/react.production.js'),
    );
    expect(productionBuildOf(require.resolve('react-dom/client'))).toMatch(
      /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
    );
    expect(productionBuildOf(require.resolve('react-dom/server.browser'))).toBeUndefined();
    expect(productionBuildOf(require.resolve('vitest'))).toBeUndefined();
  });

  it('exports every name the CommonJS build sets, and nothing else', () => {
    for (const entry of ENTRIES) {
      const file = productionBuildOf(require.resolve(entry));
      const esm = reactModuleToEsm(readFileSync(file, 'utf8'), file).toString();
      expect(exportedNames(esm), entry).toEqual(Object.keys(require(file)).sort());
      expect(commonJsLeft(esm, file), entry).toBeNull();
    }
  });

  it('gives the same values as the CommonJS build', async () => {
    const file = productionBuildOf(require.resolve('react'));
    const out = join(work, 'react.mjs');
    writeFileSync(out, reactModuleToEsm(readFileSync(file, 'utf8'), file).toString());
    const esm = await import(pathToFileURL(out).href);
    const cjs = require(file);
    for (const name of Object.keys(cjs)) {
      expect(typeof esm[name], name).toBe(typeof cjs[name]);
      if (typeof cjs[name] !== 'function' && typeof cjs[name] !== 'object')
        expect(esm[name], name).toBe(cjs[name]);
    }
    expect(esm.isValidElement(esm.createElement('b'))).toBe(true);
  });

  it('makes the imports namespaces and the exports live bindings', () => {
    const code = [
      '"use strict";',
      // Capitalised names: no package's, so the manifest check does not read them as imports.
      'var A = require("Alpha"),',
      '  B = require("Beta");',
      'exports.now = void 0;',
      'if (A.x) {',
      '  exports.now = function () { return B.y; };',
      '}',
      'exports.later = function () { return exports.now(); };',
    ].join('\n');
    const esm = reactModuleToEsm(code, 'x.js').toString();
    expect(esm).toContain('import * as A from "Alpha";\nimport * as B from "Beta";');
    expect(esm).toContain('var __kassa_export_now = void 0;');
    expect(esm).toContain('  __kassa_export_now = function () { return B.y; };');
    expect(esm).toContain('return __kassa_export_now();');
    expect(esm).toContain('export { __kassa_export_now as now, __kassa_export_later as later };');
  });

  it('fails on CommonJS it does not rewrite', () => {
    const rewrite = (code: string) => () => reactModuleToEsm(code, 'x.js');
    expect(rewrite('module.exports = require("Alpha");')).toThrow(/keeps CommonJS/);
    expect(rewrite('var A = require("Alpha"), b = 1;\nexports.a = A;')).toThrow(/require at/);
    expect(rewrite('exports.a = 1;\nvar self = this;')).toThrow(/this at/);
    expect(rewrite('exports.a = () => this;')).toThrow(/this at/);
    expect(rewrite('exports.a = 1;\nfunction f() { return exports.b; }')).toThrow(
      /exports\.b it never sets/,
    );
    expect(rewrite('exports.a = 1;\nfunction f() { return this.a; }')).not.toThrow();
    expect(
      rewrite('exports.a = { exports: 1, module: 2 };\nvar c = exports.a.module;'),
    ).not.toThrow();
  });

  it('leaves out of a bundle what it does not use', async () => {
    const { code, logs } = await bundle(
      "import { useState } from 'react';\nimport { createRoot } from 'react-dom/client';\nexport { useState, createRoot };\n",
      'shake',
    );
    expect(logs).toEqual([]);
    expect(code).not.toContain('__commonJS');
    expect(code).toContain('__kassa_export_createRoot');
    for (const unused of ['hydrateRoot', 'cloneElement', 'preloadModule', 'Children'])
      expect(code, unused).not.toContain(`__kassa_export_${unused}`);
  });

  it('renders and updates a component as React does', async () => {
    const { out } = await bundle(
      [
        "import { useEffect, useState } from 'react';",
        "import { flushSync } from 'react-dom';",
        "import { createRoot } from 'react-dom/client';",
        "import { jsx } from 'react/jsx-runtime';",
        'function Counter() {',
        '  const [count, setCount] = useState(0);',
        '  const [effects, setEffects] = useState(0);',
        '  useEffect(() => setEffects((n) => n + 1), [count]);',
        "  return jsx('button', { onClick: () => setCount(count + 1), children: count + '/' + effects });",
        '}',
        'export function mount(container) {',
        '  const root = createRoot(container);',
        '  flushSync(() => root.render(jsx(Counter, {})));',
        '  return root;',
        '}',
      ].join('\n'),
      'render',
    );
    const dom = new JSDOM('<!doctype html><div id="root"></div>');
    const globals = { window: dom.window, document: dom.window.document };
    Object.assign(globalThis, globals);
    try {
      const { mount } = await import(pathToFileURL(out).href);
      const container = dom.window.document.getElementById('root');
      const root = mount(container);
      const button = container?.querySelector('button');
      const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
      // flushSync renders at once; the effect runs after, as React schedules it.
      expect(button?.textContent).toBe('0/0');
      await settled();
      expect(button?.textContent).toBe('0/1');
      button?.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
      await settled();
      expect(button?.textContent).toBe('1/2');
      root.unmount();
      expect(container?.innerHTML).toBe('');
    } finally {
      for (const name of Object.keys(globals)) Reflect.deleteProperty(globalThis, name);
      dom.window.close();
    }
  });
});
