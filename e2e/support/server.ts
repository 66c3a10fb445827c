/** The browser tests run the built server, as `npm start` serves it (`npm run test:e2e` builds first). */
export {
  freePort,
  startBuiltServer as startServer,
  type RunningServer,
} from '../../apps/server/src/test/server-process';
