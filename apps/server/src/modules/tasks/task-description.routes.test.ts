import { MAX_TASK_DESCRIPTION_LENGTH, type Task } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeScene, type RealtimeScene } from '../../test/realtime-fixture';
import { waitForUpdate } from '../../test/socket-client';

let scene: RealtimeScene;

beforeAll(async () => {
  scene = await realtimeScene();
});
afterAll(async () => {
  await scene.close();
});

const LONG = `<p>${'Steps to reproduce. '.repeat(500).trim()}</p>`;

const readTask = async (taskId: string) =>
  (await scene.calls.inject(scene.cast.manager, 'GET', `/api/tasks/${taskId}`)).json<{
    task: Task;
  }>().task;

describe("a task's description", () => {
  it('is left out of the board list, and whole in the task, write answers and events', async () => {
    const board = await scene.calls.newBoard();
    const long = await scene.calls.newTask(board, { title: 'Long', description: LONG });
    expect(long).toMatchObject({ description: LONG, timeEntries: [] });

    const [card] = await scene.calls.boardTasks(board);
    expect(card).toMatchObject({ _id: long._id, title: 'Long' });
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('timeEntries');
    expect(await readTask(long._id)).toMatchObject({ description: LONG });

    const updates = await scene.onBoard(scene.cast.manager, board);
    const renamed = await scene.calls.updateTask(long._id, { title: 'Long, renamed' });
    expect(renamed.json<{ task: Task }>().task).toMatchObject({ description: LONG });
    await scene.calls.moveTask(long._id, board.columns[1], 'top');
    const updated = await waitForUpdate(updates, (update) => update.type === 'TASK_UPDATED');
    const moved = await waitForUpdate(updates, (update) => update.type === 'TASK_MOVED');
    for (const update of [updated, moved])
      expect(update.payload).toMatchObject({
        task: { description: LONG },
      });
  });

  it(`is refused over ${MAX_TASK_DESCRIPTION_LENGTH} characters, changing nothing`, async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: 'Bounded',
      description: '<p>Short</p>',
    });
    const tooLong = 'x'.repeat(MAX_TASK_DESCRIPTION_LENGTH + 1);
    const message = 'Description must be at most 20,000 characters';

    const updated = await scene.calls.updateTask(task._id, { description: tooLong });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    const created = await scene.calls.inject(scene.cast.member, 'POST', '/api/tasks', {
      boardId: board.id,
      columnId: board.columns[0],
      fields: { title: 'Too long', description: tooLong },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ message });

    expect(await readTask(task._id)).toMatchObject({ description: '<p>Short</p>' });
    expect(await scene.calls.boardTasks(board)).toHaveLength(1);
    const longest = 'x'.repeat(MAX_TASK_DESCRIPTION_LENGTH);
    expect((await scene.calls.updateTask(task._id, { description: longest })).statusCode).toBe(200);
  });

  it('counts the text a reader sees, not the markup around it', async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, { title: 'Formatted' });
    // 1,000 bold paragraphs of 19 characters: 19,999 characters of text with the line breaks,
    // about 54,000 of HTML.
    const paragraph = `<p><strong>${'y'.repeat(19)}</strong></p>`;
    const formatted = paragraph.repeat(1000);
    const saved = await scene.calls.updateTask(task._id, { description: formatted });
    expect(saved.statusCode).toBe(200);
    expect((await readTask(task._id)).description).toBe(formatted);

    const overText = await scene.calls.updateTask(task._id, {
      description: formatted + paragraph,
    });
    expect(overText.statusCode).toBe(400);
    expect(overText.json()).toMatchObject({
      message: 'Description must be at most 20,000 characters',
      details: [{ field: 'description' }],
    });
    const overMarkup = await scene.calls.updateTask(task._id, {
      description: `<p><strong>${'<em></em>'.repeat(11_200)}x</strong></p>`,
    });
    expect(overMarkup.statusCode).toBe(400);
    expect(overMarkup.json()).toMatchObject({
      message: 'Description must be at most 100,000 characters of rich text',
    });
    expect((await readTask(task._id)).description).toBe(formatted);
  });

  it('is searched on the server, ignoring case, with the text matched as typed', async () => {
    const board = await scene.calls.newBoard();
    const other = await scene.calls.newBoard();
    const crash = await scene.calls.newTask(board, {
      title: 'Alpha',
      description: 'Crash at 100% zoom',
    });
    await scene.calls.newTask(board, { title: 'Beta', description: 'Works fine' });
    await scene.calls.newTask(board, { title: 'Gamma' });
    await scene.calls.newTask(other, { title: 'Elsewhere', description: 'crash too' });
    const search = (text: string, account = scene.cast.member) =>
      scene.calls.inject(
        account,
        'GET',
        `/api/boards/${board.id}/tasks/search?q=${encodeURIComponent(text)}`,
      );

    expect((await search('CRASH')).json()).toEqual({ taskIds: [crash._id] });
    expect((await search('100%')).json()).toEqual({ taskIds: [crash._id] });
    expect((await search('_')).json()).toEqual({ taskIds: [] });
    const blank = await search('  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Search text is required' });
    expect((await search('crash', scene.cast.outsider)).statusCode).toBe(404);
  });
});
