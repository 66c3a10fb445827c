import type { BoardTask, Task } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBoard } from '../../test/board-fixture';
import { realtimeScene, type RealtimeScene } from '../../test/realtime-fixture';
import { waitForUpdate } from '../../test/socket-client';

let scene: RealtimeScene;
let board: TestBoard;

beforeAll(async () => {
  scene = await realtimeScene();
  board = await scene.calls.newBoard();
});
afterAll(async () => {
  await scene.close();
});

const REFUSAL = 'Start date cannot be after the due date';
const DEC_1 = '2026-12-01T00:00:00.000Z';
const DEC_5 = '2026-12-05T00:00:00.000Z';
const DEC_9 = '2026-12-09T00:00:00.000Z';

const create = (fields: object) =>
  scene.calls.inject(scene.cast.member, 'POST', '/api/tasks', {
    boardId: board.id,
    columnId: board.columns[0],
    fields: { title: 'Planned', ...fields },
  });
const update = (taskId: string, fields: object) => scene.calls.updateTask(taskId, fields);
const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    message: REFUSAL,
    details: [{ field: 'startDate', message: REFUSAL }],
  });
};

describe("a task's start date", () => {
  it('is never after the due date on create, and may equal it', async () => {
    expectRefused(await create({ startDate: DEC_5, dueDate: DEC_1 }));
    // The order the fields are written in does not matter.
    expectRefused(await create({ dueDate: DEC_1, startDate: DEC_5 }));
    const same = await create({ startDate: DEC_5, dueDate: DEC_5 });
    expect(same.statusCode).toBe(201);
    expect(same.json<{ task: Task }>().task).toMatchObject({ startDate: DEC_5, dueDate: DEC_5 });
    const startOnly = await create({ startDate: DEC_9 });
    expect(startOnly.json<{ task: Task }>().task).toMatchObject({
      startDate: DEC_9,
      dueDate: null,
    });
  });

  it('is checked on update against the date the task keeps', async () => {
    const task = await scene.calls.newTask(board, {
      title: 'Window',
      startDate: DEC_1,
      dueDate: DEC_5,
    });
    expectRefused(await update(task._id, { startDate: DEC_9 }));
    expectRefused(await update(task._id, { dueDate: '2026-11-30T00:00:00Z' }));
    expectRefused(await update(task._id, { dueDate: DEC_1, startDate: DEC_5 }));
    expect((await update(task._id, { startDate: DEC_5 })).statusCode).toBe(200);

    // Clearing one date frees the other.
    const cleared = await update(task._id, { dueDate: null });
    expect(cleared.json<{ task: Task }>().task).toMatchObject({ startDate: DEC_5, dueDate: null });
    expect((await update(task._id, { startDate: DEC_9 })).statusCode).toBe(200);
    await update(task._id, { startDate: null });
    const due = await update(task._id, { dueDate: DEC_1 });
    expect(due.json<{ task: Task }>().task).toMatchObject({ startDate: null, dueDate: DEC_1 });
  });

  it('is in the board list, the whole task, TASK_UPDATED and the history', async () => {
    const task = await scene.calls.newTask(board, { title: 'Shown', dueDate: DEC_9 });
    const updates = await scene.onBoard(scene.cast.manager, board);
    const written = '2026-12-02T09:30:00+02:00';
    expect((await update(task._id, { startDate: written })).statusCode).toBe(200);
    const stored = '2026-12-02T07:30:00.000Z';

    const event = await waitForUpdate(updates, (update) => update.type === 'TASK_UPDATED');
    expect(event.payload).toMatchObject({ task: { _id: task._id, startDate: stored } });
    const card = (await scene.calls.boardTasks(board)).find(
      (each: BoardTask) => each._id === task._id,
    );
    expect(card).toMatchObject({ startDate: stored, dueDate: DEC_9 });
    const read = await scene.calls.inject(scene.cast.manager, 'GET', `/api/tasks/${task._id}`);
    expect(read.json<{ task: Task }>().task).toMatchObject({ startDate: stored });

    const [latest] = await scene.calls.taskHistory(task._id);
    expect(latest).toMatchObject({ type: 'task_updated', fields: ['startDate'] });
  });
});
