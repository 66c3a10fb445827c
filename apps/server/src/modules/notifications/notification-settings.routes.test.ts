import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferencesResponse,
  type NotificationsResponse,
} from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, emailsTo, type TestApp } from '../../test/test-app';
import { MINUTE } from '../../test/test-clock';
import type { Account } from '../../test/workspace-fixture';
import { sendHeldDigests } from './notification-emails.service';
import { keepNotificationsUp } from './notification-upkeep.service';
import { notify, type NotificationEvent } from './notify.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (
  account: Account | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: account ? bearer(account) : {},
    ...(payload ? { payload } : {}),
  });

/** A task_assigned notification for `account`, as a feature would send it. */
const assign = (account: Account, overrides: Partial<NotificationEvent> = {}) =>
  t.app.ctx.db.transaction((tx) =>
    notify(t.app.ctx, tx, {
      type: 'task_assigned',
      recipients: [account.user._id],
      actorId: null,
      title: 'You were assigned a task',
      message: 'Ann assigned you <strong>Ship it</strong>',
      link: '/acme/projects/board-1?task=ACME-1',
      ...overrides,
    }),
  );

/** The subjects of the emails sent to `account` (the sign-up's verification email aside). */
const subjectsTo = async (account: Account) =>
  (await emailsTo(t.app, account.user.email))
    .map((each) => each.subject)
    .filter((subject) => !subject.toLowerCase().includes('verify'));

const listOf = async (account: Account, query = '') =>
  (await call(account, 'GET', `/api/notifications${query}`)).json<NotificationsResponse>();

describe('notification settings', () => {
  it('start from the defaults and keep what the user changes, type by type', async () => {
    const me = await verifiedUser(t.app);
    const initial = await call(me, 'GET', '/api/me/notification-preferences');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ preferences: DEFAULT_NOTIFICATION_PREFERENCES });

    const changed = await call(me, 'PUT', '/api/me/notification-preferences', {
      preferences: {
        mention: { inApp: false, email: false },
        task_comment: { inApp: true, email: true },
      },
    });
    expect(changed.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      mention: { inApp: false, email: false },
      task_comment: { inApp: true, email: true },
    };
    expect(changed.json()).toEqual({ preferences: expected });
    expect((await call(me, 'GET', '/api/me/notification-preferences')).json()).toEqual({
      preferences: expected,
    });
    // Someone else's stay theirs.
    const other = await verifiedUser(t.app);
    expect(
      (
        await call(other, 'GET', '/api/me/notification-preferences')
      ).json<NotificationPreferencesResponse>().preferences.mention,
    ).toEqual({ inApp: true, email: true });
  });

  it('refuse an unknown type or a missing channel, changing nothing, and a guest', async () => {
    const me = await verifiedUser(t.app);
    for (const preferences of [
      { gossip: { inApp: true, email: true } },
      { mention: { inApp: true } },
      { mention: { inApp: 'yes', email: true } },
    ]) {
      const refused = await call(me, 'PUT', '/api/me/notification-preferences', { preferences });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await call(me, 'GET', '/api/me/notification-preferences')).json()).toEqual({
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
    });
    expect((await call(null, 'GET', '/api/me/notification-preferences')).statusCode).toBe(401);
  });

  it('decide the channels: in-app off makes no row, email off no email', async () => {
    const me = await verifiedUser(t.app);
    await assign(me, { title: 'Both on' });
    expect((await listOf(me)).notifications.map((n) => n.title)).toEqual(['Both on']);
    const [email] = await emailsTo(t.app, me.user.email);
    expect(email?.subject).toBe('Both on');
    expect(email?.htmlBody).toContain('Ann assigned you <strong>Ship it</strong>');
    expect(email?.textBody).toContain('Ann assigned you Ship it');
    expect(email?.textBody).toContain(
      'View Task: http://teamboard.test/acme/projects/board-1?task=ACME-1',
    );

    await call(me, 'PUT', '/api/me/notification-preferences', {
      preferences: { task_assigned: { inApp: false, email: true } },
    });
    await assign(me, { title: 'Email only' });
    expect((await listOf(me)).meta.total).toBe(1);
    expect((await emailsTo(t.app, me.user.email)).map((each) => each.subject)).toContain(
      'Email only',
    );

    await call(me, 'PUT', '/api/me/notification-preferences', {
      preferences: { task_assigned: { inApp: true, email: false } },
    });
    await assign(me, { title: 'In app only' });
    expect((await listOf(me)).notifications[0]?.title).toBe('In app only');
    expect((await emailsTo(t.app, me.user.email)).map((each) => each.subject)).not.toContain(
      'In app only',
    );
  });

  it('never tell the actor about their own action', async () => {
    const me = await verifiedUser(t.app);
    await assign(me, { actorId: me.user._id });
    expect((await listOf(me)).meta.total).toBe(0);
    expect(await subjectsTo(me)).not.toContain('You were assigned a task');
  });
});

