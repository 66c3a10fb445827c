import { describe, expect, it } from 'vitest';
import { buildColumn } from '../../test/board-fixtures';
import { buildCard } from '../../test/task-fixtures';
import { overviewCounts } from './overview-counts';

const columns = [
  buildColumn({ _id: 'todo', title: 'To do' }),
  buildColumn({ _id: 'doing', title: 'Doing', position: 2 }),
  buildColumn({ _id: 'done', title: 'Done', position: 3, isDone: true }),
];

// Wednesday 2026-03-04 (UTC): this week runs Monday 2 to Sunday 8.
const TODAY = '2026-03-04';

const tasks = [
  buildCard({
    _id: 'a',
    columnId: 'todo',
    priority: 2,
    complexity: 1,
    dueDate: '2026-03-03T00:00:00.000Z',
  }),
  // 23:30 on the 3rd in UTC; 4 March in Berlin, 3 March in UTC: overdue.
  buildCard({
    _id: 'b',
    columnId: 'doing',
    priority: 2,
    complexity: null,
    dueDate: '2026-03-04T00:30:00+01:00',
  }),
  // Written with a western offset, its UTC day is the 4th (today): due, not overdue.
  buildCard({
    _id: 'c',
    columnId: 'doing',
    priority: 3,
    complexity: 5,
    dueDate: '2026-03-03T21:00:00-05:00',
  }),
  buildCard({
    _id: 'd',
    columnId: 'todo',
    priority: 1,
    complexity: null,
    dueDate: '2026-03-08T00:00:00.000Z',
  }),
  // Monday of next week: not this week.
  buildCard({
    _id: 'e',
    columnId: 'todo',
    priority: 5,
    complexity: 3,
    dueDate: '2026-03-09T00:00:00.000Z',
  }),
  // Past due but done: neither overdue nor due.
  buildCard({
    _id: 'f',
    columnId: 'done',
    priority: 2,
    complexity: 1,
    dueDate: '2026-02-01T00:00:00.000Z',
  }),
  buildCard({
    _id: 'g',
    columnId: 'done',
    priority: 4,
    complexity: null,
    dueDate: '2026-03-05T00:00:00.000Z',
  }),
  buildCard({ _id: 'h', columnId: 'todo', priority: 4, complexity: 2, dueDate: null }),
];

describe('overview counts', () => {
  const counts = overviewCounts(tasks, columns, TODAY);

  it('counts each column in board order, empty ones too', () => {
    expect(counts.total).toBe(8);
    expect(counts.byColumn.map(({ column, count }) => [column.title, count])).toEqual([
      ['To do', 4],
      ['Doing', 2],
      ['Done', 2],
    ]);
  });

  it('counts priorities and complexities by the spec names, complexity also none', () => {
    expect(counts.byPriority.map(({ name, count }) => [name, count])).toEqual([
      ['No Priority', 1],
      ['Urgent', 3],
      ['High', 1],
      ['Medium', 2],
      ['Low', 1],
    ]);
    expect(counts.byComplexity.map(({ level, name, count }) => [level, name, count])).toEqual([
      [1, 'Easy', 2],
      [2, 'Normal', 1],
      [3, 'Medium', 1],
      [4, 'Hard', 0],
      [5, 'Extreme', 1],
      [null, 'None', 3],
    ]);
  });

  it('counts overdue and due this week by UTC day, skipping done columns', () => {
    expect(counts.overdue).toBe(2); // a, b
    expect(counts.dueThisWeek).toBe(2); // c (today), d (Sunday)
  });

  it('ends the week on the day itself on a Sunday', () => {
    expect(overviewCounts(tasks, columns, '2026-03-08').dueThisWeek).toBe(1); // d
    expect(overviewCounts(tasks, columns, '2026-03-08').overdue).toBe(3); // a, b, c
  });
});
