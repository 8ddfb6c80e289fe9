#!/usr/bin/env node
// Lists the keys each locale lacks of the English catalogue, and any it has beyond it, so that
// new English texts (packages/elements/src/i18n/english.ts, pages-english.ts, the core error
// catalogue) can be sent for translation: `npm run i18n:missing`. Exits 1 when any locale
// misses a key, has an extra one, or has no module; the catalogue test fails the same way.
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const i18n = join(root, 'packages/elements/src/i18n');
const tags = readdirSync(join(i18n, 'locales'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3));

// One module importing every catalogue and the comparison the test uses, bundled for Node.
const lines = [
  "import { catalogueGaps, unknownLocales } from './catalogues.ts';",
  ...tags.map((tag, index) => `import c${index} from './locales/${tag}.ts';`),
  `const catalogues = { ${tags.map((tag, index) => `${JSON.stringify(tag)}: c${index}`).join(', ')} };`,
  `export const gaps = catalogueGaps(c${tags.indexOf('en')}, catalogues);`,
  'export const unknown = unknownLocales(Object.keys(catalogues));',
];
const outfile = join(root, '.tmp', 'i18n-missing.mjs');
mkdirSync(dirname(outfile), { recursive: true });
await esbuild.build({
  stdin: { contents: lines.join('\n'), resolveDir: i18n, loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  conditions: ['kassa-source'],
  outfile,
  logLevel: 'warning',
});
const { gaps, unknown } = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);

for (const { locale, missing, extra } of gaps) {
  console.log(`${locale}:`);
  for (const key of missing) console.log(`  missing ${key}`);
  for (const key of extra) console.log(`  extra   ${key}`);
}
for (const tag of unknown) console.log(`${tag}: a module for a locale Stripe.js does not accept`);
if (gaps.length === 0 && unknown.length === 0) {
  console.log(`i18n: all ${tags.length} locales have every English key`);
} else {
  process.exitCode = 1;
}
