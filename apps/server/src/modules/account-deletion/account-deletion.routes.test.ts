import type { Comment, TaskActivity } from '@teamboard/shared';
import type { OwnedWorkspacesDetails } from '@teamboard/shared/account-deletion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEvents, apiKeys, refreshTokens, users, workspaces } from '../../db/schema/index';
import { apiKeyCalls } from '../../test/api-key-calls';
import { boardCalls } from '../../test/board-fixture';
import { bearer, registerUser, verifiedUser } from '../../test/factories';
import { connectSocket, disconnection } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { timeCalls } from '../../test/time-calls';
import { addMember, type Account } from '../../test/workspace-fixture';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const deleteAccount = (account: Account, password: string | undefined) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: bearer(account),
    payload: password === undefined ? {} : { password },
  });
const me = (account: Account) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(account) });
const login = (account: Account) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: account.email, password: account.password },
  });

let workspaceCount = 0;
async function newWorkspace(owner: Account, name: string): Promise<{ id: string; url: string }> {
  workspaceCount += 1;
  const wsUrl = `del-${process.pid}-${workspaceCount}-${Math.random().toString(36).slice(2, 7)}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(owner),
    payload: { name, url: wsUrl },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ workspace: { _id: string } }>().workspace._id, url: wsUrl };
}

const workspaceExists = async (id: string) =>
  (await t.app.ctx.db.select().from(workspaces).where(eq(workspaces.id, id))).length > 0;

describe('DELETE /api/me', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const account = await verifiedUser(t.app);
    for (const password of ['not my password', undefined]) {
      const response = await deleteAccount(account, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        details: [{ field: 'password' }],
      });
    }
    expect((await me(account)).json()).toMatchObject({
      user: { name: account.name, email: account.email },
    });
    expect((await login(account)).statusCode).toBe(200);
  });

  it('refuses an account with no password (Google only) until it sets one', async () => {
    const account = await verifiedUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.id, account.user._id));
    const response = await deleteAccount(account, 'anything');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/no password/);
    expect((await me(account)).statusCode).toBe(200);
  });

  it('refuses while the person owns a workspace with others, and goes once it changed hands', async () => {
    const owner = await verifiedUser(t.app);
    const colleague = await verifiedUser(t.app);
    const shared = await newWorkspace(owner, 'Acme Shared');
    await addMember(t.app, owner, shared.id, colleague, 'admin');

    const refused = await deleteAccount(owner, owner.password);
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ message: string; details: OwnedWorkspacesDetails }>();
    expect(body.message).toContain('Transfer ownership of Acme Shared first');
    expect(body.details.workspaces).toEqual([
      { _id: shared.id, name: 'Acme Shared', url: shared.url },
    ]);
    expect((await me(owner)).statusCode).toBe(200);

    const transferred = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${shared.id}/transfer-ownership`,
      headers: bearer(owner),
      payload: { userId: colleague.user._id },
    });
    expect(transferred.statusCode, transferred.body).toBe(200);

    expect((await deleteAccount(owner, owner.password)).statusCode).toBe(200);
    expect(await workspaceExists(shared.id)).toBe(true);
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${shared.id}/members`,
      headers: bearer(colleague),
    });
    expect(members.body).not.toContain(owner.email);
  });

  it('erases the account, ends its sessions and keys, and keeps its work as "Deleted user"', async () => {
    const person = await verifiedUser(t.app);
    const colleague = await verifiedUser(t.app);
    const alone = await newWorkspace(person, 'Just Me');
    const team = await newWorkspace(colleague, 'Team');
    await addMember(t.app, colleague, team.id, person, 'admin');

    const calls = boardCalls(t, team.id, colleague);
    const board = await calls.newBoard('Roadmap');
    const task = await calls.newTask(board, { title: 'Ship it' }, board.columns[0], person);
    const commented = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${task._id}/comments`,
      headers: bearer(person),
      payload: { content: 'Done on my side' },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const time = timeCalls(t);
    const logged = await time.addTime(person, task._id, {
      startTime: time.minutesAgo(120),
      duration: 1800,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const { secret } = await apiKeyCalls(t).create(person, { name: 'CI', scope: 'read' });
    const socket = await connectSocket(url, person.access_token);
    const closed = disconnection(socket);

    const response = await deleteAccount(person, person.password);
    expect(response.statusCode, response.body).toBe(200);

    // Every way in is gone.
    expect((await me(person)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: person.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
    expect((await login(person)).statusCode).toBe(401);
    const byKey = await t.app.inject({
      method: 'GET',
      url: '/api/workspaces',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(byKey.statusCode).toBe(401);

    // The workspace owned alone went with the account; the shared one stays.
    expect(await workspaceExists(alone.id)).toBe(false);
    expect(await workspaceExists(team.id)).toBe(true);

    // The row is anonymised: nothing personal is left on it.
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, person.user._id));
    expect(row).toMatchObject({
      name: 'Deleted user',
      passwordHash: null,
      googleSub: null,
      avatar: null,
      totpSecret: null,
    });
    expect(JSON.stringify(row)).not.toContain(person.email);
    expect(JSON.stringify(row)).not.toContain(person.name);
    for (const table of [accountEvents, apiKeys, refreshTokens]) {
      const left = await t.app.ctx.db.select().from(table).where(eq(table.userId, person.user._id));
      expect(left).toEqual([]);
    }

    // Their work is still there, attributed to "Deleted user".
    const comments = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${task._id}/comments`,
      headers: bearer(colleague),
    });
    expect(
      comments.json<{ comments: Comment[] }>().comments.map((comment) => comment.author?.name),
    ).toEqual(['Deleted user']);
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${task._id}/activity`,
      headers: bearer(colleague),
    });
    const actors = activity
      .json<{ activities: TaskActivity[] }>()
      .activities.map((a) => a.actor?.name);
    expect(actors).toContain('Deleted user');
    const reread = await time.task(colleague, task._id);
    expect(reread.timeEntries.map((entry) => [entry.user.name, entry.duration])).toEqual([
      ['Deleted user', 1800],
    ]);

    // The address is free again.
    const again = await registerUser(t.app, { email: person.email, name: 'Someone New' });
    expect(again.user._id).not.toBe(person.user._id);
  });

  it('cannot be called with a personal API key', async () => {
    const account = await verifiedUser(t.app);
    const { secret } = await apiKeyCalls(t).create(account, { name: 'W', scope: 'write' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { authorization: `Bearer ${secret}` },
      payload: { password: account.password },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(account)).statusCode).toBe(200);
  });
});
