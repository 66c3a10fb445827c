import type { BoardTask, BoardTasksHead, BoardTasksResponse } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';

const scene = useBoardScene();

const head = (boardId: string, perColumn: number | string, account = scene.cast.member) =>
  scene.calls.inject(account, 'GET', `/api/boards/${boardId}/tasks/head?perColumn=${perColumn}`);

const titles = (tasks: BoardTask[]) => tasks.map((task) => task.title);

describe("the head of a board's task list", () => {
  it("holds each column's first tasks in order, its totals and the list's version", async () => {
    const board = await scene.calls.newBoard();
    const [first, second, empty] = board.columns;
    for (const title of ['A1', 'A2', 'A3']) await scene.calls.newTask(board, { title }, first);
    for (const title of ['B1', 'B2']) await scene.calls.newTask(board, { title }, second);
    const a2 = (await scene.calls.boardTasks(board)).find((task) => task.title === 'A2');
    // A2 to the top of its column: the head follows positions, not creation.
    await scene.calls.moveTask(a2?._id ?? '', first, 'top');

    const response = await head(board.id, 2);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const answer = response.json<BoardTasksHead>();
    const whole = (
      await scene.calls.inject(scene.cast.member, 'GET', `/api/boards/${board.id}/tasks`)
    ).json<BoardTasksResponse>();

    expect(answer.version).toBe(whole.version);
    expect(answer.totals).toEqual({ [first ?? '']: 3, [second ?? '']: 2, [empty ?? '']: 0 });
    const inColumn = (columnId: string | undefined) =>
      answer.tasks.filter((task) => task.columnId === columnId);
    expect(titles(inColumn(first))).toEqual(['A2', 'A1']);
    expect(titles(inColumn(second))).toEqual(['B1', 'B2']);
    // The same cards as the whole list's, field for field.
    const cards = new Map(whole.tasks.map((task) => [task._id, task]));
    for (const task of answer.tasks) expect(task).toEqual(cards.get(task._id));
  });

  it('is empty for a board without tasks', async () => {
    const board = await scene.calls.newBoard();
    const answer = (await head(board.id, 30)).json<BoardTasksHead>();
    expect(answer.tasks).toEqual([]);
    expect(Object.values(answer.totals)).toEqual(board.columns.map(() => 0));
  });

  it('refuses a size out of range, and hides a board the caller cannot see', async () => {
    const board = await scene.calls.newBoard();
    for (const [perColumn, message] of [
      [0, 'perColumn must be at least 1'],
      [101, 'perColumn must be at most 100'],
      ['many', 'perColumn must be a number of tasks'],
      [2.5, 'perColumn must be a number of tasks'],
    ] as const) {
      const refused = await head(board.id, perColumn);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    }
    const missing = await scene.calls.inject(
      scene.cast.member,
      'GET',
      `/api/boards/${board.id}/tasks/head`,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'perColumn must be a number of tasks' });
    expect((await head(board.id, 5, scene.cast.outsider)).statusCode).toBe(404);
  });
});
