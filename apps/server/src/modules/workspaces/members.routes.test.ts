import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardFavorites, boardMembers, boardPreferences } from '../../db/schema/index';
import { boardCalls } from '../../test/board-fixture';
import { bearer, verifiedUser } from '../../test/factories';
import { addMember, pendingInvitationId, type Account } from '../../test/workspace-fixture';
import { useBoardScene } from '../../test/board-scene';

const scene = useBoardScene();

async function boardTiesOf(userId: string, boardIds: string[]) {
  const db = scene.t.app.ctx.db;
  const mine = (table: typeof boardMembers | typeof boardFavorites | typeof boardPreferences) =>
    and(eq(table.userId, userId), inArray(table.boardId, boardIds));
  return {
    memberships: await db.select().from(boardMembers).where(mine(boardMembers)),
    favorites: await db.select().from(boardFavorites).where(mine(boardFavorites)),
    preferences: await db.select().from(boardPreferences).where(mine(boardPreferences)),
  };
}

describe('leaving a workspace', () => {
  /**
   * A member who is board admin of B, favourited it and saved a view of it; they leave (removed
   * by the owner, or on their own) and come back as a guest on an unrelated board C.
   */
  async function leaveAndReturnAsGuest(leave: (person: Account) => Promise<number>) {
    const person = await verifiedUser(scene.t.app);
    await addMember(scene.t.app, scene.cast.owner, scene.workspace.id, person, 'member');
    const calls = boardCalls(scene.t, scene.workspace.id, person);
    const boardB = await calls.newBoard('Board B');
    await calls.inject(person, 'POST', `/api/boards/${boardB.id}/favorite`);
    await calls.inject(person, 'PUT', `/api/boards/${boardB.id}/preferences`, { view: 'list' });
    expect((await boardTiesOf(person.user._id, [boardB.id])).favorites).toHaveLength(1);

    expect(await leave(person)).toBe(200);
    expect(await boardTiesOf(person.user._id, [boardB.id])).toEqual({
      memberships: [],
      favorites: [],
      preferences: [],
    });

    await addMember(scene.t.app, scene.cast.owner, scene.workspace.id, person, 'guest');
    const boardC = await boardCalls(scene.t, scene.workspace.id, scene.cast.owner).newBoard(
      'Board C',
    );
    const added = await calls.inject(scene.cast.owner, 'POST', '/api/boards/members', {
      boardId: boardC.id,
      userId: person.user._id,
    });
    expect(added.statusCode).toBe(200);

    expect((await calls.inject(person, 'GET', `/api/boards/${boardB.id}`)).statusCode).toBe(404);
    expect((await calls.inject(person, 'GET', `/api/boards/${boardC.id}`)).statusCode).toBe(200);
    const listed = await calls.inject(
      person,
      'GET',
      `/api/boards?workspaceId=${scene.workspace.id}`,
    );
    expect(listed.json<{ boards: { _id: string }[] }>().boards.map((board) => board._id)).toEqual([
      boardC.id,
    ]);
    expect(await boardTiesOf(person.user._id, [boardB.id])).toEqual({
      memberships: [],
      favorites: [],
      preferences: [],
    });
  }

  it('removal deletes their board memberships, favourites and views: nothing comes back on return', async () => {
    await leaveAndReturnAsGuest(async (person) => {
      const removed = await scene.t.app.inject({
        method: 'DELETE',
        url: `/api/workspaces/${scene.workspace.id}/members/${person.user._id}`,
        headers: bearer(scene.cast.owner),
      });
      return removed.statusCode;
    });
  });

  it('leaving on one’s own does the same', async () => {
    await leaveAndReturnAsGuest(async (person) => {
      const left = await scene.t.app.inject({
        method: 'DELETE',
        url: `/api/workspaces/${scene.workspace.id}/members/${person.user._id}`,
        headers: bearer(person),
      });
      return left.statusCode;
    });
  });
});

describe('adding someone by email', () => {
  const add = (email: string, role = 'member') =>
    scene.t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${scene.workspace.id}/members`,
      headers: bearer(scene.cast.manager),
      payload: { email, role },
    });
  const roleOf = async (account: Account) => {
    const response = await scene.t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${scene.workspace.id}`,
      headers: bearer(account),
    });
    return response.statusCode === 200
      ? response.json<{ workspace: { currentUserRole: string } }>().workspace.currentUserRole
      : null;
  };

  it('answers the same for an account, an unknown email and an address already invited', async () => {
    const existing = await verifiedUser(scene.t.app);
    const answers = [
      await add(existing.email),
      await add('nobody-here@example.com'),
      await add(existing.email),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({
        message: 'Invitation sent. They join the workspace once they accept it.',
      });
    }
    expect(await roleOf(existing)).toBeNull();
  });

  it('adds nobody until they accept the invitation, with the role asked for', async () => {
    const person = await verifiedUser(scene.t.app);
    expect((await add(person.email, 'guest')).statusCode).toBe(202);
    expect(await roleOf(person)).toBeNull();
    const id = await pendingInvitationId(scene.t.app, person, scene.workspace.id);
    const accepted = await scene.t.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${id}/accept`,
      headers: bearer(person),
    });
    expect(accepted.statusCode).toBe(200);
    expect(await roleOf(person)).toBe('guest');
  });

  it('still refuses a role above the adder’s own, and a current member', async () => {
    expect((await add('someone-else@example.com', 'admin')).statusCode).toBe(403);
    expect((await add(scene.cast.member.email)).statusCode).toBe(409);
  });
});
