// @ts-check
import { moduleZones } from './server-modules.js';

/**
 * The server's shape, from the bottom: the layers (db/, http/, events/, jobs/, mail/, crypto/)
 * import no module; the modules import each other only as declared in server-modules.js; the
 * socket server (realtime/) sits above the modules; the composition root (app.ts, main.ts, the
 * backup and deploy commands) on top. Inside a module routes → service → repo → presenter, so
 * SQL never sits in a route.
 */

const SERVER = 'apps/server/src';
/** A folder or file of the server wherever the repository is checked out (see web-boundaries.js). */
/** @param {string} place */
const serverGlob = (place) => `/**/${SERVER}/${place}`;

const LAYERS = ['db', 'http', 'events', 'jobs', 'mail', 'crypto'];
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
    files: LAYERS.map((layer) => `${SERVER}/${layer}/**/*.ts`),
    // A layer's tests may hold it against what uses it (json-fragments against the presenters).
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: '/', zones: [layerZone] }],
    },
  },
  {
    files: [`${SERVER}/modules/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: '/', zones: [moduleUpZone, ...moduleZones()] },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contextAsType] }],
    },
  },
  {
    files: [`${SERVER}/modules/**/*.routes.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [contextAsType, ...sqlInRoutes] },
      ],
    },
  },
];
