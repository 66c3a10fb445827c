import type { Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import type { Account } from '../../test/workspace-fixture';
import { aboutTask as about, notificationsOf, typesOf } from '../../test/notifications-of';

const scene = useBoardScene();
const aboutTask = (account: Account, task: Task) =>
  notificationsOf(scene.t.app, account, about(task));

describe('task notifications', () => {
  it('tell those newly assigned, once, with a link to the task, and never the one who assigned', async () => {
    const { manager, member, admin } = scene.cast;
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: 'Write the release notes',
      assignees: [manager.user._id, member.user._id],
    });

    const [assigned, ...others] = await aboutTask(manager, task);
    expect(others).toEqual([]);
    expect(assigned).toMatchObject({
      type: 'task_assigned',
      title: 'Assigned to a task',
      message: `<strong>The member</strong> assigned you to <strong>Write the release notes</strong> (${task.taskId})`,
      sender: { _id: member.user._id },
      read: false,
    });
    expect(assigned?.link).toMatch(
      new RegExp(`^/[a-z0-9-]+/projects/${board.id}\\?task=${task.taskId}$`),
    );
    expect(await aboutTask(member, task)).toEqual([]);
    expect(await aboutTask(admin, task)).toEqual([]);

    await scene.calls.updateTask(task._id, { assignees: [manager.user._id, admin.user._id] });
    expect(typesOf(await aboutTask(admin, task))).toEqual(['task_assigned']);
    expect(typesOf(await aboutTask(manager, task))).toEqual(['task_assigned']);
  });

  it('carry titles and names as text, never as markup', async () => {
    const { manager } = scene.cast;
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: '<script>alert(1)</script> & <b>bold</b>',
      assignees: [manager.user._id],
    });
    const [assigned] = await aboutTask(manager, task);
    expect(assigned?.message).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(assigned?.message).not.toContain('<script>');
  });

  it("tell a task's assignees and members that its priority changed, and nobody else", async () => {
    const { manager, member, admin, owner } = scene.cast;
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: 'Fix the login',
      priority: 4,
      assignees: [manager.user._id],
      members: [admin.user._id],
    });

    await scene.calls.updateTask(task._id, { priority: 2 });

    const [changed] = (await aboutTask(admin, task)).filter(
      (each) => each.type === 'task_priority_changed',
    );
    expect(changed).toMatchObject({
      title: 'Task priority changed',
      message: `<strong>The member</strong> changed the priority of <strong>Fix the login</strong> (${task.taskId}) from Medium to Urgent`,
    });
    expect(typesOf(await aboutTask(manager, task))).toEqual([
      'task_priority_changed',
      'task_assigned',
    ]);
    expect(await aboutTask(member, task)).toEqual([]);
    expect(await aboutTask(owner, task)).toEqual([]);
    // The same priority again changes nothing.
    await scene.calls.updateTask(task._id, { priority: 2, title: 'Fix the sign-in' });
    expect(await aboutTask(admin, task)).toHaveLength(1);
  });
});
