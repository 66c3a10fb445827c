import { randomUUID } from 'node:crypto';
import type { Notification, NotificationsResponse, Session } from '@teamboard/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { bearer, verifiedUser } from '../../test/factories';
import { connectSocket, request, settle } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Account } from '../../test/workspace-fixture';
import { notificationById } from './notifications.repo';
import { notify as sendNotification, type NotificationEvent } from './notify.service';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const newAccount = () => verifiedUser(t.app);

let made = 0;

/**
 * A notification for `account` through `notify` (delivered live once its transaction commits),
 * `secondsAgo` old (so that the order is certain).
 */
async function notify(
  account: Account,
  overrides: Partial<Omit<NotificationEvent, 'recipients'>> = {},
  secondsAgo = 0,
): Promise<Notification> {
  made += 1;
  const title = overrides.title ?? `Timer stopped ${made}`;
  await t.app.ctx.db.transaction((tx) =>
    sendNotification(t.app.ctx, tx, {
      type: 'timer_auto_stopped',
      message: 'Your timer on <strong>Write docs</strong> was stopped.',
      link: '/acme/projects',
      actorId: null,
      ...overrides,
      title,
      recipients: [account.user._id],
    }),
  );
  const [row] = await t.app.ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, account.user._id), eq(notifications.title, title)));
  if (!row) throw new Error(`no notification "${title}" was made`);
  if (secondsAgo > 0) {
    await t.app.ctx.db
      .update(notifications)
      .set({ createdAt: sql`now() - make_interval(secs => ${secondsAgo})` })
      .where(eq(notifications.id, row.id));
  }
  const notification = await notificationById(t.app.ctx.db, row.id);
  if (!notification) throw new Error('the notification vanished');
  return notification;
}

const list = (account: Pick<Session, 'access_token'> | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/notifications${query}`,
    headers: account ? bearer(account) : {},
  });
const markRead = (account: Pick<Session, 'access_token'> | null, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/notifications/${id}/mark-read`,
    headers: account ? bearer(account) : {},
  });
const markAllRead = (account: Pick<Session, 'access_token'> | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/mark-all-read',
    headers: account ? bearer(account) : {},
  });

async function page(account: Account, number = 1): Promise<NotificationsResponse> {
  const response = await list(account, `?page=${number}`);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationsResponse>();
}

describe('listing notifications', () => {
  it('answers the user’s own notifications newest first, 20 to a page, with the counts', async () => {
    const me = await newAccount();
    const other = await newAccount();
    const titles: string[] = [];
    // 25 notifications, the first the oldest; the last two already read.
    for (let index = 0; index < 25; index += 1) {
      const title = `Notification ${index}`;
      titles.unshift(title);
      const created = await notify(me, { title }, 100 - index);
      if (index >= 23) await markRead(me, created._id);
    }
    await notify(other, { title: 'Not mine' });

    const first = await page(me);
    expect(first.meta).toEqual({ total: 25, unread: 23, page: 1, limit: 20, totalPages: 2 });
    expect(first.notifications.map((n) => n.title)).toEqual(titles.slice(0, 20));
    expect(first.notifications[0]).toMatchObject({ title: 'Notification 24', read: true });
    expect(first.notifications[2]).toMatchObject({ title: 'Notification 22', read: false });

    const second = await page(me, 2);
    expect(second.meta).toEqual({ total: 25, unread: 23, page: 2, limit: 20, totalPages: 2 });
    expect(second.notifications.map((n) => n.title)).toEqual(titles.slice(20));

    const beyond = await page(me, 3);
    expect(beyond.notifications).toEqual([]);
    expect(beyond.meta.total).toBe(25);

    // Without a page: the first.
    const plain = await list(me);
    expect(plain.json<NotificationsResponse>().meta.page).toBe(1);
  });

  it('shows every field, the sender as a public user (no email), and an empty first page', async () => {
    const me = await newAccount();
    expect(await page(me)).toEqual({
      notifications: [],
      meta: { total: 0, unread: 0, page: 1, limit: 20, totalPages: 1 },
      nextCursor: null,
    });
    const sender = await newAccount();
    await notify(me, {
      type: 'task_assigned',
      title: 'New task',
      message: '<b>Ann</b> assigned you a task',
      link: '/acme/board/1?task=2',
      actorId: sender.user._id,
    });
    const [notification] = (await page(me)).notifications;
    expect(notification).toEqual({
      _id: expect.any(String) as string,
      type: 'task_assigned',
      title: 'New task',
      message: '<b>Ann</b> assigned you a task',
      link: '/acme/board/1?task=2',
      sender: {
        _id: sender.user._id,
        name: sender.user.name,
        username: sender.user.username,
        avatar: null,
      },
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
    });
  });

  it('refuses a bad page with 400 and a guest with 401', async () => {
    const me = await newAccount();
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=1.5']) {
      const response = await list(me, query);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await list(me, '?page=0')).json()).toMatchObject({
      message: 'Page must be 1 or more',
    });
    const guest = await list(null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: 'Unauthorized' });
    expect((await list({ access_token: 'forged' })).statusCode).toBe(401);
  });
});

