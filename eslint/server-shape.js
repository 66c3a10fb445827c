// @ts-check
import { moduleZones } from './server-modules.js';

/**
 * The server's shape, from the bottom: the layers (db/, http/, events/, jobs/, mail/, crypto/, rich-text/)
 * import no module; the modules import each other only as declared in server-modules.js; the
 * socket server (realtime/) sits above the modules; the composition root (app.ts, main.ts, the
 * backup and deploy commands) on top. Inside a module routes → service → repo → presenter, so
 * SQL lives only in repos (and db/), and presenters are pure.
 */

const SERVER = 'apps/server/src';
/** A folder or file of the server wherever the repository is checked out (see web-boundaries.js). */
/** @param {string} place */
const serverGlob = (place) => `/**/${SERVER}/${place}`;

const LAYERS = ['db', 'http', 'events', 'jobs', 'mail', 'crypto', 'rich-text'];
const ROOTS = ['app.ts', 'main.ts', 'backup/**', 'deploy/**'];

/** Below the modules: nothing above them. */
const layerZone = {
  target: LAYERS.map((layer) => serverGlob(`${layer}/**`)),
  from: ['modules/**', 'realtime/**', ...ROOTS].map(serverGlob),
  message: `${LAYERS.join('/, ')}/ are below the modules: they import no module, nor the socket server or the app (eslint/server-shape.js)`,
};

/** The modules: never the socket server above them nor the app. */
const moduleUpZone = {
  target: serverGlob('modules/**'),
  from: ['realtime/**', ...ROOTS].map(serverGlob),
  message:
    'the socket server (realtime/) and the composition root sit above the modules: hand a module to them from app.ts instead (eslint/server-shape.js)',
};

/** The context is the composition root's list of ports: modules use its type, never its code. */
const contextAsType = {
  group: ['**/context'],
  allowTypeImports: true,
  message: 'import the context as a type: it is built by the composition root (app.ts)',
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
/** A route declares its gate (config.gate) and reads what it found: it calls no gate itself. */
const gatesInRoutes = {
  group: ['**/*.policy'],
  importNamePattern: '^authorize',
  message:
    "a route declares its gate in its config (`config: { gate: boardGate('board.manage') }`) and reads it with gated(): see http/gate.ts",
};
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
  `${SERVER}/**/*.repo.ts`,
  `${SERVER}/db/**`,
  `${SERVER}/events/**`,
  `${SERVER}/test/**`,
  `${SERVER}/**/*.test.ts`,
];
const serverFiles = [`${SERVER}/**/*.ts`];
/** A module file named for its role; any other module file is pure logic named for its rule. */
const roleFiles = ['routes', 'service', 'repo', 'policy', 'presenter', 'job'].map(
  (role) => `${SERVER}/modules/**/*.${role}.ts`,
);
const pureLogic = [
  {
    group: [
      '**/*.repo',
      '**/*.service',
      '**/*.job',
      '**/db/client',
      '**/db/json-fragments',
      '**/db/raw-rows',
    ],
    allowTypeImports: true,
    message:
      'a module file without a role suffix is pure logic, named for its rule: it reads and writes nothing. One that does is a .service.ts, .repo.ts, .policy.ts or .job.ts',
  },
];
const moduleFiles = [`${SERVER}/modules/**/*.ts`];

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
 * pattern that holds for its files; the later, narrower blocks repeat the broader ones.
 * @type {import('eslint').Linter.Config[]}
 */
export default [
  restrictImports(serverFiles, sqlOutsideRepos, sqlHomes),
  restrictImports(moduleFiles, [contextAsType]),
  restrictImports(moduleFiles, [contextAsType, ...sqlOutsideRepos], sqlHomes),
  restrictImports(
    moduleFiles,
    [contextAsType, ...sqlOutsideRepos, ...pureLogic],
    [...sqlHomes, ...roleFiles],
  ),
  restrictImports([`${SERVER}/**/*.routes.ts`], [contextAsType, ...sqlInRoutes, gatesInRoutes]),
  restrictImports([`${SERVER}/**/*.presenter.ts`], [contextAsType, ...databaseInPresenters]),
  {
    files: LAYERS.map((layer) => `${SERVER}/${layer}/**/*.ts`),
    // A layer's tests may hold it against what uses it (json-fragments against the presenters).
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: '/', zones: [layerZone] }],
    },
  },
  {
    files: moduleFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: '/', zones: [moduleUpZone, ...moduleZones()] },
      ],
    },
  },
];
