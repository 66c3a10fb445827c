import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Member } from './scenarios/audience';
import type { SeededBoard } from './scenarios/board';
import type { ReportsWorkspace } from './scenarios/workspace-reports';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What bench/server-process.ts reports once its database is seeded and it listens. */
export interface Ready {
  url: string;
  token: string;
  seeded: SeededBoard;
  /** Tokens of the people whose sockets watch the board in the fan-out. */
  audience: string[];
  /** The people of the chat benchmark, members of the board's workspace. */
  chatters: Member[];
  /** The workspace of the workspace reports. */
  reports: ReportsWorkspace;
}

export interface SeededServer {
  ready: Ready;
  close(): Promise<void>;
}

/**
 * The app with the benchmark's board, people and workspaces seeded, in a process of its own
 * (bench/server-process.ts), on PostgreSQL at `databaseUrl` or on embedded PGlite.
 */
export async function startSeededServer(databaseUrl: string | undefined): Promise<SeededServer> {
  const server = fork(path.join(here, 'server-process.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Ready));
    server.once('exit', (code) => reject(new Error(`the app exited with code ${String(code)}`)));
  });
  return {
    ready,
    close: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.send('close');
      await exited;
    },
  };
}
