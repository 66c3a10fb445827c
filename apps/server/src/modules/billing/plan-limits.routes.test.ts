import type { Board, Invitation } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../../test/api-key-calls';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { bearer, verifiedUser } from '../../test/factories';
import { formCalls } from '../../test/form-calls';
import {
  castAccounts,
  endTrials,
  expectPlanLimit,
  hostedCastWorkspace,
  rolesIn,
} from '../../test/plan-limit-calls';
import type { TestApp } from '../../test/test-app';
import {
  addMember,
  castWorkspace,
  pendingInvitationId,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';

/**
 * The counted limits of a hosted server's Free plan: members, guests and clients, active boards.
 * Each workspace starts on its trial (Pro, unlimited); the clock then moves past it.
 */

describe('members, guests and clients', () => {
  let t: TestApp;
  let cast: Cast;
  let workspace: { id: string; url: string };
  const extra: Record<string, Account> = {};
  const people = () => [...castAccounts(cast), ...Object.values(extra)];

  beforeAll(async () => {
    ({ t, cast, workspace } = await hostedCastWorkspace());
    for (const name of ['fifth', 'sixth', 'x', 'y', 'z', 'late'])
      extra[name] = await verifiedUser(t.app, { name: `The ${name}` });
  });
  afterAll(async () => {
    await t.close();
  });

  const membersLimit = () => ({
    limit: 'members' as const,
    plan: 'free' as const,
    max: 5,
    upgradeUrl: `/${workspace.url}/settings/subscription`,
  });
  const externalLimit = () => ({ ...membersLimit(), limit: 'externalMembers' as const, max: 10 });
  const invite = (email: string, role: string, actor = cast.owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/invitations`,
      headers: bearer(actor),
      payload: { email, role },
    });
  const acceptById = (account: Account, invitationId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${invitationId}/accept`,
      headers: bearer(account),
    });
  const accept = async (account: Account) =>
    acceptById(account, await pendingInvitationId(t.app, account, workspace.id));
  const changeRole = (account: Account, role: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${workspace.id}/members/${account.user._id}`,
      headers: bearer(cast.owner),
      payload: { role },
    });
  const remove = (account: Account) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/members/${account.user._id}`,
      headers: bearer(cast.owner),
    });
  const pendingEmails = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}/invitations?status=pending`,
      headers: bearer(cast.owner),
    });
    return response.json<{ invitations: Invitation[] }>().invitations.map((each) => each.email);
  };
  const roleOf = async (account: Account) =>
    (await rolesIn(t, cast.owner, workspace.id)).get(account.user._id);

  it('lets a workspace on its trial grow past the Free plan', async () => {
    await addMember(t.app, cast.owner, workspace.id, extra.fifth!, 'member');
    await addMember(t.app, cast.owner, workspace.id, extra.sixth!, 'manager');
    expect(await roleOf(extra.sixth!)).toBe('manager');
  });

  it('after the trial keeps everyone, but refuses inviting a sixth member, creating nothing', async () => {
    await endTrials(t, people());
    const stillIn = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}`,
      headers: bearer(extra.sixth!),
    });
    expect(stillIn.statusCode).toBe(200);

    expectPlanLimit(await invite(extra.late!.email, 'member'), membersLimit());
    expectPlanLimit(
      await t.app.inject({
        method: 'POST',
        url: `/api/workspaces/${workspace.id}/members`,
        headers: bearer(cast.owner),
        payload: { email: extra.late!.email, role: 'admin' },
      }),
      membersLimit(),
    );
    expectPlanLimit(
      await t.app.inject({
        method: 'POST',
        url: `/api/workspaces/${workspace.id}/invitations/bulk`,
        headers: bearer(cast.owner),
        payload: {
          invitations: [
            { email: 'a-guest@example.com', role: 'guest' },
            { email: extra.late!.email, role: 'member' },
          ],
        },
      }),
      membersLimit(),
    );
    expect(await pendingEmails()).toEqual([]);
  });

  it('answers 400 and 403 before the plan', async () => {
    expect((await invite('not an address', 'member')).statusCode).toBe(400);
    expect((await invite(extra.late!.email, 'member', cast.member)).statusCode).toBe(403);
  });

  it('at one seat below the limit invites and admits, then refuses the next acceptance', async () => {
    expect((await remove(extra.sixth!)).statusCode).toBe(200);
    expect((await remove(extra.fifth!)).statusCode).toBe(200);
    expect((await invite(extra.x!.email, 'member')).statusCode).toBe(201);
    expect((await invite(extra.y!.email, 'member')).statusCode).toBe(201);
    expect((await accept(extra.x!)).statusCode).toBe(200);

    expectPlanLimit(await accept(extra.y!), membersLimit());
    expect(await roleOf(extra.y!)).toBeUndefined();
    // Refused, the invitation stays open: it can be accepted once a seat is free.
    expect(await pendingEmails()).toEqual([extra.y!.email]);
    expectPlanLimit(await invite(extra.z!.email, 'member'), membersLimit());
  });

  it('still invites guests while the members are full', async () => {
    expect((await invite(extra.z!.email, 'guest')).statusCode).toBe(201);
    expect((await accept(extra.z!)).statusCode).toBe(200);
    expect(await roleOf(extra.z!)).toBe('guest');
  });

  it('refuses a role change into a full class, and allows it once a seat is free', async () => {
    expectPlanLimit(await changeRole(cast.guest, 'member'), membersLimit());
    expect(await roleOf(cast.guest)).toBe('guest');

    expect((await changeRole(extra.x!, 'client')).statusCode).toBe(200);
    expect((await changeRole(cast.guest, 'member')).statusCode).toBe(200);
    expect(await roleOf(cast.guest)).toBe('member');
    // Within one class nothing is counted: member → manager takes no new seat.
    expect((await changeRole(cast.guest, 'manager')).statusCode).toBe(200);
  });

  it('holds guests and clients to 10', async () => {
    // Externals now: the client, x (client) and z (guest).
    const guests: Account[] = [];
    for (let n = 0; n < 6; n += 1) {
      const guest = await verifiedUser(t.app, { name: `Guest ${n}` });
      await addMember(t.app, cast.owner, workspace.id, guest, 'guest');
      guests.push(guest);
    }
    const tenth = await verifiedUser(t.app, { name: 'Tenth guest' });
    expect((await invite(tenth.email, 'client')).statusCode).toBe(201);
    expect((await accept(tenth)).statusCode).toBe(200);

    expectPlanLimit(await invite('eleventh@example.com', 'guest'), externalLimit());
    expectPlanLimit(await changeRole(cast.member, 'guest'), externalLimit());
    expect(await roleOf(cast.member)).toBe('member');
    expect(await pendingEmails()).toEqual([extra.y!.email]);
  });

  it('lets only one of two acceptances at once take the last seat', async () => {
    expect((await remove(cast.guest)).statusCode).toBe(200);
    const other = await verifiedUser(t.app, { name: 'Other' });
    expect((await invite(other.email, 'member')).statusCode).toBe(201);
    const ids = [
      await pendingInvitationId(t.app, extra.y!, workspace.id),
      await pendingInvitationId(t.app, other, workspace.id),
    ];
    const answers = await Promise.all([acceptById(extra.y!, ids[0]!), acceptById(other, ids[1]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    const roles = await rolesIn(t, cast.owner, workspace.id);
    expect(
      [...roles.values()].filter((role) => role !== 'guest' && role !== 'client'),
    ).toHaveLength(5);
  });
});

describe('active boards', () => {
  let t: TestApp;
  let cast: Cast;
  let workspace: { id: string; url: string };
  let calls: ReturnType<typeof boardCalls>;
  const boards: TestBoard[] = [];

  beforeAll(async () => {
    ({ t, cast, workspace } = await hostedCastWorkspace());
    calls = boardCalls(t, workspace.id, cast.member);
  });
  afterAll(async () => {
    await t.close();
  });

  const boardsLimit = () => ({
    limit: 'activeBoards' as const,
    plan: 'free' as const,
    max: 3,
    upgradeUrl: `/${workspace.url}/settings/subscription`,
  });
  const create = (title: string, account = cast.member) =>
    calls.inject(account, 'POST', '/api/boards', { workspaceId: workspace.id, title });
  const toggleArchive = (board: TestBoard) =>
    calls.inject(cast.member, 'POST', `/api/boards/${board.id}/archive`);
  const titles = async (status: 'active' | 'archived') => {
    const query = new URLSearchParams({ workspaceId: workspace.id, status }).toString();
    const response = await calls.inject(cast.member, 'GET', `/api/boards?${query}`);
    return response
      .json<{ boards: Board[] }>()
      .boards.map((board) => board.title)
      .sort();
  };

  it('lets a workspace on its trial make a fourth board', async () => {
    for (const title of ['One', 'Two', 'Three', 'Four']) boards.push(await calls.newBoard(title));
    expect(await titles('active')).toEqual(['Four', 'One', 'Three', 'Two']);
  });

  it('after the trial keeps the four boards at work, but refuses a fifth, creating nothing', async () => {
    await endTrials(t, castAccounts(cast));
    await calls.newTask(boards[3]!, { title: 'Still works' });
    expectPlanLimit(await create('Five'), boardsLimit());
    expect(await titles('active')).toEqual(['Four', 'One', 'Three', 'Two']);
  });

  it('answers 400 and 403 before the plan', async () => {
    expect((await create('')).statusCode).toBe(400);
    expect((await create('Guest board', cast.guest)).statusCode).toBe(403);
  });

  it('restores from the archive only while under the limit', async () => {
    expect((await toggleArchive(boards[3]!)).statusCode).toBe(200);
    expect((await toggleArchive(boards[2]!)).statusCode).toBe(200);
    expect((await toggleArchive(boards[2]!)).statusCode).toBe(200);

    expectPlanLimit(await toggleArchive(boards[3]!), boardsLimit());
    expect(await titles('archived')).toEqual(['Four']);
    expect(await titles('active')).toEqual(['One', 'Three', 'Two']);
  });

  it('creates one board at one below the limit, then refuses', async () => {
    expect((await toggleArchive(boards[2]!)).statusCode).toBe(200);
    expect((await create('Fresh')).statusCode).toBe(201);
    expectPlanLimit(await create('One too many'), boardsLimit());
    expect(await titles('active')).toEqual(['Fresh', 'One', 'Two']);
  });

  it('lets only one of two creations at once take the last place', async () => {
    expect((await toggleArchive(boards[0]!)).statusCode).toBe(200);
    const answers = await Promise.all([create('Race A'), create('Race B')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402]);
    expect(await titles('active')).toHaveLength(3);
  });
});

describe('a self-hosted server (no billing settings)', () => {
  it('limits nothing, whatever the workspace’s age', async () => {
    const { t, cast, workspace } = await castWorkspace();
    try {
      await endTrials(t, castAccounts(cast));
      const calls = boardCalls(t, workspace.id, cast.owner);
      for (const title of ['One', 'Two', 'Three', 'Four']) await calls.newBoard(title);
      for (const name of ['Fifth', 'Sixth'])
        await addMember(
          t.app,
          cast.owner,
          workspace.id,
          await verifiedUser(t.app, { name }),
          'member',
        );
      const board = await calls.newBoard('Five');
      await formCalls(t, cast.owner).newForm(board.id);
      const keys = apiKeyCalls(t);
      for (const name of ['One', 'Two']) await keys.create(cast.outsider, { name, scope: 'read' });
      const audit = await calls.inject(
        cast.owner,
        'GET',
        `/api/workspaces/${workspace.id}/activity`,
      );
      expect(audit.statusCode).toBe(200);
      const security = await calls.inject(
        cast.owner,
        'PUT',
        `/api/workspaces/${workspace.id}/security`,
        {
          invitePolicy: 'admins',
          allowedEmailDomains: ['example.com'],
          apiKeysAllowed: true,
        },
      );
      expect(security.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
