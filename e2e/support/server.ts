/** The browser tests run the real server process; the helper is shared with the API tests. */
export {
  freePort,
  startServer,
  type RunningServer,
} from '../../apps/server/src/test/server-process';
