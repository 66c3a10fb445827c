import type { BoardUpdate } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  committedUpdates,
  fetchedTasks,
  viewAfter,
  viewsAlong,
  type BoardView,
} from '../test/board-views';
import { httpScene, type HttpScene } from '../test/http-scene';
import { rollingClient, type ClientSession, type RollingClient } from '../test/rolling-client';
import { startServer, type RunningServer } from '../test/server-process';
import { freshPostgresDatabase } from '../test/test-database';
import { testPostgresUrl, testRedisUrl } from '../test/test-env';
import { startWriteStream, type AckedWrite, type WriteStream } from '../test/write-stream';

/**
 * A rolling restart under load: two real server processes on one PostgreSQL and one Redis, board
 * clients on both, writers going through both. Each process in turn is stopped (SIGTERM) in
 * the middle of the stream and started again; its clients are told to reconnect, do so to the
 * other one and fetch the board. Nothing is lost: every client has every update, by an event
 * or by what it fetched after reconnecting, and ends with the board as it is.
 */
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
const servers: RunningServer[] = [];
const clients: RollingClient[] = [];
const streams: WriteStream[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  database = await freshPostgresDatabase(testPostgresUrl);
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    JWT_SECRET: 'a shared secret of the two processes, long enough',
  };
  servers.push(...(await Promise.all([startServer(env), startServer(env)])));
}, 120_000);
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.stop()));
  for (const client of clients) client.close();
  await Promise.all(servers.map((server) => server.stop()));
  await database.drop();
});

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Stops server `index` (SIGTERM, waiting for its exit) and starts it again on its port. */
async function restart(index: number, pause: () => Promise<void>): Promise<void> {
  const server = servers[index];
  if (!server) throw new Error(`no server ${index}`);
  await server.stop();
  await pause();
  servers[index] = await startServer(env, Number(new URL(server.url).port));
}

/** Where in `updates` a session's own updates are: they must be one unbroken stretch. */
function stretchOf(session: ClientSession, updates: BoardUpdate[]): number {
  const text = updates.map((update) => JSON.stringify(update));
  const heard = session.updates.map((update) => JSON.stringify(update));
  if (heard.length === 0) return -1;
  const start = text.indexOf(heard[0] ?? '');
  expect(start, 'a session heard an update that was never committed').toBeGreaterThanOrEqual(0);
  expect(heard).toEqual(text.slice(start, start + heard.length));
  return start;
}

/**
 * How many of `updates` the session's fetched tasks hold (the latest prefix they match): at
 * least all those committed before its first event, or something was lost in between.
 */
function fetchedPrefix(session: ClientSession, views: BoardView[]): number {
  const fetched = viewAfter(session.fetched ?? new Map<string, string>(), []);
  return views.lastIndexOf(fetched);
}

describe('a rolling restart of two server processes under load', () => {
  let scene: HttpScene;
  beforeAll(async () => {
    scene = await httpScene(servers[0]?.url ?? '', database.url, 4);
  });

  it('moves every client to the other process without losing an update', async () => {
    const urls = servers.map((server) => server.url);
    const truth = await committedUpdates(database.url, scene.boardId);
    const start = await fetchedTasks(urls[0] ?? '', scene.token, scene.boardId);
    // Two clients start on each process; each reconnects to the next in its list.
    for (const list of [urls, [...urls].reverse(), urls, [...urls].reverse()]) {
      clients.push(await rollingClient(list, scene.token, scene.boardId));
    }
    const counter = { next: 0 };
    const stream = () => streams.push(startWriteStream(scene, urls, 3, counter));
    const pause = () => streams.at(-1)?.stop() ?? Promise.resolve();
    const more = (count: number) => {
      const target = truth.updates.length + count;
      return until(() => truth.updates.length >= target, `${target} committed updates`);
    };
    const allOn = (url: string) =>
      until(
        () =>
          clients.every((client) => {
            const last = client.sessions.at(-1);
            return last?.url === url && last.fetched !== null;
          }),
        `every client on ${url}`,
      );

    stream();
    await more(30);
    await restart(0, pause);
    await allOn(urls[1] ?? '');
    stream();
    await more(30);
    await restart(1, pause);
    await allOn(urls[0] ?? '');
    stream();
    await more(30);
    await pause();

    const finalView = viewAfter(await fetchedTasks(urls[0] ?? '', scene.token, scene.boardId), []);
    await until(() => viewAfter(start, truth.updates) === finalView, 'every update published');
    const updates = [...truth.updates];
    await truth.end();
    expect(streams.flatMap((each) => each.failures)).toEqual([]);
    expect(clients.map((client) => client.failure)).toEqual(clients.map(() => undefined));

    // Every acknowledged write was published.
    const published = new Set(updates.map(markOf));
    const acked = streams.flatMap((each) => each.acked);
    expect(acked.map(markOfWrite).filter((mark) => !published.has(mark))).toEqual([]);

    const views = viewsAlong(start, updates);
    for (const client of clients) {
      await until(
        () =>
          JSON.stringify(client.sessions.at(-1)?.updates.at(-1)) === JSON.stringify(updates.at(-1)),
        'the last update at every client',
      );
      // The clients of the first process moved twice, the others once; each time told first.
      expect(client.sessions.map((session) => session.shutdownNotices)).toEqual(
        client.sessions.length === 3 ? [1, 1, 0] : [1, 0],
      );
      expectNothingLost(client, updates, views);
    }
  }, 240_000);
});

/** The mark of one published update (each write's is its own: a position or a title). */
function markOf(update: BoardUpdate): string {
  const task = (update.payload as { task?: { title: string; position: number } }).task;
  return update.type === 'TASK_MOVED' ? `move ${task?.position}` : `title ${task?.title}`;
}

const markOfWrite = (write: AckedWrite) =>
  write.kind === 'move' ? `move ${write.position}` : `title ${write.title}`;

/**
 * Each session heard one unbroken stretch of the updates, and fetched at least everything
 * before its stretch; the last one heard them to the end. So every update reached the client,
 * as an event or in what it fetched after reconnecting.
 */
function expectNothingLost(
  client: RollingClient,
  updates: BoardUpdate[],
  views: BoardView[],
): void {
  for (const session of client.sessions) {
    const first = stretchOf(session, updates);
    if (first >= 0) expect(fetchedPrefix(session, views)).toBeGreaterThanOrEqual(first);
  }
  const last = client.sessions.at(-1);
  if (!last) throw new Error('a client without a session');
  expect(stretchOf(last, updates) + last.updates.length).toBe(updates.length);
}
