import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, TINY_PNG, type Account } from '../../test/workspace-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface WorkspaceBody {
  _id: string;
  url: string;
  logo: string | null;
  owner: string;
  currentUserRole: string;
  columnTypes: { name: string; isDefault: boolean }[];
  defaultColumns: { name: string }[];
  members: Record<string, { user: { _id: string; email?: string }; role: string }[]>;
}

async function createWorkspace(owner: Account, url: string, name = 'Acme') {
  return t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(owner),
    payload: { name, url },
  });
}

const get = (account: Account, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(account) });

describe('creating a workspace', () => {
  it('makes the creator owner, seeds column types and makes it their current workspace', async () => {
    const owner = await verifiedUser(t.app);
    const response = await createWorkspace(owner, 'Acme-Corp');
    expect(response.statusCode).toBe(201);
    const workspace = response.json<{ workspace: WorkspaceBody }>().workspace;
    expect(workspace).toMatchObject({
      url: 'acme-corp',
      owner: owner.user._id,
      currentUserRole: 'owner',
    });
    expect(workspace.members.admins).toEqual([expect.objectContaining({ role: 'owner' })]);
    expect(workspace.defaultColumns.map((column) => column.name)).toEqual([
      'To Do',
      'In Progress',
      'Done',
    ]);
    expect(workspace.columnTypes).toHaveLength(4);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, owner.user._id));
    expect(row?.lastActiveWorkspaceUrl).toBe('acme-corp');
  });

  it('refuses a taken or reserved URL with "URL is not available", and a malformed one with 400', async () => {
    const owner = await verifiedUser(t.app);
    await createWorkspace(owner, 'taken-url');
    for (const url of [
      'taken-url',
      'TAKEN-URL',
      'api',
      'login',
      'dashboard',
      'workspaces',
      'account',
    ]) {
      const response = await createWorkspace(owner, url);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ message: 'URL is not available' });
    }
    for (const url of ['ab', 'has space', 'under_score', '-leading', 'x'.repeat(49)]) {
      expect((await createWorkspace(owner, url)).statusCode, url).toBe(400);
    }
  });

  it('answers the URL availability check', async () => {
    const owner = await verifiedUser(t.app);
    await createWorkspace(owner, 'checked-url');
    const available = async (url: string) =>
      (await get(owner, `/api/workspaces/check-url/${url}`)).json<{ available: boolean }>()
        .available;
    expect(await available('checked-url')).toBe(false);
    expect(await available('fresh-url-123')).toBe(true);
    expect(await available('login')).toBe(false);
    expect(await available('No_Good')).toBe(false);
  });
});

