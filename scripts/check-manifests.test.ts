import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importedPackages, packageOf, undeclaredImports } from './check-manifests.mjs';

describe('packageOf', () => {
  it.each([
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@kassa/js/testing', '@kassa/js'],
    ['./local.js', null],
    ['node:fs', null],
    ['fs', null],
    ['\\.\\/', null],
  ])('reads %s as %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });
});

describe('importedPackages', () => {
  it('finds static, side-effect, dynamic, re-export and require imports, not commented ones', () => {
    // A text file: as source, these lines would be imports of this very test.
    const text = readFileSync(new URL('./check-manifests.fixture.txt', import.meta.url), 'utf8');
    expect([...importedPackages(text, 'a.ts')].sort()).toEqual(
      ['@scope/delta', 'alpha', 'beta', 'epsilon', 'gamma'].sort(),
    );
  });

  it('counts React for JSX in a .tsx file, not for a .tsx file without JSX', () => {
    expect(importedPackages('export const A = () => <b />;', 'a.tsx').has('react')).toBe(true);
    expect(importedPackages('export const a = 1;', 'a.tsx').has('react')).toBe(false);
  });
});

describe('undeclaredImports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kassa-manifests-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    'package.json',
    JSON.stringify({
      name: '@kassa/fixture',
      dependencies: { runtime: '1' },
      peerDependencies: { peer: '1' },
      devDependencies: { 'dev-only': '1' },
    }),
  );
  write('tsconfig.json', JSON.stringify({ include: ['src'], exclude: ['src/**/*.test.ts'] }));
  write('src/index.ts', "import 'runtime';\nimport 'peer';\nimport 'dev-only';\nimport 'missing';");
  write('src/index.test.ts', "import 'dev-only';\nimport 'vitest';\nimport 'nowhere';");

  it('lets shipped code of a published package use only dependencies and peers', () => {
    const misses = undeclaredImports(dir).map((miss) => miss.split(': ')[1]);
    expect(misses.sort()).toEqual(['dev-only', 'missing', 'nowhere']);
  });
});
