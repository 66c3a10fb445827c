import { describe, expect, it } from 'vitest';
import { buildTask } from '../../../test/task-fixtures';
import { planMove } from './plan-move';

const a = buildTask({ _id: 'a', position: 1024 });
const b = buildTask({ _id: 'b', position: 2048 });
const c = buildTask({ _id: 'c', position: 3072 });
const other = buildTask({ _id: 'x', columnId: 'col-2', position: 500 });
const tasks = [c, a, b, other];

function moved(plan: ReturnType<typeof planMove>, id: string) {
  return plan?.tasks.find((task) => task._id === id);
}

describe('planMove', () => {
  it('puts a task between its new neighbours at their midpoint', () => {
    const plan = planMove(tasks, 'x', 'col-1', 1);
    expect(plan?.position).toBe(1536);
    expect(moved(plan, 'x')).toMatchObject({ columnId: 'col-1', position: 1536 });
  });

  it('halves the first position at the top of a column', () => {
    expect(planMove(tasks, 'c', 'col-1', 0)?.position).toBe(512);
  });

  it('goes one step after the last task at the bottom', () => {
    expect(planMove(tasks, 'a', 'col-1', 2)?.position).toBe(3072 + 1024);
    expect(planMove(tasks, 'x', 'col-1', 99)?.position).toBe(3072 + 1024);
  });

  it('moves within a column counting only the other tasks', () => {
    expect(planMove(tasks, 'a', 'col-1', 1)?.position).toBe(2560);
  });

  it('takes the first step in an empty column', () => {
    const plan = planMove(tasks, 'a', 'col-3', 0);
    expect(plan?.position).toBe(1024);
    expect(moved(plan, 'a')?.columnId).toBe('col-3');
    expect(plan?.tasks).toHaveLength(4);
  });

  it('is null for a drop in place or an unknown task', () => {
    expect(planMove(tasks, 'b', 'col-1', 1)).toBeNull();
    expect(planMove(tasks, 'nope', 'col-1', 0)).toBeNull();
  });
});
