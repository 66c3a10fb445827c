import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A page's lazy chunks are transformed the first time a test opens them, inside that test:
    // on a loaded machine that alone passed 5 s (board-views.test.tsx, when the calendar and
    // the timeline became a feature). A hang limit, not a timing assertion.
    testTimeout: 20_000,
  },
});