describe('listing and reading', () => {
  it('puts guest and client workspaces in the second list', async () => {
    const owner = await verifiedUser(t.app);
    const person = await verifiedUser(t.app);
    const mine = (await createWorkspace(person, 'persons-own')).json<{ workspace: WorkspaceBody }>()
      .workspace;
    const hosted = (await createWorkspace(owner, 'hosts-person')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    await addMember(t.app, owner, hosted._id, person, 'client');

    const lists = (await get(person, '/api/workspaces')).json<{
      myWorkspaces: { _id: string }[];
      guestWorkspaces: { _id: string; role: string }[];
    }>();
    expect(lists.myWorkspaces.map((workspace) => workspace._id)).toEqual([mine._id]);
    expect(lists.guestWorkspaces).toEqual([
      expect.objectContaining({ _id: hosted._id, role: 'client', memberCount: 2 }),
    ]);
  });

  it('hides member emails from guests and shows them to members', async () => {
    const owner = await verifiedUser(t.app);
    const guest = await verifiedUser(t.app);
    const member = await verifiedUser(t.app);
    const workspace = (await createWorkspace(owner, 'email-privacy')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    await addMember(t.app, owner, workspace._id, guest, 'guest');
    await addMember(t.app, owner, workspace._id, member, 'member');

    const asGuest = (await get(guest, `/api/workspaces/${workspace._id}/members`)).json<{
      members: WorkspaceBody['members'];
    }>();
    expect(asGuest.members.admins![0]?.user.email).toBeUndefined();
    const asMember = (await get(member, `/api/workspaces/email-privacy`)).json<{
      workspace: WorkspaceBody;
    }>();
    expect(asMember.workspace.members.admins![0]?.user.email).toBe(owner.email);
  });

  it('tells the guard allowed, invited or not_found, never more to an outsider', async () => {
    const owner = await verifiedUser(t.app);
    const outsider = await verifiedUser(t.app);
    const invited = await verifiedUser(t.app);
    const workspace = (await createWorkspace(owner, 'access-checked')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace._id}/invitations`,
      headers: bearer(owner),
      payload: { email: invited.email, role: 'member' },
    });
    const status = async (account: Account, url: string) =>
      (await get(account, `/api/workspaces/${url}/access`)).json<{ status: string }>().status;
    expect(await status(owner, 'access-checked')).toBe('allowed');
    expect(await status(invited, 'access-checked')).toBe('invited');
    expect(await status(outsider, 'access-checked')).toBe('not_found');
    expect(await status(outsider, 'no-such-workspace')).toBe('not_found');
    expect((await get(outsider, '/api/workspaces/access-checked')).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('take effect at once, even for a token issued before the change', async () => {
    const owner = await verifiedUser(t.app);
    const admin = await verifiedUser(t.app);
    const workspace = (await createWorkspace(owner, 'live-roles')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    await addMember(t.app, owner, workspace._id, admin, 'admin');
    const rename = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/workspaces/${workspace._id}`,
        headers: bearer(admin),
        payload: { name: 'Renamed' },
      });
    expect((await rename()).statusCode).toBe(200);

    await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${workspace._id}/members/${admin.user._id}`,
      headers: bearer(owner),
      payload: { role: 'guest' },
    });
    expect((await rename()).statusCode).toBe(403);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace._id}/members/${admin.user._id}`,
      headers: bearer(owner),
    });
    expect((await get(admin, `/api/workspaces/${workspace._id}`)).statusCode).toBe(404);
  });

  it('never lets a manager grant a role above their own or manage another manager', async () => {
    const owner = await verifiedUser(t.app);
    const manager = await verifiedUser(t.app);
    const otherManager = await verifiedUser(t.app);
    const member = await verifiedUser(t.app);
    const workspace = (await createWorkspace(owner, 'manager-limits')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    await addMember(t.app, owner, workspace._id, manager, 'manager');
    await addMember(t.app, owner, workspace._id, otherManager, 'manager');
    await addMember(t.app, owner, workspace._id, member, 'member');
    const setRole = (userId: string, role: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/workspaces/${workspace._id}/members/${userId}`,
        headers: bearer(manager),
        payload: { role },
      });

    expect((await setRole(member.user._id, 'admin')).statusCode).toBe(403);
    expect((await setRole(otherManager.user._id, 'member')).statusCode).toBe(403);
    expect((await setRole(owner.user._id, 'member')).statusCode).toBe(403);
    const promoted = await setRole(member.user._id, 'manager');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ member: { role: 'manager' } });
  });

  it('keeps the owner: not removable, not demotable, cannot leave; ownership moves by transfer', async () => {
    const owner = await verifiedUser(t.app);
    const admin = await verifiedUser(t.app);
    const workspace = (await createWorkspace(owner, 'owner-rules')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    await addMember(t.app, owner, workspace._id, admin, 'admin');
    const base = `/api/workspaces/${workspace._id}`;

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${base}/members/${owner.user._id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${base}/members/${owner.user._id}`,
          headers: bearer(admin),
          payload: { role: 'member' },
        })
      ).statusCode,
    ).toBe(403);
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `${base}/members/${owner.user._id}`,
      headers: bearer(owner),
    });
    expect(leave.statusCode).toBe(403);
    expect(leave.json()).toMatchObject({
      message: 'Transfer ownership before leaving the workspace',
    });

    const transfer = await t.app.inject({
      method: 'POST',
      url: `${base}/transfer-ownership`,
      headers: bearer(owner),
      payload: { userId: admin.user._id },
    });
    expect(transfer.statusCode).toBe(200);
    expect(transfer.json()).toMatchObject({
      workspace: { owner: admin.user._id, currentUserRole: 'admin' },
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${base}/members/${owner.user._id}`,
          headers: bearer(owner),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets a member leave on their own', async () => {
    const owner = await verifiedUser(t.app);
    const guest = await verifiedUser(t.app);
    const workspace = (await createWorkspace(owner, 'leavable')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    await addMember(t.app, owner, workspace._id, guest, 'guest');
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace._id}/members/${guest.user._id}`,
      headers: bearer(guest),
    });
    expect(left.statusCode).toBe(200);
    const activity = (await get(owner, `/api/workspaces/${workspace._id}/activity`)).json<{
      activities: { action: string }[];
    }>();
    expect(activity.activities.map((entry) => entry.action)).toContain('member.left');
  });
});

describe('logo', () => {
  it('stores an image and serves it back; refuses anything that is not an image', async () => {
    const owner = await verifiedUser(t.app);
    const workspace = (await createWorkspace(owner, 'with-logo')).json<{
      workspace: WorkspaceBody;
    }>().workspace;
    const upload = (payload: Buffer, type: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/workspaces/${workspace._id}/logo`,
        headers: { ...bearer(owner), 'content-type': type },
        payload,
      });

    const stored = await upload(TINY_PNG, 'image/png');
    expect(stored.statusCode).toBe(200);
    const logo = stored.json<{ workspace: WorkspaceBody }>().workspace.logo ?? '';
    expect(logo).toMatch(/^\/uploads\/logos\/.+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect((await upload(Buffer.from('text'), 'text/plain')).statusCode).toBe(400);
    expect((await upload(Buffer.alloc(1024 * 1024 + 10, 1), 'image/png')).statusCode).toBe(413);
    expect(
      (await get(owner, `/api/workspaces/${workspace._id}`)).json<{ workspace: WorkspaceBody }>()
        .workspace.logo,
    ).toBe(logo);
  });
});
