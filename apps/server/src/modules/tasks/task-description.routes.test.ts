import {
  MAX_TASK_DESCRIPTION_LENGTH,
  TASK_DESCRIPTION_EXCERPT_LENGTH,
  type Task,
} from '@teamboard/shared';
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

const LONG = 'Steps to reproduce. '.repeat(500);
const EXACT = 'e'.repeat(TASK_DESCRIPTION_EXCERPT_LENGTH);

const readTask = async (taskId: string) =>
  (await scene.calls.inject(scene.cast.manager, 'GET', `/api/tasks/${taskId}`)).json<{
    task: Task;
  }>().task;

describe("a task's description", () => {
  it('is an excerpt in the board list, and whole in the task, write answers and events', async () => {
    const board = await scene.calls.newBoard();
    const long = await scene.calls.newTask(board, { title: 'Long', description: LONG });
    const exact = await scene.calls.newTask(board, { title: 'Exact', description: EXACT });
    const none = await scene.calls.newTask(board, { title: 'None' });
    expect(long).toMatchObject({ description: LONG, descriptionTruncated: false });

    const listed = new Map((await scene.calls.boardTasks(board)).map((task) => [task._id, task]));
    expect(listed.get(long._id)).toMatchObject({
      description: LONG.slice(0, TASK_DESCRIPTION_EXCERPT_LENGTH),
      descriptionTruncated: true,
    });
    expect(listed.get(exact._id)).toMatchObject({
      description: EXACT,
      descriptionTruncated: false,
    });
    expect(listed.get(none._id)).toMatchObject({ description: null, descriptionTruncated: false });
    expect(await readTask(long._id)).toMatchObject({
      description: LONG,
      descriptionTruncated: false,
    });

    const updates = await scene.onBoard(scene.cast.manager, board);
    const renamed = await scene.calls.updateTask(long._id, { title: 'Long, renamed' });
    expect(renamed.json<{ task: Task }>().task).toMatchObject({ description: LONG });
    await scene.calls.moveTask(long._id, board.columns[1], 'top');
    const updated = await waitForUpdate(updates, (update) => update.type === 'TASK_UPDATED');
    const moved = await waitForUpdate(updates, (update) => update.type === 'TASK_MOVED');
    for (const update of [updated, moved])
      expect(update.payload).toMatchObject({
        task: { description: LONG, descriptionTruncated: false },
      });
  });

  it(`is refused over ${MAX_TASK_DESCRIPTION_LENGTH} characters, changing nothing`, async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, { title: 'Bounded', description: 'Short' });
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

    expect(await readTask(task._id)).toMatchObject({ description: 'Short' });
    expect(await scene.calls.boardTasks(board)).toHaveLength(1);
    const longest = 'x'.repeat(MAX_TASK_DESCRIPTION_LENGTH);
    expect((await scene.calls.updateTask(task._id, { description: longest })).statusCode).toBe(200);
  });
});
