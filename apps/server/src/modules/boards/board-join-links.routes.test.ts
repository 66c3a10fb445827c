import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
});
afterAll(async () => {
  await t.close();
});

interface JoinLink {
  token: string;
  createdAt: string;
}
const INVALID = { message: 'Invalid or expired join link', code: 'NOT_FOUND' };

/** A board of the manager's (its admin); nobody else is on it. */
async function newBoard(title = 'Launch'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: bearer(cast.manager),
    payload: { workspaceId: workspace.id, title },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ board: { _id: string } }>().board._id;
}

const link = (method: 'GET' | 'POST' | 'DELETE', account: Account, boardId: string) =>
  t.app.inject({ method, url: `/api/boards/${boardId}/join-link`, headers: bearer(account) });
async function createLink(boardId: string): Promise<string> {
  const response = await link('POST', cast.manager, boardId);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ joinLink: JoinLink }>().joinLink.token;
}
async function currentLink(boardId: string): Promise<JoinLink | null> {
  return (await link('GET', cast.manager, boardId)).json<{ joinLink: JoinLink | null }>().joinLink;
}
const preview = (account: Account | null, boardId: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/boards/${boardId}/join/${token}`,
    headers: account ? bearer(account) : {},
  });
const join = (account: Account, boardId: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/boards/${boardId}/join`,
    headers: bearer(account),
    ...(payload ? { payload } : {}),
  });
const seeBoard = async (account: Account, boardId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/boards/${boardId}`,
      headers: bearer(account),
    })
  ).statusCode;

describe('managing a board’s join link', () => {
  it('is created, read, replaced and revoked by board managers', async () => {
    const boardId = await newBoard();
    expect((await link('GET', cast.manager, boardId)).json()).toEqual({ joinLink: null });

    const created = await link('POST', cast.manager, boardId);
    expect(created.statusCode).toBe(201);
    const first = created.json<{ joinLink: JoinLink }>().joinLink;
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(first.createdAt)).not.toBeNaN();
    expect(await currentLink(boardId)).toEqual(first);
    // Workspace owner and admins manage every board, on it or not.
    expect((await link('GET', cast.admin, boardId)).json()).toEqual({ joinLink: first });

    const replaced = await link('POST', cast.owner, boardId);
    expect(replaced.statusCode).toBe(201);
    const second = replaced.json<{ joinLink: JoinLink }>().joinLink;
    expect(second.token).not.toBe(first.token);
    expect((await preview(cast.guest, boardId, first.token)).json()).toEqual(INVALID);
    expect((await preview(cast.guest, boardId, second.token)).statusCode).toBe(200);

    const revoked = await link('DELETE', cast.admin, boardId);
    expect(revoked.json()).toEqual({ message: 'Join link revoked' });
    expect(await currentLink(boardId)).toBeNull();
    expect((await preview(cast.guest, boardId, second.token)).json()).toEqual(INVALID);
    expect((await join(cast.guest, boardId, { token: second.token })).statusCode).toBe(404);
    expect(await seeBoard(cast.guest, boardId)).toBe(404);
  });

  it('is refused to everyone else, changing nothing', async () => {
    const boardId = await newBoard();
    const token = await createLink(boardId);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await link(method, cast.member, boardId)).statusCode).toBe(403);
      expect((await link(method, cast.guest, boardId)).statusCode).toBe(404);
      expect((await link(method, cast.outsider, boardId)).statusCode).toBe(404);
    }
    expect((await currentLink(boardId))?.token).toBe(token);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/boards/${boardId}/join-link`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('looking at a join link', () => {
  it('shows the board to any workspace member holding the link', async () => {
    const boardId = await newBoard('Client Launch');
    const token = await createLink(boardId);
    const seen = await preview(cast.client, boardId, token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      board: { _id: boardId, title: 'Client Launch', workspaceUrl: workspace.url },
      alreadyMember: false,
    });
    expect((await preview(cast.manager, boardId, token)).json()).toMatchObject({
      alreadyMember: true,
    });
  });

  it('answers the same 404 for a wrong token, an outsider, another board and an archived board', async () => {
    const boardId = await newBoard();
    const token = await createLink(boardId);
    const other = await newBoard('Other');
    await createLink(other);

    for (const [account, id, presented] of [
      [cast.guest, boardId, `${token.slice(0, -1)}x`],
      [cast.guest, boardId, 'short'],
      [cast.outsider, boardId, token],
      [cast.guest, other, token],
    ] as const) {
      const refused = await preview(account, id, presented);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(INVALID);
    }
    expect((await preview(null, boardId, token)).statusCode).toBe(401);

    await t.app.inject({
      method: 'POST',
      url: `/api/boards/${boardId}/archive`,
      headers: bearer(cast.manager),
    });
    expect((await preview(cast.guest, boardId, token)).json()).toEqual(INVALID);
    expect((await join(cast.guest, boardId, { token })).json()).toEqual(INVALID);
  });
});

describe('joining with a join link', () => {
  it('makes a guest or client not on the board a collaborator', async () => {
    const boardId = await newBoard();
    const token = await createLink(boardId);
    expect(await seeBoard(cast.client, boardId)).toBe(404);

    const joined = await join(cast.client, boardId, { token });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      board: { _id: boardId, currentUserRole: 'collaborator' },
    });
    expect(await seeBoard(cast.client, boardId)).toBe(200);

    const again = await join(cast.client, boardId, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ board: { currentUserRole: 'collaborator' } });
    const admin = await join(cast.manager, boardId, { token });
    expect(admin.json()).toMatchObject({ board: { currentUserRole: 'admin' } });
    const internal = await join(cast.member, boardId, { token });
    expect(internal.json()).toMatchObject({ board: { currentUserRole: 'collaborator' } });
  });

  it('refuses a wrong token, an outsider and an empty token, adding nobody', async () => {
    const boardId = await newBoard();
    const token = await createLink(boardId);
    const wrong = await join(cast.guest, boardId, { token: `${token}x` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(INVALID);
    expect((await join(cast.outsider, boardId, { token })).json()).toEqual(INVALID);
    expect((await join(cast.guest, boardId, { token: '' })).statusCode).toBe(400);
    expect((await join(cast.guest, boardId, {})).statusCode).toBe(404);

    const board = await t.app.inject({
      method: 'GET',
      url: `/api/boards/${boardId}`,
      headers: bearer(cast.manager),
    });
    expect(
      board.json<{ board: { members: { user: { _id: string } }[] } }>().board.members,
    ).toHaveLength(1);
    expect(await seeBoard(cast.guest, boardId)).toBe(404);
  });

  it('without a token works as before: internal members only, once', async () => {
    const boardId = await newBoard();
    await createLink(boardId);
    expect((await join(cast.guest, boardId)).statusCode).toBe(404);
    expect((await join(cast.member, boardId)).json()).toMatchObject({
      board: { currentUserRole: 'collaborator' },
    });
    expect((await join(cast.member, boardId)).statusCode).toBe(403);
  });
});
