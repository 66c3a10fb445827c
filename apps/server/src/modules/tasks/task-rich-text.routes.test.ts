import type { Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { aboutTask, notificationsOf, typesOf } from '../../test/notifications-of';
import type { Account } from '../../test/workspace-fixture';

const scene = useBoardScene();

const mention = (account: Account, label: string) =>
  `<span data-type="mention" data-id="${account.user._id}" data-label="${label}">@${label}</span>`;

const readTask = async (taskId: string) =>
  (await scene.calls.inject(scene.cast.member, 'GET', `/api/tasks/${taskId}`)).json<{
    task: Task;
  }>().task;

describe("a task's description as rich text", () => {
  it('is stored sanitised: no script, no handler, no javascript: link, no foreign image', async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: 'Hostile',
      description:
        '<h2 onclick="steal()">Plan</h2><script>steal()</script>' +
        '<p><a href="javascript:steal()">click</a> <a href="https://example.com">docs</a></p>' +
        '<img src="https://tracker.example/pixel.gif"><ul data-type="taskList"><li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>Ship</p></div></li></ul>',
    });
    expect(task.description).toBe(
      '<h2>Plan</h2><p><a rel="noopener noreferrer nofollow">click</a> ' +
        '<a href="https://example.com" rel="noopener noreferrer nofollow">docs</a></p>' +
        '<ul data-type="taskList"><li data-type="taskItem" data-checked="false"><label><input type="checkbox" /><span></span></label><div><p>Ship</p></div></li></ul>',
    );
    expect((await readTask(task._id)).description).toBe(task.description);
  });

  it('takes plain text as paragraphs, and an empty text as no description', async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: 'Plain',
      description: 'First line\nx < y',
    });
    expect(task.description).toBe('<p>First line</p><p>x &lt; y</p>');
    const emptied = await scene.calls.updateTask(task._id, { description: '<p></p><p> </p>' });
    expect(emptied.json<{ task: Task }>().task.description).toBeNull();
  });

  it('is searched by its words, not its tags, with entities read back', async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: 'Tagged',
      description: '<p><strong>Bold</strong> move &amp; shake</p>',
    });
    const search = async (text: string) =>
      (
        await scene.calls.inject(
          scene.cast.member,
          'GET',
          `/api/boards/${board.id}/tasks/search?q=${encodeURIComponent(text)}`,
        )
      ).json<{ taskIds: string[] }>().taskIds;
    expect(await search('strong')).toEqual([]);
    expect(await search('bold move')).toEqual([task._id]);
    expect(await search('move & shake')).toEqual([task._id]);
  });

  it('tells those it newly mentions, once, and refuses people who cannot see the board', async () => {
    const { admin, manager, outsider } = scene.cast;
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: 'Launch plan',
      description: `<p>Ask ${mention(admin, 'Admin')}</p>`,
    });
    const [told] = await notificationsOf(scene.t.app, admin, aboutTask(task));
    expect(told).toMatchObject({
      type: 'mention',
      title: 'Mentioned in a task',
      message: `<strong>The member</strong> mentioned you in the description of <strong>Launch plan</strong> (${task.taskId})`,
    });

    const both = `<p>Ask ${mention(admin, 'Admin')} and ${mention(manager, 'Manager')}</p>`;
    expect((await scene.calls.updateTask(task._id, { description: both })).statusCode).toBe(200);
    expect(typesOf(await notificationsOf(scene.t.app, admin, aboutTask(task)))).toEqual([
      'mention',
    ]);
    expect(typesOf(await notificationsOf(scene.t.app, manager, aboutTask(task)))).toEqual([
      'mention',
    ]);

    const refused = await scene.calls.updateTask(task._id, {
      description: `<p>${mention(outsider, 'Outsider')}</p>`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Mentions must be people who can see this board',
      details: [{ field: 'description' }],
    });
    expect((await readTask(task._id)).description).toBe(both);
  });
});
