import type { WorkspaceProject } from '@teamboard/shared/workspace-projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskActivity } from '../../db/schema/index';
import { boardCalls } from '../../test/board-fixture';
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

const projects = (account: Account, ref = workspace.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${ref}/projects`,
    headers: bearer(account),
  });

async function table(account: Account = cast.owner): Promise<WorkspaceProject[]> {
  const response = await projects(account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ projects: WorkspaceProject[] }>().projects;
}

describe('GET /api/workspaces/{id}/projects', () => {
  it('lists every board, active and archived, with its folder, counts, status and last activity', async () => {
    const calls = boardCalls(t, workspace.id, cast.owner);
    const folderId = await calls.newFolder('Clients');
    const alphaBoard = await calls.newBoard('alpha site');
    const alpha = alphaBoard.id;
    await calls.inject(cast.owner, 'PUT', `/api/boards/${alpha}/move`, { folderId });
    await calls.newTask(alphaBoard, { title: 'One' });
    await calls.newTask(alphaBoard, { title: 'Two' });
    await calls.inject(cast.owner, 'POST', '/api/boards/members', {
      boardId: alpha,
      userId: cast.member.user._id,
    });
    // The newest task history line decides the last activity when it is after the board's change.
    const latest = new Date('2031-03-04T05:06:07.000Z');
    await t.app.ctx.db
      .update(taskActivity)
      .set({ createdAt: latest })
      .where(eq(taskActivity.boardId, alpha));
    const beta = await calls.newBoard('Beta');
    const archived = await calls.inject(cast.owner, 'POST', `/api/boards/${beta.id}/archive`);
    const betaUpdatedAt = archived.json<{ board: { updatedAt: string } }>().board.updatedAt;

    const rows = await table();
    for (const row of rows)
      expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(Date.parse(row.lastActivityAt));
    expect(rows.map(({ key: _key, createdAt: _createdAt, ...shown }) => shown)).toEqual([
      {
        _id: alpha,
        title: 'alpha site',
        status: 'active',
        folder: { _id: folderId, name: 'Clients' },
        memberCount: 2,
        taskCount: 2,
        lastActivityAt: latest.toISOString(),
      },
      {
        _id: beta.id,
        title: 'Beta',
        status: 'archived',
        folder: null,
        memberCount: 1,
        taskCount: 0,
        lastActivityAt: betaUpdatedAt,
      },
    ]);
  });

  it('shows internal members the same table, read by URL as well as by id', async () => {
    const owners = await table(cast.owner);
    expect(await table(cast.member)).toEqual(owners);
    const byUrl = await projects(cast.manager, workspace.url);
    expect(byUrl.json<{ projects: WorkspaceProject[] }>().projects).toEqual(owners);
  });

  it('refuses guests and clients (403) and hides the workspace from outsiders (404)', async () => {
    expect((await projects(cast.guest)).statusCode).toBe(403);
    expect((await projects(cast.client)).statusCode).toBe(403);
    expect((await projects(cast.outsider)).json()).toEqual({
      message: 'Workspace not found',
      code: 'NOT_FOUND',
    });
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}/projects`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
