import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  castWorkspace,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
});
afterAll(async () => {
  await t.close();
});

interface BoardBody {
  _id: string;
  title: string;
  key: string;
  status: string;
  folderId: string | null;
  isFavorite: boolean;
  columnCount: number;
  currentUserRole: string | null;
  members: { user: { _id: string }; role: string }[];
}

const as = (account: Account) => bearer(account);
async function createBoard(account: Account, title: string, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: as(account),
    payload: { workspaceId: workspace.id, title, ...extra },
  });
}
async function boardOf(account: Account, title: string): Promise<BoardBody> {
  const response = await createBoard(account, title);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ board: BoardBody }>().board;
}
const list = async (account: Account, status = 'active') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/boards?workspaceId=${workspace.id}&status=${status}`,
      headers: as(account),
    })
  ).json<{ boards: BoardBody[] }>().boards;

describe('creating boards', () => {
  it('gives the creator the admin role, a task key and the workspace’s default columns', async () => {
    const response = await createBoard(cast.member, 'Website Redesign');
    expect(response.statusCode).toBe(201);
    const board = response.json<{ board: BoardBody }>().board;
    expect(board).toMatchObject({
      title: 'Website Redesign',
      key: 'WR',
      status: 'active',
      currentUserRole: 'admin',
      columnCount: 3,
    });
    const columns = await t.app.inject({
      method: 'GET',
      url: `/api/boards/${board._id}/columns`,
      headers: as(cast.member),
    });
    expect(
      columns.json<{ columns: { title: string }[] }>().columns.map((column) => column.title),
    ).toEqual(['To Do', 'In Progress', 'Done']);
  });

  it('is refused to guests and clients, and to outsiders as a missing workspace', async () => {
    expect((await createBoard(cast.guest, 'Nope')).statusCode).toBe(403);
    expect((await createBoard(cast.client, 'Nope')).statusCode).toBe(403);
    expect((await createBoard(cast.outsider, 'Nope')).statusCode).toBe(404);
    expect((await createBoard(cast.member, '')).statusCode).toBe(400);
  });
});

describe('who sees and manages a board', () => {
  it('shows guests only the boards they were added to', async () => {
    const board = await boardOf(cast.owner, 'Client Portal');
    const hidden = await boardOf(cast.owner, 'Internal Roadmap');
    expect((await list(cast.guest)).map((item) => item._id)).not.toContain(board._id);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/boards/members',
      headers: as(cast.owner),
      payload: { boardId: board._id, userId: cast.guest.user._id },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<{ board: BoardBody }>().board.members).toContainEqual(
      expect.objectContaining({ role: 'collaborator' }),
    );
    const visible = (await list(cast.guest)).map((item) => item._id);
    expect(visible).toContain(board._id);
    expect(visible).not.toContain(hidden._id);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/boards/${hidden._id}`,
          headers: as(cast.guest),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/boards/${hidden._id}`,
          headers: as(cast.outsider),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets board admins and workspace admins manage, and collaborators only work', async () => {
    const board = await boardOf(cast.manager, 'Ops');
    const rename = (account: Account, title: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/boards/${board._id}`,
        headers: as(account),
        payload: { title },
      });
    expect((await rename(cast.member, 'Hijacked')).statusCode).toBe(403);
    expect((await rename(cast.manager, 'Operations')).statusCode).toBe(200);
    expect((await rename(cast.admin, 'Operations Team')).json()).toMatchObject({
      board: { title: 'Operations Team' },
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/boards/${board._id}`,
          headers: as(cast.member),
        })
      ).statusCode,
    ).toBe(403);

    const label = await t.app.inject({
      method: 'POST',
      url: `/api/boards/${board._id}/labels`,
      headers: as(cast.member),
      payload: { name: 'Bug', color: '#ef4444' },
    });
    expect(label.statusCode).toBe(201);
  });

  it('lets internal members join; changes and removes board roles', async () => {
    const board = await boardOf(cast.owner, 'Joinable');
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/boards/${board._id}/join`,
      headers: as(cast.member),
    });
    expect(joined.json()).toMatchObject({ board: { currentUserRole: 'collaborator' } });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/boards/${board._id}/join`,
          headers: as(cast.member),
        })
      ).statusCode,
    ).toBe(403);

    const promoted = await t.app.inject({
      method: 'PUT',
      url: '/api/boards/member/change-role',
      headers: as(cast.owner),
      payload: { boardId: board._id, userId: cast.member.user._id, role: 'admin' },
    });
    expect(promoted.json<{ board: BoardBody }>().board.members).toContainEqual(
      expect.objectContaining({
        user: expect.objectContaining({ _id: cast.member.user._id }) as unknown,
        role: 'admin',
      }),
    );
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board._id}/members/${cast.member.user._id}`,
      headers: as(cast.member),
    });
    expect(left.statusCode).toBe(200);
    const outsiderAdd = await t.app.inject({
      method: 'POST',
      url: '/api/boards/members',
      headers: as(cast.owner),
      payload: { boardId: board._id, userId: cast.outsider.user._id },
    });
    expect(outsiderAdd.statusCode).toBe(400);
  });
});

