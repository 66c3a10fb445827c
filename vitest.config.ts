import { defineConfig } from 'vitest/config';

/** With TEST_RESULTS_FILE set (by .ci/run), results are also written as JSON to be counted. */
const resultsFile = process.env.TEST_RESULTS_FILE;

/** Migrates one database per run; each server test database starts as a copy of it. */
const serverDatabaseSetup = ['apps/server/src/test/database-template.ts'];

export default defineConfig({
  test: {
    reporters: resultsFile ? ['default', ['json', { outputFile: resultsFile }]] : ['default'],
    // Vitest's default is one worker fewer than the cores: one test file at a time on this
    // 2-core machine, with the second core mostly idle once the first transforms are cached.
    // Two workers keep both cores busy (test files share nothing: each server file has its own
    // database, each web file its own jsdom); docs/decisions.md, "Testing and CI", has the times.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.redis.test.ts', 'apps/server/src/**/*.nginx.test.ts'],
          environment: 'node',
          globalSetup: serverDatabaseSetup,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // @teamboard/client against the real server: its README example, and its generated
        // types against the routes'.
        test: {
          name: 'client',
          include: ['packages/client/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: serverDatabaseSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Needs a Redis server (REDIS_URL): run by .ci/run, not by `npm test`.
        test: {
          name: 'server-redis',
          include: ['apps/server/src/**/*.redis.test.ts'],
          environment: 'node',
          // One Redis server for all: its files run one at a time, as they were written to.
          fileParallelism: false,
          globalSetup: serverDatabaseSetup,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // deploy/nginx.conf run by a real nginx in front of server processes on PostgreSQL and
        // Redis: run by .ci/run (which installs nginx), not by `npm test`.
        test: {
          name: 'deploy',
          include: ['apps/server/src/**/*.nginx.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['eslint/**/*.test.ts'],
          exclude: ['eslint/fixtures/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
