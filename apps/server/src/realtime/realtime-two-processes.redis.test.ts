import type {
  BoardUpdate,
  MessageStatusEvent,
  NewMessageEvent,
  UserTypingEvent,
} from '@teamboard/shared';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENE_PASSWORD, signedUpThrough } from '../test/http-scene';
import { startServer, type RunningServer } from '../test/server-process';
import {
  connectSocket,
  disconnection,
  recordEvents,
  recordUpdates,
  request,
  settle,
  waitFor,
  waitForUpdate,
} from '../test/socket-client';
import { freshPostgresDatabase } from '../test/test-database';
import { testPostgresUrl, testRedisUrl } from '../test/test-env';
import { MAX_SOCKETS_PER_USER, TOO_MANY_SOCKETS } from './realtime-server';

/**
 * Two real server processes on different ports, sharing one PostgreSQL database and one Redis:
 * a change made through one reaches a socket connected to the other, and every client hears
 * the board's changes in the order they committed.
 */
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let first: RunningServer;
let second: RunningServer;
const sockets: Socket[] = [];

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
  for (const socket of sockets) socket.close();
  await Promise.all([first.stop(), second.stop()]);
  await database.drop();
});

async function call<T>(
  path: string,
  token: string | null,
  body?: object,
  method = body ? 'POST' : 'GET',
): Promise<T> {
  const response = await fetch(`${first.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs up through the first process. */
const signedUp = () => signedUpThrough(first.url, database.url);
type Account = Awaited<ReturnType<typeof signedUp>>;

interface Scene {
  token: string;
  workspaceId: string;
  boardId: string;
  columns: string[];
  taskId: string;
}

/** A user with a workspace, a board and a task, made through the first process. */
async function scene(): Promise<Scene> {
  const { token } = await signedUp();
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
  return {
    token,
    workspaceId: workspace._id,
    boardId: board._id,
    columns: columns.map((column) => column._id),
    taskId: task._id,
  };
}

/** A new account made a member of the scene's workspace (invited, and accepting). */
async function teammateIn({ workspaceId, token }: Scene): Promise<Account> {
  const teammate = await signedUp();
  await call(`/api/workspaces/${workspaceId}/invitations`, token, {
    email: teammate.email,
    role: 'member',
  });
  const { invitations } = await call<{ invitations: { _id: string }[] }>(
    '/api/me/invitations',
    teammate.token,
  );
  await call(`/api/me/invitations/${invitations[0]?._id ?? ''}/accept`, teammate.token, {});
  return teammate;
}

async function watch(server: RunningServer, { token, boardId }: Scene) {
  const socket = await connectSocket(server.url, token);
  sockets.push(socket);
  expect(await request(socket, 'join-board', { boardId })).toEqual({ ok: true });
  return { socket, received: recordUpdates(socket) };
}

async function sql<Row extends object>(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('realtime across server processes', () => {
  let board: Scene;
  beforeAll(async () => {
    board = await scene();
  });

  /** Moves the task to the top of a column through the first process; what `received` got. */
  const movedSeenBy = async (received: BoardUpdate[], columnId: string | undefined) => {
    await call('/api/tasks/move', board.token, { taskId: board.taskId, columnId, position: 'top' });
    return waitForUpdate(received, (update) => update.type === 'TASK_MOVED');
  };

  it('delivers a move made through one process to a client of the other', async () => {
    const { received } = await watch(second, board);
    const moved = await movedSeenBy(received, board.columns[1]);
    expect(moved).toMatchObject({
      boardId: board.boardId,
      payload: { task: { _id: board.taskId, columnId: board.columns[1] } },
    });
  });

  it('delivers in commit order, not in the order the changes were made', async () => {
    const watchers = [await watch(first, board), await watch(second, board)];
    const publish = (client: pg.Client, taskId: string) =>
      client.query('select publish_board_update($1, $2)', [
        board.boardId,
        JSON.stringify({
          type: 'TASK_DELETED',
          boardId: board.boardId,
          payload: { taskId },
          initiator: 'test',
          origin: null,
        }),
      ]);
    const [early, late] = [
      new pg.Client({ connectionString: database.url }),
      new pg.Client({ connectionString: database.url }),
    ];
    await Promise.all([early.connect(), late.connect()]);
    await early.query('begin');
    await publish(early, 'announced first, committed second');
    await late.query('begin');
    await publish(late, 'announced second, committed first');
    await late.query('commit');
    await early.query('commit');
    await Promise.all([early.end(), late.end()]);
    for (const { received } of watchers) {
      await until(() => received.length === 2, 'both updates');
      expect(
        received.map((update) => update.type === 'TASK_DELETED' && update.payload.taskId),
      ).toEqual(['announced second, committed first', 'announced first, committed second']);
    }
  });

  it('gives every client the same sequence of concurrent moves, ending where the task is', async () => {
    const watchers = [await watch(first, board), await watch(second, board)];
    const moves = Array.from({ length: 40 }, (_, index) => {
      const through = index % 2 === 0 ? first : second;
      return fetch(`${through.url}/api/tasks/move`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${board.token}` },
        body: JSON.stringify({
          taskId: board.taskId,
          columnId: board.columns[index % board.columns.length],
          position: 1 + Math.floor(Math.random() * 1_000_000),
        }),
      });
    });
    expect((await Promise.all(moves)).map((response) => response.status)).toEqual(
      Array.from({ length: 40 }, () => 200),
    );
    const sequences = [];
    for (const { received } of watchers) {
      await until(() => received.length >= 40, 'every move');
      sequences.push(
        received.map((update) =>
          update.type === 'TASK_MOVED'
            ? `${update.payload.task.columnId}@${update.payload.task.position}`
            : '',
        ),
      );
    }
    expect(sequences[1]).toEqual(sequences[0]);
    const { task } = await call<{ task: { columnId: string; position: number } }>(
      `/api/tasks/${board.taskId}`,
      board.token,
    );
    expect(sequences[0]?.at(-1)).toBe(`${task.columnId}@${task.position}`);
  });

  it('drops its sockets after losing the database, so clients reconnect and catch up', async () => {
    const { socket } = await watch(second, board);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    const name = new URL(database.url).pathname.slice(1);
    const ended = await sql<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = $1 and query ilike 'LISTEN%' and pg_terminate_backend(pid)`,
      [name],
    );
    expect(ended.length).toBe(2);
    expect(await dropped).toBe('io server disconnect');
    const { received } = await watch(second, board);
    const moved = await movedSeenBy(received, board.columns[0]);
    expect(moved).toMatchObject({ payload: { task: { columnId: board.columns[0] } } });
  });
});

describe('chat across server processes', () => {
  it('carries a message, its delivery, typing and the read between people on two processes', async () => {
    const board = await scene();
    const teammate = await teammateIn(board);
    const { chat } = await call<{ chat: { _id: string } }>('/api/chats/direct', board.token, {
      workspaceId: board.workspaceId,
      participantId: teammate.userId,
    });
    const senderSocket = await connectSocket(first.url, board.token);
    const recipientSocket = await connectSocket(second.url, teammate.token);
    sockets.push(senderSocket, recipientSocket);
    for (const socket of [senderSocket, recipientSocket]) {
      expect(await request(socket, 'join-chat', { chatId: chat._id })).toEqual({ ok: true });
    }
    const arrived = recordEvents<NewMessageEvent>(recipientSocket, 'new-message');
    const statuses = recordEvents<MessageStatusEvent>(senderSocket, 'message-status');
    const typing = recordEvents<UserTypingEvent>(senderSocket, 'user-typing');

    const { message } = await call<{ message: { _id: string } }>(
      `/api/chats/${chat._id}/messages`,
      board.token,
      { content: 'Hello from the first process' },
    );
    const received = await waitFor(arrived, (each) => each.message._id === message._id);
    expect(received.message.content).toBe('Hello from the first process');
    await waitFor(statuses, (each) => each.status === 'delivered');
    await request(recipientSocket, 'typing', { chatId: chat._id });
    expect(await waitFor(typing, () => true)).toMatchObject({
      chatId: chat._id,
      user: { _id: teammate.userId },
    });
    await fetch(`${second.url}/api/chats/${chat._id}/read`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teammate.token}` },
    });
    expect(await waitFor(statuses, (each) => each.status === 'read')).toEqual({
      chatId: chat._id,
      messageId: message._id,
      status: 'read',
      userId: teammate.userId,
    });
  });
});

