import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, type Account } from '../../test/workspace-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface WorkspaceBody {
  _id: string;
}

async function createWorkspace(owner: Account, url: string, name = 'Acme') {
  return t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(owner),
    payload: { name, url },
  });
}

const lastActive = async (account: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(account) })).json<{
    user: { lastActiveWorkspaceURL: string | null };
  }>().user.lastActiveWorkspaceURL;

describe('last active workspace', () => {
  it('follows a rename and is forgotten on leaving and on deletion', async () => {
    const owner = await verifiedUser(t.app);
    const member = await verifiedUser(t.app);
    const workspace = (await createWorkspace(owner, 'before-rename')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    await addMember(t.app, owner, workspace._id, member, 'member');
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/last-active-workspace',
      headers: bearer(member),
      payload: { workspaceURL: 'before-rename' },
    });

    await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${workspace._id}`,
      headers: bearer(owner),
      payload: { url: 'after-rename' },
    });
    expect(await lastActive(owner)).toBe('after-rename');
    expect(await lastActive(member)).toBe('after-rename');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace._id}/members/${member.user._id}`,
      headers: bearer(member),
    });
    expect(await lastActive(member)).toBeNull();
    expect(await lastActive(owner)).toBe('after-rename');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace._id}`,
      headers: bearer(owner),
    });
    expect(await lastActive(owner)).toBeNull();
  });
});

describe('last active workspace when it goes', () => {
  const remove = (actor: Account, path: string) =>
    t.app.inject({ method: 'DELETE', url: path, headers: bearer(actor) });
  const enter = (account: Account, workspaceURL: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/last-active-workspace',
      headers: bearer(account),
      payload: { workspaceURL },
    });

  it('moves to another workspace of theirs on deletion, leaving and removal', async () => {
    const owner = await verifiedUser(t.app);
    const guest = await verifiedUser(t.app);
    const body = async (url: string) =>
      (await createWorkspace(owner, url)).json<{ workspace: WorkspaceBody }>().workspace;
    const kept = await body('fallback-kept');
    const deleted = await body('fallback-deleted');
    const left = await body('fallback-left');
    for (const workspace of [kept, deleted, left])
      await addMember(t.app, owner, workspace._id, guest, 'guest');

    await enter(guest, 'fallback-deleted');
    expect((await remove(owner, `/api/workspaces/${deleted._id}`)).statusCode).toBe(200);
    expect(await lastActive(owner)).toBe('fallback-left');
    expect(await lastActive(guest)).toBe('fallback-left');

    expect(
      (await remove(guest, `/api/workspaces/${left._id}/members/${guest.user._id}`)).json(),
    ).toEqual({ message: 'Member removed' });
    expect(await lastActive(guest)).toBe('fallback-kept');

    expect(
      (await remove(owner, `/api/workspaces/${kept._id}/members/${guest.user._id}`)).statusCode,
    ).toBe(200);
    expect(await lastActive(guest)).toBeNull();
  });

  it('lets every role but the owner leave', async () => {
    const owner = await verifiedUser(t.app);
    const workspace = (await createWorkspace(owner, 'leave-roles')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    for (const role of ['admin', 'manager', 'member', 'guest', 'client'] as const) {
      const person = await verifiedUser(t.app);
      await addMember(t.app, owner, workspace._id, person, role);
      const path = `/api/workspaces/${workspace._id}/members/${person.user._id}`;
      expect((await remove(person, path)).statusCode, role).toBe(200);
    }
    const owned = await remove(owner, `/api/workspaces/${workspace._id}/members/${owner.user._id}`);
    expect(owned.statusCode).toBe(403);
    expect(owned.json()).toMatchObject({
      message: 'Transfer ownership before leaving the workspace',
      code: 'FORBIDDEN',
    });
  });
});
