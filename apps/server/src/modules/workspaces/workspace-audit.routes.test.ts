import type { WorkspaceActivity, WorkspaceActivityPage } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls } from '../../test/board-fixture';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
});
afterAll(async () => {
  await t.close();
});

async function page(cursor?: string, workspaceId = workspace.id): Promise<WorkspaceActivityPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${workspaceId}/activity${cursor ? `?cursor=${cursor}` : ''}`,
    headers: bearer(cast.owner),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WorkspaceActivityPage>();
}
const entry = (activity: WorkspaceActivity | undefined) =>
  activity && { action: activity.action, actor: activity.actor?.name, data: activity.data };

describe('the audit log of board changes', () => {
  it('records each change with its actor and the board, newest first', async () => {
    const calls = boardCalls(t, workspace.id, cast.admin);
    const folderId = await calls.newFolder('Archive room');
    const board = await calls.newBoard('Roadmap');
    const boardId = board.id;
    await calls.inject(cast.admin, 'PUT', `/api/boards/${boardId}`, { title: 'Roadmap 2027' });
    await calls.inject(cast.admin, 'PUT', `/api/boards/${boardId}`, { description: 'no title' });
    await calls.inject(cast.admin, 'PUT', `/api/boards/${boardId}/move`, { folderId });
    await calls.inject(cast.manager, 'PUT', '/api/boards/reorder', {
      folderId: null,
      items: [{ id: boardId, position: 5 }],
    });
    await calls.inject(cast.admin, 'POST', `/api/boards/${boardId}/archive`);
    await calls.inject(cast.owner, 'POST', `/api/boards/${boardId}/archive`);
    await calls.inject(cast.owner, 'DELETE', `/api/boards/${boardId}`);

    const { activities } = await page();
    const admin = cast.admin.user.name;
    const owner = cast.owner.user.name;
    expect(activities.slice(0, 7).map(entry)).toEqual([
      { action: 'board.deleted', actor: owner, data: { boardId, title: 'Roadmap 2027' } },
      { action: 'board.restored', actor: owner, data: { boardId, title: 'Roadmap 2027' } },
      { action: 'board.archived', actor: admin, data: { boardId, title: 'Roadmap 2027' } },
      {
        action: 'board.moved',
        actor: cast.manager.user.name,
        data: { boardId, title: 'Roadmap 2027', from: 'Archive room', to: null },
      },
      {
        action: 'board.moved',
        actor: admin,
        data: { boardId, title: 'Roadmap 2027', from: null, to: 'Archive room' },
      },
      {
        action: 'board.renamed',
        actor: admin,
        data: { boardId, title: 'Roadmap 2027', from: 'Roadmap' },
      },
      { action: 'board.created', actor: admin, data: { boardId, title: 'Roadmap' } },
    ]);
  });

  it('writes nothing when a move or reorder leaves the board in its folder', async () => {
    const calls = boardCalls(t, workspace.id, cast.admin);
    const board = await calls.newBoard('Still');
    const before = (await page()).activities.length;
    await calls.inject(cast.admin, 'PUT', `/api/boards/${board.id}/move`, {
      folderId: null,
      position: 3,
    });
    await calls.inject(cast.admin, 'PUT', '/api/boards/reorder', {
      folderId: null,
      items: [{ id: board.id, position: 4 }],
    });
    expect((await page()).activities.length).toBe(before);
  });
});

describe('paging the audit log', () => {
  it('gives 50 entries a page, newest first, then the older ones after the cursor', async () => {
    const calls = boardCalls(t, workspace.id, cast.owner);
    const board = await calls.newBoard('Paged');
    for (let index = 1; index <= 60; index += 1) {
      await calls.inject(cast.owner, 'PUT', `/api/boards/${board.id}`, { title: `Paged ${index}` });
    }
    const first = await page();
    expect(first.activities).toHaveLength(50);
    expect(first.activities[0]?.data).toMatchObject({ title: 'Paged 60' });

    const second = await page(first.nextCursor ?? undefined);
    expect(second.activities[0]?.data).toMatchObject({ title: 'Paged 10' });
    const seen = [...first.activities, ...second.activities].map((activity) => activity._id);
    expect(new Set(seen).size).toBe(seen.length);
    let cursor = second.nextCursor;
    while (cursor) {
      const next = await page(cursor);
      seen.push(...next.activities.map((activity) => activity._id));
      cursor = next.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    // The workspace's whole log: creation, the cast joining, the boards made here.
    expect(seen.length).toBeGreaterThan(61);
  });

  it("answers an empty page for another workspace's cursor, and 400 for a malformed one", async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces',
      headers: bearer(cast.owner),
      payload: { name: 'Other', url: `other-${process.pid}` },
    });
    const otherId = other.json<{ workspace: { _id: string } }>().workspace._id;
    // This workspace's cursor points before anything the other one logged.
    const foreignCursor = (await page()).nextCursor ?? undefined;
    expect(await page(foreignCursor, otherId)).toEqual({ activities: [], nextCursor: null });
    const malformed = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}/activity?cursor=latest`,
      headers: bearer(cast.owner),
    });
    expect(malformed.statusCode).toBe(400);
  });
});
