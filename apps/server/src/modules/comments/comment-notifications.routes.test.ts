import type { Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import type { Account } from '../../test/workspace-fixture';
import { aboutTask as about, notificationsOf, typesOf } from '../../test/notifications-of';

const scene = useBoardScene();
const aboutTask = (account: Account, task: Task) =>
  notificationsOf(scene.t.app, account, about(task));

describe('comment notifications', () => {
  const comment = (taskId: string, content: string, mentions: string[]) =>
    scene.calls.inject(scene.cast.member, 'POST', `/api/tasks/${taskId}/comments`, {
      content,
      mentions,
    });

  it('tell those mentioned (mention) and the task’s people (task_comment), one each', async () => {
    const { manager, member, admin, owner } = scene.cast;
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: 'Plan the launch',
      assignees: [manager.user._id],
      members: [admin.user._id],
    });

    const added = await comment(task._id, 'Could you <b>check</b> the dates?', [admin.user._id]);
    expect(added.statusCode).toBe(201);

    const [mentioned, ...rest] = await aboutTask(admin, task);
    expect(rest).toEqual([]);
    expect(mentioned).toMatchObject({
      type: 'mention',
      title: 'Mentioned in a comment',
      message: `<strong>The member</strong> mentioned you on <strong>Plan the launch</strong> (${task.taskId}): “Could you &lt;b&gt;check&lt;/b&gt; the dates?”`,
    });
    const [commented] = await aboutTask(manager, task);
    expect(commented).toMatchObject({
      type: 'task_comment',
      title: 'New comment on a task',
    });
    expect(typesOf(await aboutTask(manager, task))).toEqual(['task_comment', 'task_assigned']);
    expect(await aboutTask(member, task)).toEqual([]);
    expect(await aboutTask(owner, task)).toEqual([]);
  });

  it('tell only those newly mentioned when a comment is edited', async () => {
    const { manager, admin } = scene.cast;
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, { title: 'Review the budget' });
    const added = await comment(task._id, 'Hi @admin', [admin.user._id]);
    const { comment: written } = added.json<{ comment: { _id: string } }>();

    const edited = await scene.calls.inject(
      scene.cast.member,
      'PUT',
      `/api/tasks/${task._id}/comments/${written._id}`,
      { content: 'Hi @admin and @manager', mentions: [admin.user._id, manager.user._id] },
    );
    expect(edited.statusCode).toBe(200);
    expect(typesOf(await aboutTask(manager, task))).toEqual(['mention']);
    expect(typesOf(await aboutTask(admin, task))).toEqual(['mention']);
  });

  it('take the people the text mentions with mention spans, as the editor writes them', async () => {
    const { admin, outsider } = scene.cast;
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, { title: 'Pick a date' });
    const span = (account: Account) =>
      `<span data-type="mention" data-id="${account.user._id}" data-label="x">@x</span>`;

    const added = await comment(task._id, `<p>Over to ${span(admin)}</p>`, []);
    expect(added.statusCode).toBe(201);
    expect(added.json<{ comment: { mentions: { _id: string }[] } }>().comment.mentions).toEqual([
      expect.objectContaining({ _id: admin.user._id }),
    ]);
    expect(typesOf(await aboutTask(admin, task))).toEqual(['mention']);

    const refused = await comment(task._id, `<p>${span(outsider)}</p>`, []);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ details: [{ field: 'content' }] });
  });
});
