import type { Session } from '@teamboard/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { bearer, verifiedUser } from '../test/factories';
import { realtimeScene, type RealtimeScene } from '../test/realtime-fixture';
import {
  connectSocket,
  disconnection,
  originOfSocket,
  recordUpdates,
  request,
  settle,
  waitForUpdate,
} from '../test/socket-client';
import { linkTokenFromEmail } from '../test/test-app';
import { MINUTE } from '../test/test-clock';
import { addMember, type Account } from '../test/workspace-fixture';
import { MAX_SOCKETS_PER_USER, TOO_MANY_SOCKETS } from './realtime-server';
import { SOCKET_EVENT_LIMITS } from './socket-budget';

let scene: RealtimeScene;
beforeAll(async () => {
  scene = await realtimeScene();
});
afterAll(() => scene.close());

/** Someone new in the scene's workspace, so a test can end their sessions freely. */
async function newcomer(role = 'member'): Promise<Account> {
  const account = await verifiedUser(scene.t.app, { name: 'New Comer' });
  await addMember(scene.t.app, scene.cast.owner, scene.workspace.id, account, role);
  return account;
}

async function login(account: Account): Promise<Session> {
  const response = await scene.t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: account.email, password: account.password },
  });
  return response.json<Session>();
}

/** A socket of `session` in a new board's room. */
async function watching(session: Session) {
  const board = await scene.calls.newBoard('Watched');
  const socket = await connectSocket(scene.url, session.access_token);
  expect(await request(socket, 'join-board', { boardId: board.id })).toEqual({ ok: true });
  return { board, socket, closed: disconnection(socket), received: recordUpdates(socket) };
}

describe('a socket lives no longer than the session it was opened with', () => {
  it('closes when its user changes their password, and the old token cannot reopen it', async () => {
    const account = await newcomer();
    const { socket, closed } = await watching(account);
    const changed = await scene.t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: bearer(account),
      payload: { currentPassword: account.password, newPassword: 'another long password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
    await expect(connectSocket(scene.url, account.access_token)).rejects.toThrow('Unauthorized');
    const renewed = await connectSocket(scene.url, changed.json<Session>().access_token);
    expect(renewed.connected).toBe(true);
    renewed.close();
  });

  it('closes when its user resets their password', async () => {
    const account = await newcomer();
    const { closed } = await watching(account);
    await scene.t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: account.email },
    });
    const token = await linkTokenFromEmail(scene.t.app, account.email, 'reset-password');
    const reset = await scene.t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('closes on logout of its session, and leaves the same user’s other sessions live', async () => {
    const account = await newcomer();
    const laptop = await watching(account);
    const phone = await login(account);
    const phoneSocket = await connectSocket(scene.url, phone.access_token);
    expect(await request(phoneSocket, 'join-board', { boardId: laptop.board.id })).toEqual({
      ok: true,
    });
    const phoneUpdates = recordUpdates(phoneSocket);

    await scene.t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refresh_token: account.refresh_token },
    });
    expect(await laptop.closed).toBe('io server disconnect');
    await expect(connectSocket(scene.url, account.access_token)).rejects.toThrow('Unauthorized');

    await scene.calls.newTask(laptop.board, { title: 'After the logout' });
    await waitForUpdate(phoneUpdates, (update) => update.type === 'TASK_CREATED');
    expect(phoneSocket.connected).toBe(true);
    expect(laptop.received).toEqual([]);
    phoneSocket.close();
  });

  it('closes when its access token expires', async () => {
    const account = await newcomer();
    // The token was issued now: move to a second before it expires (its expiry is in seconds).
    scene.t.clock.advance(15 * MINUTE - 1500);
    try {
      const socket = await connectSocket(scene.url, account.access_token);
      expect(await disconnection(socket)).toBe('io server disconnect');
    } finally {
      scene.t.clock.advance(-(15 * MINUTE - 1500));
    }
  });

  it('refuses a join once its session no longer holds, and closes', async () => {
    const account = await newcomer();
    const { board, socket, closed } = await watching(account);
    // The session version moves on without the announcement (as if it were missed).
    await scene.t.app.ctx.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, account.user._id));
    expect(await request(socket, 'join-board', { boardId: board.id })).toEqual({
      ok: false,
      message: 'Unauthorized',
    });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('a socket follows its user’s access', () => {
  it('leaves the boards of a member demoted to guest', async () => {
    const account = await newcomer();
    const { board, socket, received } = await watching(account);
    const demoted = await scene.t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${scene.workspace.id}/members/${account.user._id}`,
      headers: bearer(scene.cast.owner),
      payload: { role: 'guest' },
    });
    expect(demoted.statusCode).toBe(200);
    const staying = await connectSocket(scene.url, scene.cast.manager.access_token);
    await request(staying, 'join-board', { boardId: board.id });
    const stayingUpdates = recordUpdates(staying);

    await scene.calls.newTask(board, { title: 'Not for guests' });
    await waitForUpdate(stayingUpdates, (update) => update.type === 'TASK_CREATED');
    await settle();
    expect(received).toEqual([]);
    expect(socket.connected).toBe(true);
    expect(await request(socket, 'join-board', { boardId: board.id })).toEqual({
      ok: false,
      message: 'Board not found',
    });
    staying.close();
  });
});

describe('abuse limits on sockets', () => {
  it(`caps a user at ${MAX_SOCKETS_PER_USER} open sockets`, async () => {
    const account = await newcomer();
    const open = [];
    for (let index = 0; index < MAX_SOCKETS_PER_USER; index += 1) {
      open.push(await connectSocket(scene.url, account.access_token));
    }
    await expect(connectSocket(scene.url, account.access_token)).rejects.toThrow(TOO_MANY_SOCKETS);
    open.pop()?.close();
    await settle();
    const again = await connectSocket(scene.url, account.access_token);
    expect(again.connected).toBe(true);
    for (const socket of [...open, again]) socket.close();
  });

  it('refuses the events of a socket past its budget', async () => {
    const account = await newcomer();
    const { board, socket } = await watching(account);
    const answers = [];
    // The join above spent one event of the window.
    for (let index = 1; index <= SOCKET_EVENT_LIMITS.perSocket; index += 1) {
      answers.push(await request(socket, 'leave-board', { boardId: board.id }));
    }
    expect(answers.slice(0, -1).every((answer) => answer.ok)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ ok: false, message: /^Too many attempts/ });
    scene.t.clock.advance(SOCKET_EVENT_LIMITS.windowMs);
    expect(await request(socket, 'join-board', { boardId: board.id })).toEqual({ ok: true });
    socket.close();
  });
});

describe('the origin of a change', () => {
  it('lets only the writer’s own tab recognise its echo', async () => {
    const victim = await newcomer();
    const { board, socket, received } = await watching(victim);
    const victimOrigin = await originOfSocket(socket);
    // Another member names the victim's socket in their write.
    await scene.t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...bearer(scene.cast.member), 'x-socket-id': socket.id ?? '' },
      payload: { boardId: board.id, columnId: board.columns[0], fields: { title: 'Spoofed' } },
    });
    const spoofed = await waitForUpdate(received, (update) => update.type === 'TASK_CREATED');
    expect(spoofed.origin).not.toBe(victimOrigin);
    // The victim's own write carries the tag their tab was given.
    await scene.t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...bearer(victim), 'x-socket-id': socket.id ?? '' },
      payload: { boardId: board.id, columnId: board.columns[0], fields: { title: 'Mine' } },
    });
    await waitForUpdate(received, (update) => update.origin === victimOrigin);
    socket.close();
  });
});
