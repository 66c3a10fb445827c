import type { BoardUpdate } from '@teamboard/shared';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../test/server-process';
import { connectSocket, recordUpdates, request, waitForUpdate } from '../../test/socket-client';
import { freshPostgresDatabase } from '../../test/test-database';
import { testPostgresUrl, testRedisUrl } from '../../test/test-env';

/**
 * Two real server processes on different ports, sharing one PostgreSQL database and one Redis:
 * a change made through one reaches a socket connected to the other.
 */
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let first: RunningServer;
let second: RunningServer;
let socket: Socket | undefined;

beforeAll(async () => {
  database = await freshPostgresDatabase(testPostgresUrl);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    JWT_SECRET: 'a shared secret of the two processes, long enough',
  };
  [first, second] = await Promise.all([startServer(env), startServer(env)]);
}, 120_000);
afterAll(async () => {
  socket?.close();
  await Promise.all([first.stop(), second.stop()]);
  await database.drop();
});

async function call<T>(path: string, token: string | null, body?: object): Promise<T> {
  const response = await fetch(`${first.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs up through the first process, reading the verification link from the outbox. */
async function signedUp(): Promise<string> {
  const email = `two-processes-${Date.now()}@example.com`;
  await call('/auth/register', null, {
    name: 'Two Processes',
    email,
    password: 'a long password 1',
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const outbox = await client.query<{ text_body: string }>(
    'select text_body from email_outbox where to_address = $1',
    [email],
  );
  await client.end();
  const token = /signup\/verify\/([A-Za-z0-9_-]+)/.exec(outbox.rows[0]?.text_body ?? '')?.[1];
  const verified = await call<{ access_token: string }>(
    `/auth/verify-email/${token ?? ''}`,
    null,
    {},
  );
  return verified.access_token;
}

describe('realtime across server processes', () => {
  it('delivers a move made through one process to a client of the other', async () => {
    const token = await signedUp();
    const { workspace } = await call<{ workspace: { _id: string } }>('/api/workspaces', token, {
      name: 'Scaled Out',
      url: `scaled-out-${Date.now()}`,
    });
    const { board } = await call<{ board: { _id: string } }>('/api/boards', token, {
      workspaceId: workspace._id,
      title: 'Across processes',
    });
    const { columns } = await call<{ columns: { _id: string }[] }>(
      `/api/boards/${board._id}/columns`,
      token,
    );
    const { task } = await call<{ task: { _id: string } }>('/api/tasks', token, {
      boardId: board._id,
      columnId: columns[0]?._id,
      fields: { title: 'Travels between processes' },
    });

    socket = await connectSocket(second.url, token);
    expect(await request(socket, 'join-board', { boardId: board._id })).toEqual({ ok: true });
    const received: BoardUpdate[] = recordUpdates(socket);
    await call('/api/tasks/move', token, {
      taskId: task._id,
      columnId: columns[1]?._id,
      position: 'top',
    });
    const moved = await waitForUpdate(received, (update) => update.type === 'TASK_MOVED');
    expect(moved).toMatchObject({
      boardId: board._id,
      payload: { task: { _id: task._id, columnId: columns[1]?._id } },
    });
  });
});
