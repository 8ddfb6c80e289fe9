import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources in tests (the `kassa-source`
// export condition), so a change in one package is seen by the others without a build.
const source = 'kassa-source';
const resolve = { conditions: [source, ...defaultClientConditions] };
const ssr = {
  resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] },
};

// The browser packages' tests run alone, without a server; the tests that drive browser code
// against the real provider API live in integration/ and run as their own projects.
const integration = { testTimeout: 20_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'node',
          environment: 'node',
          // Integration tests open real databases; two shared cores can make that slow.
          testTimeout: 20_000,
          hookTimeout: 60_000,
          globalSetup: ['packages/server/test/postgres-setup.ts'],
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/protocol/src/**/*.test.ts',
            'packages/server/src/**/*.test.ts',
            'packages/js/src/**/*.test.ts',
            'apps/demo/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'dom',
          environment: 'jsdom',
          testTimeout: 20_000,
          hookTimeout: 60_000,
          include: [
            'packages/elements/src/**/*.test.tsx',
            'packages/react/src/**/*.test.tsx',
            'packages/js/src/**/*.test.tsx',
          ],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'integration',
          environment: 'node',
          ...integration,
          include: ['integration/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'integration-dom',
          environment: 'jsdom',
          ...integration,
          include: ['integration/**/*.test.tsx'],
        },
      },
    ],
  },
});
