import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources in tests (the `kassa-source`
// export condition), so a change in one package is seen by the others without a build.
const source = 'kassa-source';
const resolve = { conditions: [source, ...defaultClientConditions] };
const ssr = {
  resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] },
};

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
    ],
  },
});
