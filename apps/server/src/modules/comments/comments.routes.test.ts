import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMentions, taskActivity } from '../../db/schema/index';
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

interface CommentBody {
  _id: string;
  taskId: string;
  author: { _id: string; email?: string } | null;
  content: string;
  mentions: { _id: string; email?: string }[];
  createdAt: string;
  editedAt: string | null;
}

/**
 * A board made by the manager (its admin) with the guest added as collaborator, and one task.
 * The client is in the workspace but not on the board.
 */
async function boardWithTask(): Promise<{ boardId: string; taskId: string }> {
  const board = await t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: bearer(cast.manager),
    payload: { workspaceId: workspace.id, title: 'Comment Board' },
  });
  const boardId = board.json<{ board: { _id: string } }>().board._id;
  await t.app.inject({
    method: 'POST',
    url: '/api/boards/members',
    headers: bearer(cast.manager),
    payload: { boardId, userId: cast.guest.user._id },
  });
  return { boardId, taskId: await newTask(boardId) };
}

async function newTask(boardId: string): Promise<string> {
  const columns = await t.app.inject({
    method: 'GET',
    url: `/api/boards/${boardId}/columns`,
    headers: bearer(cast.manager),
  });
  const columnId = columns.json<{ columns: { _id: string }[] }>().columns[0]?._id;
  const task = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: bearer(cast.manager),
    payload: { boardId, columnId, fields: { title: 'Discuss me' } },
  });
  if (task.statusCode !== 201) throw new Error(task.body);
  return task.json<{ task: { _id: string } }>().task._id;
}

const post = (account: Account | null, taskId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/comments`,
    headers: account ? bearer(account) : {},
    payload,
  });
const put = (account: Account, taskId: string, commentId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/tasks/${taskId}/comments/${commentId}`,
    headers: bearer(account),
    payload,
  });
const remove = (account: Account, taskId: string, commentId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/tasks/${taskId}/comments/${commentId}`,
    headers: bearer(account),
  });
const list = (account: Account, taskId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/tasks/${taskId}/comments`,
    headers: bearer(account),
  });