describe('the project list', () => {
  it('puts favourites first, then the latest updated', async () => {
    const first = await boardOf(cast.admin, 'Alpha List');
    const second = await boardOf(cast.admin, 'Beta List');
    const third = await boardOf(cast.admin, 'Gamma List');
    const favorite = await t.app.inject({
      method: 'POST',
      url: `/api/boards/${first._id}/favorite`,
      headers: as(cast.admin),
    });
    expect(favorite.json()).toEqual({ isFavorite: true });
    const ids = (await list(cast.admin)).map((board) => board._id);
    expect(ids.indexOf(first._id)).toBe(0);
    expect(ids.indexOf(third._id)).toBeLessThan(ids.indexOf(second._id));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/boards/${first._id}/favorite`,
          headers: as(cast.admin),
        })
      ).json(),
    ).toEqual({
      isFavorite: false,
    });
  });

  it('archives and restores a board', async () => {
    const board = await boardOf(cast.owner, 'Old Project');
    const archived = await t.app.inject({
      method: 'POST',
      url: `/api/boards/${board._id}/archive`,
      headers: as(cast.owner),
    });
    expect(archived.json()).toMatchObject({ board: { status: 'archived' } });
    expect((await list(cast.owner)).map((item) => item._id)).not.toContain(board._id);
    expect((await list(cast.owner, 'archived')).map((item) => item._id)).toContain(board._id);
    await t.app.inject({
      method: 'POST',
      url: `/api/boards/${board._id}/archive`,
      headers: as(cast.owner),
    });
    expect((await list(cast.owner)).map((item) => item._id)).toContain(board._id);
  });

  it('moves a board into a folder of the same workspace only', async () => {
    const board = await boardOf(cast.owner, 'Movable');
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: as(cast.owner),
      payload: { workspaceId: workspace.id, name: 'Marketing' },
    });
    const folderId = folder.json<{ folder: { _id: string } }>().folder._id;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/boards/${board._id}/move`,
      headers: as(cast.owner),
      payload: { folderId, position: 5 },
    });
    expect(moved.json()).toMatchObject({ board: { folderId, position: 5 } });

    const elsewhere = await createWorkspaceWithCast(t.app, cast);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: as(cast.owner),
      payload: { workspaceId: elsewhere.id, name: 'Foreign' },
    });
    const foreignId = foreign.json<{ folder: { _id: string } }>().folder._id;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/boards/${board._id}/move`,
      headers: as(cast.owner),
      payload: { folderId: foreignId },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/boards/${board._id}`,
          headers: as(cast.owner),
        })
      ).json(),
    ).toMatchObject({ board: { folderId } });
  });
});

describe('preferences', () => {
  it('start at the spec defaults and are kept per user', async () => {
    const board = await boardOf(cast.owner, 'Prefs');
    const get = (account: Account) =>
      t.app.inject({
        method: 'GET',
        url: `/api/boards/${board._id}/preferences`,
        headers: as(account),
      });
    expect((await get(cast.owner)).json()).toEqual({
      preferences: {
        view: 'board',
        defaultCardProperties: [
          'title',
          'members',
          'dueDate',
          'priority',
          'labels',
          'totalTime',
          'activeTimers',
          'cover',
        ],
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/boards/${board._id}/preferences`,
      headers: as(cast.owner),
      payload: { view: 'calendar' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/boards/preferences',
      headers: as(cast.owner),
      payload: { board: board._id, defaultCardProperties: ['title', 'taskId'] },
    });
    expect((await get(cast.owner)).json()).toEqual({
      preferences: { view: 'calendar', defaultCardProperties: ['title', 'taskId'] },
    });
    expect((await get(cast.member)).json()).toMatchObject({ preferences: { view: 'board' } });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/boards/${board._id}/preferences`,
      headers: as(cast.owner),
      payload: { view: 'gantt' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
