import { defineConfig } from 'vitest/config';

/** Browser tests: the real server process, the built web app and Debian's Chromium. */
const resultsFile = process.env.TEST_RESULTS_FILE;

export default defineConfig({
  test: {
    name: 'e2e',
    reporters: resultsFile ? ['default', ['json', { outputFile: resultsFile }]] : ['default'],
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