describe('marking notifications read', () => {
  it('marks one of the user’s notifications read, and answers it', async () => {
    const me = await newAccount();
    const older = await notify(me, { title: 'Older' }, 10);
    const newer = await notify(me, { title: 'Newer' });
    const response = await markRead(me, older._id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ notification: Notification }>().notification).toEqual({
      ...older,
      read: true,
      createdAt: expect.any(String) as string,
    });
    const after = await page(me);
    expect(after.meta.unread).toBe(1);
    expect(after.notifications.map((n) => [n._id, n.read])).toEqual([
      [newer._id, false],
      [older._id, true],
    ]);
    // Again: still read, still fine.
    expect((await markRead(me, older._id)).statusCode).toBe(200);
    expect((await page(me)).meta.unread).toBe(1);
  });

  it('answers 404 for another user’s notification, and leaves it unread', async () => {
    const me = await newAccount();
    const other = await newAccount();
    const theirs = await notify(other, { title: 'Theirs' });
    for (const id of [theirs._id, randomUUID()]) {
      const response = await markRead(me, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Notification not found' });
    }
    expect((await page(other)).notifications).toMatchObject([{ _id: theirs._id, read: false }]);
    const malformed = await markRead(me, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Notification not found' });
    expect((await markRead(null, theirs._id)).statusCode).toBe(401);
  });

  it('marks all of the user’s notifications read, and nobody else’s', async () => {
    const me = await newAccount();
    const other = await newAccount();
    const first = await notify(me, {}, 20);
    await notify(me, {}, 10);
    await notify(me);
    await markRead(me, first._id);
    await notify(other);

    const response = await markAllRead(me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    const mine = await page(me);
    expect(mine.meta).toMatchObject({ total: 3, unread: 0 });
    expect(mine.notifications.every((n) => n.read)).toBe(true);
    expect((await page(other)).meta).toMatchObject({ total: 1, unread: 1 });

    expect((await markAllRead(me)).json()).toEqual({ updated: 0 });
    expect((await markAllRead(null)).statusCode).toBe(401);
    expect((await page(other)).meta.unread).toBe(1);
  });
});

it('documents the routes in the OpenAPI description', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, unknown>;
  }>();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/notifications',
      '/api/notifications/{id}/mark-read',
      '/api/notifications/mark-all-read',
    ]),
  );
});

describe('live notifications', () => {
  async function socketOf(account: Account): Promise<{ socket: Socket; received: unknown[] }> {
    const socket = await connectSocket(url, account.access_token);
    sockets.push(socket);
    const received: unknown[] = [];
    socket.on('notification', (data: unknown) => received.push(data));
    return { socket, received };
  }

  async function waitFor(received: unknown[]): Promise<void> {
    const deadline = Date.now() + 5000;
    while (received.length === 0) {
      if (Date.now() > deadline) throw new Error('no notification arrived');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('reach the recipient’s sockets that joined their notifications, and nobody else', async () => {
    const me = await newAccount();
    const other = await newAccount();
    const joined = await socketOf(me);
    const notJoined = await socketOf(me);
    const otherJoined = await socketOf(other);
    expect(await request(joined.socket, 'join-notifications', {})).toEqual({ ok: true });
    expect(await request(otherJoined.socket, 'join-notifications', {})).toEqual({ ok: true });

    const notification = await notify(me, { title: 'Live' });

    await waitFor(joined.received);
    await settle();
    expect(joined.received).toEqual([notification]);
    expect(notJoined.received).toEqual([]);
    expect(otherJoined.received).toEqual([]);
  });

  it('do not reach a user who turned the type off in the app (no row, no event)', async () => {
    const me = await newAccount();
    const { socket, received } = await socketOf(me);
    await request(socket, 'join-notifications', {});
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: bearer(me),
      payload: { preferences: { timer_auto_stopped: { inApp: false, email: false } } },
    });
    await t.app.ctx.db.transaction((tx) =>
      sendNotification(t.app.ctx, tx, {
        type: 'timer_auto_stopped',
        recipients: [me.user._id],
        actorId: null,
        title: 'Not wanted',
        message: 'Your timer stopped.',
        link: null,
      }),
    );
    // A wanted one after it: once it arrives, the unwanted one would have too.
    const wanted = await notify(me, { type: 'task_assigned', title: 'Wanted' });
    await waitFor(received);
    await settle();
    expect(received).toEqual([wanted]);
    expect((await page(me)).notifications.map((n) => n.title)).toEqual(['Wanted']);
  });

  it('stop after leave-notifications', async () => {
    const me = await newAccount();
    const { socket, received } = await socketOf(me);
    await request(socket, 'join-notifications', {});
    expect(await request(socket, 'leave-notifications', {})).toEqual({ ok: true });
    await notify(me);
    await settle();
    expect(received).toEqual([]);
  });
});
