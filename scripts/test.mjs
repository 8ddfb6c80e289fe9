#!/usr/bin/env node
// `npm test` runs `npm run check` (Biome lint with biome.jsonc's import-cycle and layer rules,
// then scripts/check-manifests.mjs) and the build first, then this: unit and integration tests
// (Vitest, PGlite and PostgreSQL), then the end-to-end suites in Debian's Chromium (Playwright).
// Ends with one summary line that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, args, env = {}) {
  console.log(`\n== ${label} ==`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run('unit and integration tests (Vitest)', [
  join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

const e2eReport = join(reports, 'playwright.json');
const e2eStatus = run(
  'end-to-end tests (Playwright, Chromium)',
  [
    join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    'e2e/playwright.config.ts',
    '--reporter=list,json',
  ],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
);

const vitest = readJson(vitestReport);
const e2e = readJson(e2eReport);
const passed =
  (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);

/** Titles of the end-to-end tests that failed first and passed on their retry. */
function flakyTitles(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'flaky')
      .map(() => [...here, spec.title].join(' › ')),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => flakyTitles(child, here))];
}
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const broken =
  vitest === null || e2e === null || (failed === 0 && (vitestStatus !== 0 || e2eStatus !== 0));

console.log(
  `\nvitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`,
);
console.log(
  `e2e: ${(e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0)} passed, ${e2e?.stats?.unexpected ?? 0} failed (${e2e?.stats?.flaky ?? 0} flaky)`,
);
for (const title of e2e === null ? [] : (e2e.suites ?? []).flatMap((suite) => flakyTitles(suite))) {
  console.log(`FLAKY (failed, then passed on retry): ${title}`);
}
if (broken) console.log('A test runner failed before reporting its results (see above).');
console.log(`total: ${passed} passed, ${failed + (broken ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 || broken ? 1 : 0);
