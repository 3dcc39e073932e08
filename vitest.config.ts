import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests run on embedded PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set. Browser tests live in e2e/ with their own config.
const serverTests = [
  'apps/server/src/**/*.test.ts',
  'packages/contracts/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];
const common = {
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'pglite', include: serverTests, env: { ATRIUM_TEST_DB: 'pglite' }, ...common } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                include: serverTests,
                env: { ATRIUM_TEST_DB: 'postgres' },
                ...common,
              },
            },
          ]
        : []),
    ],
  },
});
