import type { BoardTask, BoardTasksResponse } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import type { TestBoard } from '../../test/board-fixture';
import { useBoardScene } from '../../test/board-scene';
import type { Account } from '../../test/workspace-fixture';

const scene = useBoardScene();

const get = (board: TestBoard, query: string, account: Account = scene.cast.member) =>
  scene.calls.inject(account, 'GET', `/api/boards/${board.id}/tasks?${query}`);

/** The titles of the tasks due in the range, in the answer's order. */
async function dueIn(board: TestBoard, dueFrom: string, dueTo: string): Promise<string[]> {
  const response = await get(board, `dueFrom=${dueFrom}&dueTo=${dueTo}`);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<BoardTasksResponse>().tasks.map((task) => task.title);
}

/** A board whose tasks are due around the turn of December 2026, one with no due date. */
async function calendarBoard(): Promise<TestBoard> {
  const board = await scene.calls.newBoard();
  const due: [string, string | null][] = [
    ['Nov 30 last second', '2026-11-30T23:59:59Z'],
    ['Dec 1 midnight', '2026-12-01T00:00:00Z'],
    // 21:00 in New York on Nov 30 is 02:00 on Dec 1 in UTC: a Dec 1 task.
    ['Dec 1 written in New York', '2026-11-30T21:00:00-05:00'],
    // 01:00 in Moscow on Dec 1 is 22:00 on Nov 30 in UTC: a Nov 30 task.
    ['Nov 30 written in Moscow', '2026-12-01T01:00:00+03:00'],
    ['Dec 31 last moment', '2026-12-31T23:59:59.999Z'],
    ['Jan 1 midnight', '2027-01-01T00:00:00Z'],
    ['No due date', null],
  ];
  for (const [title, dueDate] of due) await scene.calls.newTask(board, { title, dueDate });
  return board;
}

describe("a board's tasks in a due-date range", () => {
  it('are those due on the UTC days from dueFrom to dueTo, both included, in due order', async () => {
    const board = await calendarBoard();
    expect(await dueIn(board, '2026-12-01', '2026-12-31')).toEqual([
      'Dec 1 midnight',
      'Dec 1 written in New York',
      'Dec 31 last moment',
    ]);
    expect(await dueIn(board, '2026-11-30', '2026-11-30')).toEqual([
      'Nov 30 written in Moscow',
      'Nov 30 last second',
    ]);
    expect(await dueIn(board, '2026-12-01', '2026-12-01')).toEqual([
      'Dec 1 midnight',
      'Dec 1 written in New York',
    ]);
    expect(await dueIn(board, '2027-01-01', '2027-01-01')).toEqual(['Jan 1 midnight']);
    expect(await dueIn(board, '2026-12-02', '2026-12-30')).toEqual([]);
    const everything = await dueIn(board, '2000-01-01', '2100-12-31');
    expect(everything).toHaveLength(6);
    expect(everything).not.toContain('No due date');
  });

  it('carry the same cards as the whole list, fresh each time, leaving its ETag alone', async () => {
    const board = await calendarBoard();
    const whole = await get(board, '');
    const etag = String(whole.headers.etag);
    const range = await get(board, 'dueFrom=2026-12-01&dueTo=2026-12-01');
    expect(range.headers['cache-control']).toBe('private, no-cache');
    expect(range.headers.etag).toBeUndefined();
    const body = range.json<BoardTasksResponse>();
    expect(body).toMatchObject({ complete: true, removed: [] });
    expect(body.version).toBe(whole.json<BoardTasksResponse>().version);
    const cardsById = new Map(
      whole.json<BoardTasksResponse>().tasks.map((task): [string, BoardTask] => [task._id, task]),
    );
    for (const card of body.tasks) expect(card).toEqual(cardsById.get(card._id));

    const again = await get(board, '');
    expect(again.headers.etag).toBe(etag);
    expect(again.json<BoardTasksResponse>().tasks).toHaveLength(7);

    const [moved] = body.tasks;
    await scene.calls.updateTask(String(moved?._id), { dueDate: '2026-12-15T12:00:00Z' });
    expect(await dueIn(board, '2026-12-01', '2026-12-01')).toEqual(['Dec 1 written in New York']);
    expect(await dueIn(board, '2026-12-15', '2026-12-15')).toEqual(['Dec 1 midnight']);
  });

  it('are refused without both days, in the wrong order, with since, or with a bad day', async () => {
    const board = await scene.calls.newBoard();
    const refusals: [string, string][] = [
      ['dueFrom=2026-12-01', 'Give both dueFrom and dueTo, or neither'],
      ['dueTo=2026-12-01', 'Give both dueFrom and dueTo, or neither'],
      ['dueFrom=2026-12-02&dueTo=2026-12-01', 'dueFrom must not be after dueTo'],
      [
        'since=0&dueFrom=2026-12-01&dueTo=2026-12-31',
        'Ask for changes since a version or for a due-date range, not both',
      ],
      ['dueFrom=2026-13-01&dueTo=2026-12-31', 'Use an ISO date (YYYY-MM-DD)'],
      ['dueFrom=2026-12-01T00:00:00Z&dueTo=2026-12-31', 'Use an ISO date (YYYY-MM-DD)'],
    ];
    for (const [query, message] of refusals) {
      const response = await get(board, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    }
  });

  it('are hidden from whoever cannot see the board', async () => {
    const board = await calendarBoard();
    const query = 'dueFrom=2026-12-01&dueTo=2026-12-31';
    for (const account of [scene.cast.guest, scene.cast.client, scene.cast.outsider]) {
      const hidden = await get(board, query, account);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ message: 'Board not found' });
    }
    const signedOut = await scene.t.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/tasks?${query}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
