// @ts-check
/**
 * The server's shape: the app shell on top, modules below it, and inside a module
 * routes → service → repo → presenter, so SQL never sits in a route.
 */

const towardsApp = {
  group: ['**/app', '**/main'],
  message: 'import direction: shared → db/http → modules → app',
};

const sqlInRoutes = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: 'a route parses, calls its gate and its service, and answers: SQL lives in the repo',
  },
  {
    group: ['**/db/schema', '**/db/schema/*'],
    message: 'a route does not reach tables: the repo does, the service and presenter hold types',
  },
];

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: [
      'apps/server/src/modules/**/*.ts',
      'apps/server/src/db/**/*.ts',
      'apps/server/src/http/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [towardsApp] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [towardsApp, ...sqlInRoutes] }],
    },
  },
];
