import { describe, expect, it } from 'vitest';
import { buildCard, buildTask } from '../../test/task-fixtures';
import { mergeFetchedTasks } from './board-task-list';

const LATER = '2026-01-02T00:00:00.000Z';

describe('a fetched board list', () => {
  const whole = buildTask({ _id: 'a', description: 'All of it' });
  const card = buildCard({ _id: 'a' });

  it('keeps the whole parts of a task loaded whole while it is unchanged', () => {
    const relabelled = {
      ...card,
      labels: [{ _id: 'l', name: 'Renamed', color: '#000000', scope: 'board' as const }],
    };
    const merged = mergeFetchedTasks([whole], {
      version: 2,
      complete: true,
      tasks: [relabelled],
      removed: [],
    });
    const kept = { ...relabelled, description: 'All of it', timeEntries: whole.timeEntries };
    expect(merged).toEqual({ version: 2, tasks: [kept] });
  });

  it('takes the card of a task changed since', () => {
    const changed = { ...card, title: 'Renamed', updatedAt: LATER };
    const answer = { version: 3, complete: true, tasks: [changed], removed: [] };
    expect(mergeFetchedTasks([whole], answer).tasks).toEqual([changed]);
  });

  it('applies changes since its version: deleted tasks go, changed ones come, others stay', () => {
    const kept = buildTask({ _id: 'kept' });
    const gone = buildCard({ _id: 'gone' });
    const moved = buildCard({ _id: 'moved', columnId: 'c1' });
    const added = buildCard({ _id: 'added' });
    const answer = {
      version: 9,
      complete: false,
      tasks: [{ ...moved, columnId: 'c2', updatedAt: LATER }, added],
      removed: ['gone'],
    };
    const merged = mergeFetchedTasks([kept, gone, moved], answer);
    expect(merged.version).toBe(9);
    expect(merged.tasks.map((task) => [task._id, task.columnId])).toEqual([
      ['kept', kept.columnId],
      ['moved', 'c2'],
      ['added', added.columnId],
    ]);
    expect(merged.tasks[0]).toBe(kept);
  });
});
