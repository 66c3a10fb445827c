// @ts-check
/**
 * The server's shape: the app shell on top, modules below it, and inside a module
 * routes → service → repo → presenter, so SQL lives only in repos (and db/).
 */

const towardsApp = {
  group: ['**/app', '**/main'],
  message: 'import direction: shared → db/http → modules → app',
};

/**
 * Where SQL may live: a repo or db/ writes queries; a service, policy or job may still name a
 * row's type (`allowTypeImports` lets `import type` through, pattern by pattern).
 */
const drizzle = ['drizzle-orm', 'drizzle-orm/*'];
const schema = ['**/db/schema', '**/db/schema/*'];
const sqlOutsideRepos = [
  {
    group: drizzle,
    allowTypeImports: true,
    message: 'SQL lives in a *.repo.ts (or db/): move the query into a repo of this module',
  },
  {
    group: schema,
    allowTypeImports: true,
    message: 'tables are reached by a *.repo.ts (or db/); other files import only row types',
  },
];
const sqlInRoutes = [
  {
    group: drizzle,
    message: 'a route parses, calls its gate and its service, and answers: SQL lives in the repo',
  },
  {
    group: schema,
    message: 'a route does not reach tables: the repo does, the service and presenter hold types',
  },
];
const presenterIsPure =
  'a presenter is pure (row → DTO): its caller loads what it needs through a repo';
const databaseInPresenters = [
  { group: drizzle, allowTypeImports: true, message: presenterIsPure },
  { group: ['**/db/client'], message: presenterIsPure },
  {
    group: ['**/db', '**/db/**', '**/*.repo', '**/*.repo.ts'],
    allowTypeImports: true,
    message: presenterIsPure,
  },
];

/**
 * Files that may hold SQL: repos (`*.json.repo.ts` when PostgreSQL builds a DTO's JSON), db/,
 * events/ (their NOTIFY) and tests.
 */
const sqlHomes = [
  'apps/server/src/**/*.repo.ts',
  'apps/server/src/db/**',
  'apps/server/src/events/**',
  'apps/server/src/test/**',
  'apps/server/src/**/*.test.ts',
];
const serverFiles = ['apps/server/src/**/*.ts'];
const layeredFiles = [
  'apps/server/src/modules/**/*.ts',
  'apps/server/src/db/**/*.ts',
  'apps/server/src/http/**/*.ts',
];

/**
 * @param {string[]} files
 * @param {object[]} patterns
 * @param {string[]} [ignores]
 * @returns {import('eslint').Linter.Config}
 */
function restrictImports(files, patterns, ignores = []) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/**
 * Flat config keeps only the last matching block's options for a rule, so each block lists every
 * pattern that holds for its files; the later, narrower blocks repeat the direction.
 * @type {import('eslint').Linter.Config[]}
 */
export default [
  restrictImports(serverFiles, sqlOutsideRepos, sqlHomes),
  restrictImports(layeredFiles, [towardsApp]),
  restrictImports(layeredFiles, [towardsApp, ...sqlOutsideRepos], sqlHomes),
  restrictImports(['apps/server/src/**/*.routes.ts'], [towardsApp, ...sqlInRoutes]),
  restrictImports(['apps/server/src/**/*.presenter.ts'], [towardsApp, ...databaseInPresenters]),
];
