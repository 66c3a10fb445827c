import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../../test/factories';
import { notificationsOf } from '../../test/notifications-of';
import type { TestApp } from '../../test/test-app';
import { addMember, castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
});
afterAll(async () => {
  await t.close();
});

async function newBoard(account: Account, title: string): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: bearer(account),
    payload: { workspaceId: workspace.id, title },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json<{ board: { _id: string } }>().board._id;
}

const addToBoard = (adder: Account, boardId: string, person: Account, role?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/boards/members',
    headers: bearer(adder),
    payload: { boardId, userId: person.user._id, ...(role ? { role } : {}) },
  });

/** The account's board_invite notifications about one board, newest first. */
const invitesTo = (account: Account, boardId: string) =>
  notificationsOf(
    t.app,
    account,
    (each) => each.type === 'board_invite' && each.link?.endsWith(boardId) === true,
  );

describe('board_invite', () => {
  it('tells the person a board admin adds, and no one else, with a link to the board', async () => {
    const boardId = await newBoard(cast.admin, 'Roadmap');
    expect((await addToBoard(cast.admin, boardId, cast.member)).statusCode).toBe(200);

    expect(await invitesTo(cast.member, boardId)).toEqual([
      expect.objectContaining({
        title: 'Added to a project',
        message: '<strong>The admin</strong> added you to <strong>Roadmap</strong>',
        link: `/${workspace.url}/projects/${boardId}`,
        sender: expect.objectContaining({ _id: cast.admin.user._id }) as unknown,
        read: false,
      }),
    ]);
    for (const account of [cast.admin, cast.owner, cast.manager, cast.outsider]) {
      expect(await invitesTo(account, boardId)).toEqual([]);
    }
  });

  it('is not sent again for a role change, nor to someone adding themselves', async () => {
    const boardId = await newBoard(cast.manager, 'Roles');
    await addToBoard(cast.manager, boardId, cast.guest);
    expect((await addToBoard(cast.manager, boardId, cast.guest, 'admin')).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/boards/member/change-role',
      headers: bearer(cast.manager),
      payload: { boardId, userId: cast.guest.user._id, role: 'collaborator' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await invitesTo(cast.guest, boardId)).toHaveLength(1);

    // The workspace owner may manage every board, and puts themselves on this one.
    expect((await addToBoard(cast.owner, boardId, cast.owner)).statusCode).toBe(200);
    expect(await invitesTo(cast.owner, boardId)).toEqual([]);
  });

  it('tells nobody when the add is refused', async () => {
    const boardId = await newBoard(cast.admin, 'Closed');
    expect((await addToBoard(cast.admin, boardId, cast.outsider)).statusCode).toBe(400);
    expect((await addToBoard(cast.client, boardId, cast.member)).statusCode).toBe(404);
    expect(await invitesTo(cast.outsider, boardId)).toEqual([]);
    expect(await invitesTo(cast.member, boardId)).toEqual([]);
  });

  it("carries the adder's name and the board's title as text", async () => {
    const adder = await verifiedUser(t.app, { name: '<img src=x onerror=alert(1)>' });
    await addMember(t.app, cast.owner, workspace.id, adder, 'admin');
    const boardId = await newBoard(adder, '<script>alert(1)</script>');
    await addToBoard(adder, boardId, cast.member);
    const [notification] = await invitesTo(cast.member, boardId);
    expect(notification?.message).toBe(
      '<strong>&lt;img src=x onerror=alert(1)&gt;</strong> added you to ' +
        '<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>',
    );
  });
});