describe('sessions across server processes', () => {
  it('closes a socket on one process when its user changes their password through the other', async () => {
    const account = await signedUp();
    const socket = await connectSocket(second.url, account.token);
    sockets.push(socket);
    const closed = disconnection(socket);
    await call(
      '/api/me/password',
      account.token,
      { currentPassword: SCENE_PASSWORD, newPassword: 'a longer password 2' },
      'PUT',
    );
    expect(await closed).toBe('io server disconnect');
    await expect(connectSocket(second.url, account.token)).rejects.toThrow('Unauthorized');
  });

  it('ends a logged-out session on the other process too: its socket and its access token', async () => {
    const account = await signedUp();
    const socket = await connectSocket(second.url, account.token);
    sockets.push(socket);
    const closed = disconnection(socket);
    await call('/auth/logout', null, { refresh_token: account.refreshToken });
    expect(await closed).toBe('io server disconnect');
    const me = await fetch(`${second.url}/api/me`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(me.status).toBe(401);
  });

  it('takes a member demoted through one process out of the boards they may no longer see on the other', async () => {
    const board = await scene();
    const teammate = await teammateIn(board);
    const demoted = await watch(second, { ...board, token: teammate.token });
    const owner = await watch(second, board);

    await call(
      `/api/workspaces/${board.workspaceId}/members/${teammate.userId}`,
      board.token,
      { role: 'guest' },
      'PUT',
    );
    await call('/api/tasks', board.token, {
      boardId: board.boardId,
      columnId: board.columns[0],
      fields: { title: 'Not for guests' },
    });
    await waitForUpdate(owner.received, (update) => update.type === 'TASK_CREATED');
    await settle();
    expect(demoted.received).toEqual([]);
    expect(demoted.socket.connected).toBe(true);
  });

  it('caps the sockets of one user across both processes', async () => {
    const { token } = await signedUp();
    const open: Socket[] = [];
    for (let index = 0; index < MAX_SOCKETS_PER_USER; index += 1) {
      open.push(await connectSocket(index % 2 === 0 ? first.url : second.url, token));
    }
    sockets.push(...open);
    await expect(connectSocket(first.url, token)).rejects.toThrow(TOO_MANY_SOCKETS);
    await expect(connectSocket(second.url, token)).rejects.toThrow(TOO_MANY_SOCKETS);
  });
});
