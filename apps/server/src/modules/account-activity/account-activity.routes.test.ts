import type { Session } from '@teamboard/shared';
import type { AccountEvent, AccountEventsResponse } from '@teamboard/shared/account-events';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEvents } from '../../db/schema/index';
import { bearer, signIn, verifiedUser } from '../../test/factories';
import { createTestApp, linkTokenFromEmail, type TestApp } from '../../test/test-app';
import { pendingInvitationId, type Account } from '../../test/workspace-fixture';
import { recordAccountEvent } from './account-events.repo';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const browser = (account: Account) => ({ ...bearer(account), 'user-agent': FIREFOX });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function page(account: Account, cursor?: string, limit?: number) {
  const query = new URLSearchParams({
    ...(cursor ? { cursor } : {}),
    ...(limit ? { limit: String(limit) } : {}),
  });
  return t.app.inject({
    method: 'GET',
    url: `/api/me/activities?${query.toString()}`,
    headers: bearer(account),
  });
}

/** Every event of the account, following the cursor to the last page. */
async function allEvents(account: Account): Promise<AccountEvent[]> {
  const events: AccountEvent[] = [];
  let cursor: string | undefined;
  do {
    const body = (await page(account, cursor)).json<AccountEventsResponse>();
    events.push(...body.events);
    cursor = body.nextCursor ?? undefined;
  } while (cursor);
  return events;
}

async function newestOfType(account: Account, type: AccountEvent['type']) {
  return (await allEvents(account)).find((event) => event.type === type);
}

async function newWorkspace(owner: Account, name: string) {
  const url = `ws-${Math.random().toString(36).slice(2, 10)}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(owner),
    payload: { name, url },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ workspace: { _id: string; url: string } }>().workspace;
}

async function inviteAndAccept(owner: Account, workspaceId: string, person: Account) {
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/members`,
    headers: bearer(owner),
    payload: { email: person.email, role: 'member' },
  });
  expect(invited.statusCode).toBe(202);
  const id = await pendingInvitationId(t.app, person, workspaceId);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/me/invitations/${id}/accept`,
    headers: browser(person),
  });
  expect(accepted.statusCode).toBe(200);
}

const seen = { ip: '127.0.0.1', device: 'Firefox on Linux' };

/** Two new people with no events yet (signing up records their first sign-in). */
async function twoPeopleWithoutEvents(): Promise<[Account, Account]> {
  const people = [await verifiedUser(t.app), await verifiedUser(t.app)] as const;
  await t.app.ctx.db
    .delete(accountEvents)
    .where(inArray(accountEvents.userId, [people[0].user._id, people[1].user._id]));
  return [...people];
}

describe('GET /api/me/activities', () => {
  it('pages through the signed-in person’s events, newest first, 30 at a time', async () => {
    const [person, other] = await twoPeopleWithoutEvents();
    const db = t.app.ctx.db;
    for (let index = 0; index < 65; index += 1) {
      const client = { ip: `10.0.0.${index}`, userAgent: FIREFOX };
      await recordAccountEvent(db, { userId: person.user._id, type: 'sign_in', client });
      await recordAccountEvent(db, { userId: other.user._id, type: 'sign_in_failed', client });
    }

    const first = (await page(person)).json<AccountEventsResponse>();
    expect(first.events).toHaveLength(30);
    expect(first.events[0]).toMatchObject({ type: 'sign_in', device: seen.device });
    const second = (await page(person, first.nextCursor ?? '')).json<AccountEventsResponse>();
    expect(second.events).toHaveLength(30);
    const last = (await page(person, second.nextCursor ?? '')).json<AccountEventsResponse>();
    expect(last.events).toHaveLength(5);
    expect(last.nextCursor).toBeNull();

    const listed = [...first.events, ...second.events, ...last.events];
    // Events of the same instant may come in either order, but each exactly once.
    expect(new Set(listed.map((event) => event.ip))).toEqual(
      new Set(Array.from({ length: 65 }, (_, index) => `10.0.0.${index}`)),
    );
    const times = listed.map((event) => event.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(listed.every((event) => event.type === 'sign_in')).toBe(true);
  });

  it('never shows another person’s events, even through a cursor of their list', async () => {
    const [person, other] = await twoPeopleWithoutEvents();
    for (const type of ['password_changed', 'sign_in'] as const) {
      await recordAccountEvent(t.app.ctx.db, { userId: other.user._id, type, client: null });
    }
    const theirs = (await page(other, undefined, 1)).json<AccountEventsResponse>().nextCursor;
    expect(theirs).not.toBeNull();

    expect((await page(person)).json()).toEqual({ events: [], nextCursor: null });
    const probing = await page(person, theirs ?? undefined);
    expect(probing.statusCode).toBe(200);
    expect(probing.json()).toEqual({ events: [], nextCursor: null });
  });

  it('refuses a malformed cursor and a request without a session', async () => {
    const person = await verifiedUser(t.app);
    expect((await page(person, 'yesterday')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/activities' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('events recorded', () => {
  it('a password change in settings', async () => {
    const person = await verifiedUser(t.app);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: browser(person),
      payload: { currentPassword: person.password, newPassword: 'another good password' },
    });
    expect(changed.statusCode).toBe(200);
    const session = { ...person, ...changed.json<Session>() };
    expect(await newestOfType(session, 'password_changed')).toMatchObject({
      ...seen,
      data: { via: 'settings' },
    });
  });

  it('a password reset through the emailed link', async () => {
    const person = await verifiedUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: person.email },
    });
    const token = await linkTokenFromEmail(t.app, person.email, '/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: { 'user-agent': FIREFOX },
      payload: { token, newPassword: 'reset to this one' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await signIn(t.app, { ...person, password: 'reset to this one' });
    expect(await newestOfType(again, 'password_changed')).toMatchObject({
      ...seen,
      data: { via: 'reset_link' },
    });
  });

  it('joining a workspace by invitation, but not creating one', async () => {
    const owner = await verifiedUser(t.app);
    const person = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Moonbase');
    await inviteAndAccept(owner, workspace._id, person);

    expect(await newestOfType(person, 'workspace_joined')).toMatchObject({
      ...seen,
      data: {
        workspaceName: 'Moonbase',
        workspaceUrl: workspace.url,
        role: 'member',
        invitedBy: owner.name,
      },
    });
    expect(await newestOfType(owner, 'workspace_joined')).toBeUndefined();
  });

  it('leaving a workspace, from the leaver’s device', async () => {
    const owner = await verifiedUser(t.app);
    const person = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Leaving Station');
    await inviteAndAccept(owner, workspace._id, person);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace._id}/members/${person.user._id}`,
      headers: browser(person),
    });
    expect(left.statusCode).toBe(200);
    expect(await newestOfType(person, 'workspace_left')).toMatchObject({
      ...seen,
      data: { workspaceName: 'Leaving Station', removedBy: null },
    });
  });

  it('being removed: who removed them, without their address or device', async () => {
    const owner = await verifiedUser(t.app);
    const person = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Strict Place');
    await inviteAndAccept(owner, workspace._id, person);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace._id}/members/${person.user._id}`,
      headers: browser(owner),
    });
    expect(removed.statusCode).toBe(200);
    expect(await newestOfType(person, 'workspace_left')).toMatchObject({
      ip: null,
      device: null,
      data: { workspaceName: 'Strict Place', removedBy: owner.name },
    });
    expect(await newestOfType(owner, 'workspace_left')).toBeUndefined();
  });
});