async function comments(taskId: string): Promise<CommentBody[]> {
  return (await list(cast.manager, taskId)).json<{ comments: CommentBody[] }>().comments;
}
async function comment(account: Account, taskId: string, content: string): Promise<CommentBody> {
  const response = await post(account, taskId, { content });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ comment: CommentBody }>().comment;
}
/** The task's comment count as its card on the board's list shows it. */
async function commentCount(boardId: string, taskId: string): Promise<number | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/boards/${boardId}/tasks`,
    headers: bearer(cast.manager),
  });
  const cards = response.json<{ tasks: { _id: string; commentCount: number }[] }>().tasks;
  return cards.find((card) => card._id === taskId)?.commentCount;
}
async function activityTypes(taskId: string): Promise<string[]> {
  const rows = await t.app.ctx.db
    .select({ type: taskActivity.type, data: taskActivity.data })
    .from(taskActivity)
    .where(eq(taskActivity.taskId, taskId));
  return rows.filter((row) => row.type.startsWith('comment_')).map((row) => row.type);
}

describe('adding and reading comments', () => {
  it('adds a comment by the token’s user with its mentions, and lists them oldest first', async () => {
    const { taskId } = await boardWithTask();
    const first = await post(cast.member, taskId, {
      content: '  Looks good, @guest @admin  ',
      mentions: [cast.guest.user._id, cast.admin.user._id, cast.guest.user._id],
    });
    expect(first.statusCode).toBe(201);
    const created = first.json<{ comment: CommentBody }>().comment;
    expect(created).toMatchObject({
      taskId,
      author: { _id: cast.member.user._id },
      content: '<p>Looks good, @guest @admin</p>',
      editedAt: null,
    });
    expect(created.author).not.toHaveProperty('email');
    expect(created.mentions.map((user) => user._id).sort()).toEqual(
      [cast.guest.user._id, cast.admin.user._id].sort(),
    );
    const stored = await t.app.ctx.db
      .select()
      .from(commentMentions)
      .where(eq(commentMentions.commentId, created._id));
    expect(stored).toHaveLength(2);

    await comment(cast.guest, taskId, 'Second');
    await comment(cast.manager, taskId, 'Third');
    const read = await list(cast.guest, taskId);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ comments: CommentBody[] }>().comments.map((item) => item.content)).toEqual([
      '<p>Looks good, @guest @admin</p>',
      '<p>Second</p>',
      '<p>Third</p>',
    ]);
    expect(await activityTypes(taskId)).toEqual([
      'comment_added',
      'comment_added',
      'comment_added',
    ]);
  });

  it('refuses mentions of people who cannot see the board, changing nothing', async () => {
    const { taskId } = await boardWithTask();
    const refused = await post(cast.member, taskId, {
      content: 'Hello',
      mentions: [cast.guest.user._id, cast.client.user._id, cast.outsider.user._id, 'nobody'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Mentions must be people who can see this board',
      code: 'VALIDATION_ERROR',
      details: [
        { field: 'mentions.1', message: 'Cannot see this board' },
        { field: 'mentions.2', message: 'Cannot see this board' },
        { field: 'mentions.3', message: 'Cannot see this board' },
      ],
    });
    expect(await comments(taskId)).toEqual([]);
    expect(await activityTypes(taskId)).toEqual([]);
  });

  it('refuses empty comments, unknown fields (no author from the body) and signed-out callers', async () => {
    const { taskId } = await boardWithTask();
    const empty = await post(cast.member, taskId, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Comment cannot be empty' });
    const emptyText = await post(cast.member, taskId, { content: '<p></p><p><br></p>' });
    expect(emptyText.statusCode).toBe(400);
    expect(emptyText.json()).toMatchObject({ message: 'Comment cannot be empty' });
    const forged = await post(cast.member, taskId, {
      content: 'Hi',
      author: cast.owner.user._id,
    });
    expect(forged.statusCode).toBe(400);
    expect((await post(null, taskId, { content: 'Hi' })).statusCode).toBe(401);
    expect(await comments(taskId)).toEqual([]);
  });

  it('hides the task from people who cannot see its board', async () => {
    const { taskId } = await boardWithTask();
    await comment(cast.member, taskId, 'Internal note');
    for (const account of [cast.client, cast.outsider]) {
      const read = await list(account, taskId);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ message: 'Task not found' });
      expect((await post(account, taskId, { content: 'Hi' })).json()).toMatchObject({
        message: 'Task not found',
      });
    }
    const unknown = await list(cast.owner, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Task not found' });
    expect((await list(cast.owner, 'not-a-task')).statusCode).toBe(400);
    expect(await comments(taskId)).toHaveLength(1);
  });
});

describe('editing comments', () => {
  it('lets only the author edit, setting editedAt and replacing mentions', async () => {
    const { taskId } = await boardWithTask();
    const original = await post(cast.guest, taskId, {
      content: 'First draft',
      mentions: [cast.member.user._id],
    });
    const id = original.json<{ comment: CommentBody }>().comment._id;

    for (const account of [cast.owner, cast.admin, cast.manager, cast.member]) {
      const refused = await put(account, taskId, id, { content: 'Hijacked' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Only the author can edit a comment' });
    }
    expect((await comments(taskId))[0]).toMatchObject({
      content: '<p>First draft</p>',
      editedAt: null,
    });

    const badMention = await put(cast.guest, taskId, id, {
      content: 'Second draft',
      mentions: [cast.client.user._id],
    });
    expect(badMention.statusCode).toBe(400);
    expect((await comments(taskId))[0]).toMatchObject({ content: '<p>First draft</p>' });

    const edited = await put(cast.guest, taskId, id, {
      content: 'Final',
      mentions: [cast.admin.user._id],
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json<{ comment: CommentBody }>().comment;
    expect(body).toMatchObject({
      _id: id,
      content: '<p>Final</p>',
      author: { _id: cast.guest.user._id },
    });
    expect(body.editedAt).toEqual(expect.any(String));
    expect(body.mentions.map((user) => user._id)).toEqual([cast.admin.user._id]);
    expect((await comments(taskId))[0]).toMatchObject({
      content: '<p>Final</p>',
      editedAt: body.editedAt,
    });
  });

  it('answers 404 for a comment of another task or an unknown one', async () => {
    const { boardId, taskId } = await boardWithTask();
    const otherTask = await newTask(boardId);
    const own = await comment(cast.member, taskId, 'Mine');
    const elsewhere = await put(cast.member, otherTask, own._id, { content: 'Moved?' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ message: 'Comment not found' });
    expect((await put(cast.member, taskId, randomUUID(), { content: 'x' })).json()).toMatchObject({
      message: 'Comment not found',
    });
    const hidden = await put(cast.client, taskId, own._id, { content: 'x' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Task not found' });
    expect((await comments(taskId))[0]).toMatchObject({ content: '<p>Mine</p>', editedAt: null });
  });
});

describe('deleting comments', () => {
  it('lets the author delete their own; others who only work on the board get 403', async () => {
    const { boardId, taskId } = await boardWithTask();
    const guestNote = await comment(cast.guest, taskId, 'From the guest');
    const refused = await remove(cast.member, taskId, guestNote._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Only the author or a project admin can delete a comment',
    });
    expect(await comments(taskId)).toHaveLength(1);
    expect(await activityTypes(taskId)).toEqual(['comment_added']);

    expect(await commentCount(boardId, taskId)).toBe(1);

    const deleted = await remove(cast.guest, taskId, guestNote._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Comment deleted' });
    expect(await comments(taskId)).toEqual([]);
    expect(await activityTypes(taskId)).toEqual(['comment_added', 'comment_deleted']);
    expect(await commentCount(boardId, taskId)).toBe(0);
  });

  it('lets the board admin and workspace owner/admin delete anyone’s comment', async () => {
    const { taskId } = await boardWithTask();
    for (const manager of [cast.manager, cast.owner, cast.admin]) {
      const note = await post(cast.guest, taskId, {
        content: 'Delete me',
        mentions: [cast.member.user._id],
      });
      const id = note.json<{ comment: CommentBody }>().comment._id;
      expect((await remove(manager, taskId, id)).statusCode).toBe(200);
      const mentions = await t.app.ctx.db
        .select()
        .from(commentMentions)
        .where(eq(commentMentions.commentId, id));
      expect(mentions).toEqual([]);
    }
    expect(await comments(taskId)).toEqual([]);
  });

  it('answers 404 for a comment of another task and keeps it', async () => {
    const { boardId, taskId } = await boardWithTask();
    const otherTask = await newTask(boardId);
    const own = await comment(cast.member, taskId, 'Stay');
    const refused = await remove(cast.owner, otherTask, own._id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Comment not found' });
    expect((await remove(cast.outsider, taskId, own._id)).statusCode).toBe(404);
    expect(await comments(taskId)).toHaveLength(1);
  });
});
