import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskActivity } from '../../db/schema/index';
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

interface ActivityBody {
  _id: string;
  taskId: string;
  type: string;
  actor: { _id: string; name: string; email?: string } | null;
  fields?: string[];
  fromColumn?: string;
  toColumn?: string;
  commentId?: string;
  createdAt: string;
}

/** A board of the manager's with the guest on it (the client is not), its columns and a task. */
async function boardWithTask(): Promise<{ boardId: string; columns: string[]; taskId: string }> {
  const board = await t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: bearer(cast.manager),
    payload: { workspaceId: workspace.id, title: 'History' },
  });
  const boardId = board.json<{ board: { _id: string } }>().board._id;
  await t.app.inject({
    method: 'POST',
    url: '/api/boards/members',
    headers: bearer(cast.manager),
    payload: { boardId, userId: cast.guest.user._id },
  });
  const columns = (
    await t.app.inject({
      method: 'GET',
      url: `/api/boards/${boardId}/columns`,
      headers: bearer(cast.manager),
    })
  )
    .json<{ columns: { _id: string }[] }>()
    .columns.map((column) => column._id);
  const task = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: bearer(cast.manager),
    payload: { boardId, columnId: columns[0], fields: { title: 'Track me' } },
  });
  if (task.statusCode !== 201) throw new Error(task.body);
  return { boardId, columns, taskId: task.json<{ task: { _id: string } }>().task._id };
}

const read = (account: Account | null, taskId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/tasks/${taskId}/activity`,
    headers: account ? bearer(account) : {},
  });
async function activities(account: Account, taskId: string): Promise<ActivityBody[]> {
  const response = await read(account, taskId);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<{ activities: ActivityBody[] }>().activities;
}

describe('GET /api/tasks/{id}/activity', () => {
  it('lists the task’s history newest first, with actors as public users', async () => {
    const { columns, taskId } = await boardWithTask();
    await t.app.inject({
      method: 'POST',
      url: '/api/tasks/move',
      headers: bearer(cast.member),
      payload: { taskId, columnId: columns[1], position: 'top' },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/comments`,
      headers: bearer(cast.guest),
      payload: { content: 'On it' },
    });
    const commentId = added.json<{ comment: { _id: string } }>().comment._id;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${taskId}/comments/${commentId}`,
      headers: bearer(cast.guest),
    });

    const history = await activities(cast.guest, taskId);
    expect(history.map((entry) => entry.type)).toEqual([
      'comment_deleted',
      'comment_added',
      'task_moved',
      'task_created',
    ]);
    expect(history[0]).toMatchObject({
      taskId,
      commentId,
      actor: { _id: cast.guest.user._id, name: cast.guest.name },
    });
    expect(history[2]).toMatchObject({
      fromColumn: 'To Do',
      toColumn: 'In Progress',
      actor: { _id: cast.member.user._id },
    });
    expect(history[3]).toMatchObject({ actor: { _id: cast.manager.user._id } });
    expect(history[3]).not.toHaveProperty('commentId');
    for (const entry of history) expect(entry.actor).not.toHaveProperty('email');
  });

  it('returns at most the newest 200 entries', async () => {
    const { boardId, taskId } = await boardWithTask();
    const start = Date.parse('2025-01-01T00:00:00Z');
    await t.app.ctx.db.insert(taskActivity).values(
      Array.from({ length: 210 }, (_, index) => ({
        taskId,
        boardId,
        actorId: cast.member.user._id,
        type: 'task_updated' as const,
        data: { fields: [`field${index}`] },
        createdAt: new Date(start + index * 1000),
      })),
    );
    const history = await activities(cast.member, taskId);
    expect(history).toHaveLength(200);
    const times = history.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const updates = history.filter((entry) => entry.type === 'task_updated');
    expect(updates[0]).toMatchObject({ fields: ['field209'] });
    expect(updates.map((entry) => entry.fields?.[0])).not.toContain('field0');
  });

  it('is read by whoever sees the board and hidden from everyone else', async () => {
    const { taskId } = await boardWithTask();
    for (const account of [cast.owner, cast.admin, cast.member, cast.guest]) {
      expect((await read(account, taskId)).statusCode).toBe(200);
    }
    for (const account of [cast.client, cast.outsider]) {
      const hidden = await read(account, taskId);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ message: 'Task not found' });
    }
    const unknown = await read(cast.owner, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Task not found' });
    expect((await read(cast.owner, 'nope')).statusCode).toBe(400);
    expect((await read(null, taskId)).statusCode).toBe(401);
  });
});
