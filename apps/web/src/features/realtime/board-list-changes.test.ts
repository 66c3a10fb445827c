import type { BoardTask, Column, Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { applyListChange } from '../../lib/realtime/board-lists';
import { buildColumn } from '../../test/board-fixtures';
import { boardUpdate, type BoardChange } from '../../test/board-update-fixtures';
import { buildTask } from '../../test/task-fixtures';
import { buildTimeEntry } from '../../test/time-fixtures';
import { columnListChanges } from '../columns/realtime';
import { taskListChanges } from '../tasks/realtime';

/** A board's cached lists; a list that is not loaded stays undefined. */
interface BoardData {
  tasks: BoardTask[] | undefined;
  columns: Column[] | undefined;
}

const todo = buildColumn({ _id: 'todo', title: 'To do', position: 1 });
const doing = buildColumn({ _id: 'doing', title: 'Doing', position: 2 });
const done = buildColumn({ _id: 'done', title: 'Done', position: 3 });

const a = buildTask({ _id: 'a', taskId: 'WEB-1', columnId: 'todo', position: 1024 });
const b = buildTask({ _id: 'b', taskId: 'WEB-2', columnId: 'todo', position: 2048 });
const c = buildTask({ _id: 'c', taskId: 'WEB-3', columnId: 'doing', position: 1024 });

/** The board's cached lists; `null` stands for a list not loaded. */
function board(
  tasks: BoardTask[] | null = [a, b, c],
  columns: Column[] | null = [todo, doing, done],
) {
  return { tasks: tasks ?? undefined, columns: columns ?? undefined } satisfies BoardData;
}

/** The event applied to each loaded list, as the tasks' and the columns' tables do. */
function reduce(data: BoardData, change: BoardChange): BoardData {
  const update = boardUpdate('board-1', change);
  return {
    tasks: data.tasks && applyListChange(taskListChanges, data.tasks, update),
    columns: data.columns && applyListChange(columnListChanges, data.columns, update),
  };
}

/** `_id → columnId@position`, to read a whole board at a glance. */
function placements(tasks: BoardTask[] | undefined): Record<string, string> {
  return Object.fromEntries(
    (tasks ?? []).map((task) => [task._id, `${task.columnId}@${task.position}`]),
  );
}

const titles = (columns: Column[] | undefined) => columns?.map((column) => column.title);

describe('board list changes: tasks', () => {
  it('adds a created task and applies the column the server renumbered for it', () => {
    const created = buildTask({ _id: 'n', taskId: 'WEB-4', columnId: 'todo', position: 1536 });

    const next = reduce(board(), {
      type: 'TASK_CREATED',
      payload: {
        task: created,
        rebalanced: {
          columnId: 'todo',
          positions: [
            { _id: 'a', position: 1000 },
            { _id: 'n', position: 2000 },
            { _id: 'b', position: 3000 },
          ],
        },
      },
    });

    expect(placements(next.tasks)).toEqual({
      a: 'todo@1000',
      b: 'todo@3000',
      c: 'doing@1024',
      n: 'todo@2000',
    });
    expect(next.tasks?.find((task) => task._id === 'n')?.title).toBe(created.title);
  });

  it('does not list a created task twice when it is already cached', () => {
    const next = reduce(board(), {
      type: 'TASK_CREATED',
      payload: { task: { ...a, title: 'Renamed' }, rebalanced: null },
    });

    expect(next.tasks?.map((task) => task._id)).toEqual(['a', 'b', 'c']);
    expect(next.tasks?.[0]?.title).toBe('Renamed');
  });

  it('moves a task to another column and applies the renumbering of that column only', () => {
    const next = reduce(board(), {
      type: 'TASK_MOVED',
      payload: {
        task: { ...a, columnId: 'doing', position: 512 },
        rebalanced: { columnId: 'doing', positions: [{ _id: 'c', position: 4096 }] },
      },
    });

    expect(placements(next.tasks)).toEqual({ a: 'doing@512', b: 'todo@2048', c: 'doing@4096' });
  });

  it('moves a task within its column without a renumbering', () => {
    const next = reduce(board(), {
      type: 'TASK_MOVED',
      payload: { task: { ...b, position: 512 }, rebalanced: null },
    });

    expect(placements(next.tasks)).toEqual({ a: 'todo@1024', b: 'todo@512', c: 'doing@1024' });
  });

  it('replaces an updated task with the one the server sent, whole', () => {
    const updated = { ...b, title: 'New title', priority: 2, labels: [], dueDate: '2026-02-01' };

    const next = reduce(board(), { type: 'TASK_UPDATED', payload: { task: updated } });

    expect(next.tasks).toEqual([a, updated, c]);
  });

  it('drops an event older than the cached task (it arrived late)', () => {
    const newer = { ...b, title: 'Newest', updatedAt: '2026-11-23T10:00:01.000Z' };
    const late = { ...b, title: 'Older', updatedAt: '2026-11-23T10:00:00.000Z' };

    const next = reduce(board([a, newer, c]), { type: 'TASK_UPDATED', payload: { task: late } });

    expect(next.tasks).toEqual([a, newer, c]);
  });

  it('adds an updated task the cache did not have yet', () => {
    const unseen = buildTask({ _id: 'z', columnId: 'done' });

    const next = reduce(board(), { type: 'TASK_UPDATED', payload: { task: unseen } });

    expect(next.tasks?.map((task) => task._id)).toEqual(['a', 'b', 'c', 'z']);
  });

  it('removes a deleted task, and ignores one it never had', () => {
    expect(reduce(board(), { type: 'TASK_DELETED', payload: { taskId: 'b' } }).tasks).toEqual([
      a,
      c,
    ]);
    expect(reduce(board(), { type: 'TASK_DELETED', payload: { taskId: 'zzz' } }).tasks).toEqual([
      a,
      b,
      c,
    ]);
  });

  it("applies a column's renumbering to that column's tasks only", () => {
    const next = reduce(board(), {
      type: 'COLUMN_REBALANCED',
      payload: {
        rebalanced: {
          columnId: 'todo',
          positions: [
            { _id: 'b', position: 1024 },
            { _id: 'a', position: 2048 },
            // Not in this column: left alone.
            { _id: 'c', position: 9999 },
          ],
        },
      },
    });

    expect(placements(next.tasks)).toEqual({ a: 'todo@2048', b: 'todo@1024', c: 'doing@1024' });
  });

  const entry = buildTimeEntry();
  it.each<[string, (task: Task) => BoardChange]>([
    [
      'TASK_TIME_ADDED',
      (task) => ({ type: 'TASK_TIME_ADDED', payload: { task, timeEntry: entry } }),
    ],
    [
      'TASK_TIME_UPDATED',
      (task) => ({ type: 'TASK_TIME_UPDATED', payload: { task, timeEntry: entry } }),
    ],
    ['TASK_TIME_DELETED', (task) => ({ type: 'TASK_TIME_DELETED', payload: { task } })],
    ['TASK_TIMER_STARTED', (task) => ({ type: 'TASK_TIMER_STARTED', payload: { task } })],
    [
      'TASK_TIMER_STOPPED',
      (task) => ({ type: 'TASK_TIMER_STOPPED', payload: { task, timeEntry: entry } }),
    ],
    [
      'TASK_TIMER_AUTO_STOPPED',
      (task) => ({ type: 'TASK_TIMER_AUTO_STOPPED', payload: { task, timeEntry: entry } }),
    ],
    ['TASK_TIMER_CANCELLED', (task) => ({ type: 'TASK_TIMER_CANCELLED', payload: { task } })],
  ])('replaces the task carried by %s', (_type, change) => {
    const changed = { ...c, updatedAt: '2026-03-01T00:00:00.000Z' };

    const next = reduce(board(), change(changed));

    expect(next.tasks).toEqual([a, b, changed]);
  });

  it('leaves the columns as they were (same list) for a task event', () => {
    const data = board();

    const next = reduce(data, { type: 'TASK_DELETED', payload: { taskId: 'a' } });

    expect(next.columns).toBe(data.columns);
  });

  it('changes nothing when the tasks are not loaded: the fetch will bring them', () => {
    const data = board(null);

    const next = reduce(data, { type: 'TASK_CREATED', payload: { task: a, rebalanced: null } });

    expect(next.tasks).toBeUndefined();
    expect(next).toEqual(data);
  });

  it('does not change the cached lists it was given', () => {
    const data = board();
    const snapshot = structuredClone(data);

    reduce(data, {
      type: 'TASK_MOVED',
      payload: {
        task: { ...a, columnId: 'doing' },
        rebalanced: { columnId: 'doing', positions: [{ _id: 'c', position: 1 }] },
      },
    });
    reduce(data, {
      type: 'COLUMN_DELETED',
      payload: { columnId: 'todo', moveTasksTo: 'done', rebalanced: null },
    });

    expect(data).toEqual(snapshot);
  });
});

describe('board list changes: columns', () => {
  it('adds a created column in position order', () => {
    const review = buildColumn({ _id: 'review', title: 'Review', position: 2.5 });

    const next = reduce(board(), { type: 'COLUMN_CREATED', payload: { column: review } });

    expect(titles(next.columns)).toEqual(['To do', 'Doing', 'Review', 'Done']);
  });

  it('replaces an updated column, keeping the order by position', () => {
    const next = reduce(board(), {
      type: 'COLUMN_UPDATED',
      payload: { column: { ...todo, title: 'Backlog', position: 4 } },
    });

    expect(titles(next.columns)).toEqual(['Doing', 'Done', 'Backlog']);
  });

  it('takes the reordered columns whole, in position order', () => {
    const next = reduce(board(), {
      type: 'COLUMNS_REORDERED',
      payload: {
        columns: [
          { ...todo, position: 3 },
          { ...doing, position: 1 },
          { ...done, position: 2 },
        ],
      },
    });

    expect(titles(next.columns)).toEqual(['Doing', 'Done', 'To do']);
  });

  it('drops a column event older than the cached column (it arrived late)', () => {
    const renamed = { ...todo, title: 'Backlog', updatedAt: '2026-01-02T00:00:00.000Z' };
    const data = board([a, b, c], [renamed, doing, done]);

    const next = reduce(data, {
      type: 'COLUMN_UPDATED',
      payload: { column: { ...todo, title: 'Inbox', updatedAt: '2026-01-01T12:00:00.000Z' } },
    });

    expect(titles(next.columns)).toEqual(['Backlog', 'Doing', 'Done']);
  });

  it('applies a late reorder without undoing a newer rename or dropping a newer column', () => {
    const later = '2026-01-03T00:00:00.000Z';
    const renamed = { ...done, title: 'Shipped', updatedAt: later };
    const review = buildColumn({ _id: 'review', title: 'Review', position: 4, updatedAt: later });
    const data = board([a, b, c], [todo, doing, renamed, review]);

    const next = reduce(data, {
      type: 'COLUMNS_REORDERED',
      payload: {
        columns: [
          { ...todo, position: 2, updatedAt: '2026-01-02T00:00:00.000Z' },
          { ...doing, position: 1, updatedAt: '2026-01-02T00:00:00.000Z' },
          { ...done, position: 3, updatedAt: '2026-01-02T00:00:00.000Z' },
        ],
      },
    });

    expect(titles(next.columns)).toEqual(['Doing', 'To do', 'Shipped', 'Review']);
  });

  it('removes a deleted column and moves its tasks where the server put them', () => {
    const next = reduce(board(), {
      type: 'COLUMN_DELETED',
      payload: {
        columnId: 'todo',
        moveTasksTo: 'doing',
        rebalanced: {
          columnId: 'doing',
          positions: [
            { _id: 'c', position: 1024 },
            { _id: 'a', position: 2048 },
            { _id: 'b', position: 3072 },
          ],
        },
      },
    });

    expect(titles(next.columns)).toEqual(['Doing', 'Done']);
    expect(placements(next.tasks)).toEqual({ a: 'doing@2048', b: 'doing@3072', c: 'doing@1024' });
  });

  it('without new positions, shows the moved tasks below the destination ones in their order', () => {
    const next = reduce(board(), {
      type: 'COLUMN_DELETED',
      payload: { columnId: 'todo', moveTasksTo: 'doing', rebalanced: null },
    });

    expect(placements(next.tasks)).toEqual({ a: 'doing@2048', b: 'doing@3072', c: 'doing@1024' });
  });

  it('removes a deleted column whose tasks went nowhere (it had none)', () => {
    const next = reduce(board(), {
      type: 'COLUMN_DELETED',
      payload: { columnId: 'done', moveTasksTo: null, rebalanced: null },
    });

    expect(titles(next.columns)).toEqual(['To do', 'Doing']);
    expect(next.tasks).toEqual([a, b, c]);
  });

  it('changes nothing when the columns are not loaded', () => {
    const data = board(null, null);

    expect(reduce(data, { type: 'COLUMN_CREATED', payload: { column: todo } })).toEqual(data);
    expect(
      reduce(data, {
        type: 'COLUMN_DELETED',
        payload: { columnId: 'todo', moveTasksTo: 'doing', rebalanced: null },
      }),
    ).toEqual(data);
  });

  it('leaves the tasks as they were (same list) for a column event', () => {
    const data = board();

    const next = reduce(data, { type: 'COLUMN_UPDATED', payload: { column: done } });

    expect(next.tasks).toBe(data.tasks);
  });
});