describe("an email's unsubscribe link", () => {
  it('turns that type of email off without signing in, and nothing else', async () => {
    const me = await verifiedUser(t.app);
    await assign(me);
    const [email] = await emailsTo(t.app, me.user.email);
    const link =
      /http:\/\/teamboard\.test\/account\/notifications\?unsubscribe=task_assigned&token=([\w.-]+)/.exec(
        email?.textBody ?? '',
      );
    const token = link?.[1] ?? '';
    expect(token).not.toBe('');

    const response = await call(null, 'POST', '/api/notifications/unsubscribe', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'task_assigned',
      message: 'You will no longer get emails about: Assigned to a task',
    });
    const { preferences } = (
      await call(me, 'GET', '/api/me/notification-preferences')
    ).json<NotificationPreferencesResponse>();
    expect(preferences.task_assigned).toEqual({ inApp: true, email: false });
    expect(preferences.mention).toEqual({ inApp: true, email: true });
  });

  it('refuses a forged token and a sign-in token', async () => {
    const me = await verifiedUser(t.app);
    for (const token of ['forged', me.access_token]) {
      const refused = await call(null, 'POST', '/api/notifications/unsubscribe', { token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'The unsubscribe link is invalid or has expired',
      });
    }
    expect(
      (
        await call(me, 'GET', '/api/me/notification-preferences')
      ).json<NotificationPreferencesResponse>().preferences.task_assigned.email,
    ).toBe(true);
  });
});

describe('a burst of notification emails', () => {
  it('sends five one by one, then one digest of the rest once ten minutes have passed', async () => {
    const me = await verifiedUser(t.app);
    for (let index = 1; index <= 8; index += 1) await assign(me, { title: `Task ${index}` });
    expect((await subjectsTo(me)).sort()).toEqual([
      'Task 1',
      'Task 2',
      'Task 3',
      'Task 4',
      'Task 5',
    ]);

    expect(await sendHeldDigests(t.app.ctx)).toBe(0);
    t.clock.advance(10 * MINUTE);
    expect(await sendHeldDigests(t.app.ctx)).toBe(1);
    const emails = await emailsTo(t.app, me.user.email);
    const digest = emails.find((each) => each.subject === '3 new notifications on Teamboard');
    for (const title of ['Task 6', 'Task 7', 'Task 8']) expect(digest?.textBody).toContain(title);
    expect(await subjectsTo(me)).toHaveLength(6);
    // Sent once.
    expect(await sendHeldDigests(t.app.ctx)).toBe(0);
  });
});

describe('deleting and filtering notifications', () => {
  it('deletes one of the user’s own, 404 for anyone else’s', async () => {
    const me = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    await assign(me, { title: 'Mine' });
    await assign(other, { title: 'Theirs' });
    const [mine] = (await listOf(me)).notifications;
    const [theirs] = (await listOf(other)).notifications;

    const refused = await call(me, 'DELETE', `/api/notifications/${theirs?._id ?? ''}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Notification not found' });
    expect((await listOf(other)).meta.total).toBe(1);

    const deleted = await call(me, 'DELETE', `/api/notifications/${mine?._id ?? ''}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Notification deleted' });
    expect((await listOf(me)).meta.total).toBe(0);
  });

  it('lists only the unread ones when asked', async () => {
    const me = await verifiedUser(t.app);
    await assign(me, { title: 'Read' });
    const [read] = (await listOf(me)).notifications;
    await call(me, 'POST', `/api/notifications/${read?._id ?? ''}/mark-read`);
    await assign(me, { title: 'Unread' });

    const unread = await listOf(me, '?unread=true');
    expect(unread.notifications.map((n) => n.title)).toEqual(['Unread']);
    expect(unread.meta).toMatchObject({ total: 1, unread: 1, totalPages: 1 });
    expect((await listOf(me, '?unread=false')).meta.total).toBe(2);
    expect((await call(me, 'GET', '/api/notifications?unread=maybe')).statusCode).toBe(400);
  });
});

describe('notification upkeep', () => {
  it('deletes read notifications after 90 days, and keeps unread ones', async () => {
    const me = await verifiedUser(t.app);
    for (const title of ['Old read', 'Old unread', 'Recent read']) await assign(me, { title });
    const byTitle = new Map((await listOf(me)).notifications.map((n) => [n.title, n._id]));
    for (const title of ['Old read', 'Recent read'])
      await call(me, 'POST', `/api/notifications/${byTitle.get(title) ?? ''}/mark-read`);
    await t.app.ctx.db.execute(sql`
      update notifications set created_at = now() - interval '91 days'
      where user_id = ${me.user._id} and title like 'Old%'`);

    await keepNotificationsUp(t.app.ctx);

    const left = (await listOf(me)).notifications.map((n) => n.title).sort();
    expect(left).toEqual(['Old unread', 'Recent read']);
  });
});
