import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEMO_PORT, DEMO_URL, PROVIDER_PORT, PUBLISHABLE_KEY, SECRET_KEY } from './e2e-env.js';

// Debian's Chromium, never a downloaded browser: the suites must run offline and in CI images
// that install `chromium` with apt.
const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `The end-to-end tests need Chromium at ${CHROMIUM}. Install it with \`apt-get install chromium\` (.ci/run does); Playwright's downloaded browsers are not used.`,
  );
}

const root = join(import.meta.dirname, '..');
// A fresh embedded database per run, so tests never see a previous run's objects. Workers load
// this file again; only the main process starts the servers, so their differing value is unused.
const dataDir = join(root, '.tmp', `e2e-data-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(root, '.tmp', 'e2e-results'),
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
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
    },
  },
});
