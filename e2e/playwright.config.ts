import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  DEMO_PORT,
  DEMO_URL,
  PROVIDER_PORT,
  PROVIDER_URL,
  PUBLISHABLE_KEY,
  SECRET_KEY,
} from './e2e-env.js';
import { assertPortsFree } from './port-check.js';

// Debian's Chromium, never a downloaded browser: the suites must run offline and in CI images
// that install `chromium` with apt.
const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `The end-to-end tests need Chromium at ${CHROMIUM}. Install it with \`apt-get install chromium\` (.ci/run does); Playwright's downloaded browsers are not used.`,
  );
}

// Only the main process starts the servers; workers load this file again while they run.
if (process.env.TEST_WORKER_INDEX === undefined) {
  assertPortsFree({
    'KASSA_E2E_PORT, the provider': PROVIDER_PORT,
    'KASSA_E2E_DEMO_PORT, the shop': DEMO_PORT,
  });
}

const root = join(import.meta.dirname, '..');
// A fresh embedded database per run, so tests never see a previous run's objects. Workers load
// this file again; only the main process starts the servers, so their differing value is unused.
const dataDir = join(root, '.tmp', `e2e-data-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder when a run starts: one per demo port, so a second run
  // on other ports does not delete the first one's traces mid-run.
  outputDir: join(root, '.tmp', `e2e-results-${DEMO_PORT}`),
  fullyParallel: false,
  // Two workers in CI too: the machine has two cores and nothing else runs beside the suite
  // there; one worker doubles the run (about 3 -> 6 minutes for ~120 tests).
  workers: 2,
  // One retry in CI only, so a flake cannot block a landing; scripts/test.mjs names every test
  // that needed it ('FLAKY …'), so it is reported, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: DEMO_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `${DEMO_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      KASSA_PORT: String(PROVIDER_PORT),
      DEMO_PORT: String(DEMO_PORT),
      KASSA_DATA_DIR: dataDir,
      KASSA_SECRET_KEY: SECRET_KEY,
      KASSA_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      // The shop loads the provider from 127.0.0.1 (npm start names it localhost, for
      // passkeys): shop and provider are then different sites, as on most merchants' pages.
      // link-passkeys.spec.ts reaches the provider as localhost itself.
      KASSA_DEMO_PROVIDER_URL: PROVIDER_URL,
      // One type the account has not activated, for available-methods.spec.ts's test-mode warning.
      KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES: 'alma',
      // Every shopper of the suite comes from 127.0.0.1: the wallet's per-address limits (10
      // code sends in 15 minutes…) would stop the Link specs long before a real address would.
      KASSA_WALLET_IP_LIMIT_FACTOR: '20',
    },
  },
});
