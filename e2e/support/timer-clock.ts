import pg from 'pg';
import { freshPostgresDatabase } from '../../apps/server/src/test/test-database';
import { testPostgresUrl } from '../../apps/server/src/test/test-env';
import { startScene, type Account, type Scene } from './scene';

/**
 * A scene whose server runs on its own PostgreSQL database, so a test can move running timers'
 * starts back in time ("advance the clock") without waiting. `close` drops the database too.
 */
export interface TimerScene extends Scene {
  /** Moves the start of every running timer back: as if that many minutes had passed. */
  advanceRunningTimers(minutes: number): Promise<void>;
}

export async function startTimerScene(
  account: Account,
  workspace: { name: string; url: string },
): Promise<TimerScene> {
  const database = await freshPostgresDatabase(testPostgresUrl);
  const scene = await startScene(account, workspace, { DATABASE_URL: database.url });
  return {
    ...scene,
    advanceRunningTimers: (minutes) => moveTimerStarts(database.url, minutes),
    close: async () => {
      await scene.close();
      await database.drop();
    },
  };
}

async function moveTimerStarts(databaseUrl: string, minutes: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update time_entries set start_time = start_time - make_interval(mins => $1)
       where duration is null`,
      [minutes],
    );
  } finally {
    await client.end();
  }
}
