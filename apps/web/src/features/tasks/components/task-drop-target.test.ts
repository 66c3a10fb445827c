import type { Active, Over } from '@dnd-kit/core';
import type { Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { buildColumn } from '../../../test/board-fixtures';
import { buildTask } from '../../../test/task-fixtures';
import { planMove } from '../api/plan-move';
import type { DragData, SortableInfo } from './drag-data';
import { dropTarget } from './task-drop-target';

// Column col-1 holds a..e; b and d are hidden by a filter, so the list shows a, c, e.
const tasks: Task[] = ['a', 'b', 'c', 'd', 'e'].map((id, index) =>
  buildTask({ _id: id, taskId: `WEB-${index + 1}`, position: (index + 1) * 1024 }),
);
tasks.push(buildTask({ _id: 'x', taskId: 'WEB-9', columnId: 'col-2', position: 1024 }));
const shown = { 'col-1': ['a', 'c', 'e'], 'col-2': ['x'] } as const;

type Data = DragData & { sortable?: SortableInfo };
const rect = { current: { initial: null, translated: null } };

function card(id: string): Data {
  const task = tasks.find((each) => each._id === id)!;
  const list = shown[task.columnId as keyof typeof shown] as readonly string[];
  return { type: 'task', task, sortable: { containerId: task.columnId, index: list.indexOf(id) } };
}
const active = (id: string): Active => ({ id, data: { current: card(id) }, rect });
const over = (id: string, data: Data): Over => ({
  id,
  data: { current: data },
  rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
  disabled: false,
});
const overCard = (id: string) => over(id, card(id));

/** The position the server would be sent for this drop. */
function positionAfter(activeId: string, target: Over) {
  const move = dropTarget({ active: active(activeId), over: target }, tasks);
  if (!move) return null;
  return planMove(tasks, move.taskId, move.columnId, move.index)?.position ?? null;
}

describe('dropTarget in a filtered column', () => {
  it('moving down onto a shown card lands right after it, before the hidden card that follows', () => {
    // a onto c: after c (3072), before hidden d (4096).
    expect(dropTarget({ active: active('a'), over: overCard('c') }, tasks)).toEqual({
      taskId: 'a',
      columnId: 'col-1',
      index: 2,
    });
    expect(positionAfter('a', overCard('c'))).toBe(3584);
  });

  it('moving up onto a shown card lands right before it, after the hidden card before it', () => {
    // e onto c: before c (3072), after hidden b (2048).
    expect(positionAfter('e', overCard('c'))).toBe(2560);
    // e onto a: the top of the column.
    expect(positionAfter('e', overCard('a'))).toBe(512);
  });

  it('from another column lands before the card it was dropped on', () => {
    expect(dropTarget({ active: active('x'), over: overCard('c') }, tasks)).toEqual({
      taskId: 'x',
      columnId: 'col-1',
      index: 2,
    });
    expect(positionAfter('x', overCard('c'))).toBe(2560);
  });

  it('on the column area lands after the last shown card, not after hidden ones', () => {
    const area = over('column:col-1', {
      type: 'column-area',
      columnId: 'col-1',
      title: 'To do',
      visibleIds: ['a', 'c'],
    });
    // Shown: a, c; d and e hidden: x goes between c (3072) and d (4096).
    expect(positionAfter('x', area)).toBe(3584);
  });

  it('on a column with nothing shown lands at its end', () => {
    const column = over('col-1', {
      type: 'column',
      column: buildColumn({ _id: 'col-1' }),
      visibleIds: [],
    });
    expect(positionAfter('x', column)).toBe(5120 + 1024);
  });

  it('is null for no target, itself, or a drop that changes nothing', () => {
    expect(dropTarget({ active: active('a'), over: null }, tasks)).toBeNull();
    expect(dropTarget({ active: active('a'), over: overCard('a') }, tasks)).toBeNull();
    const area = over('column:col-2', {
      type: 'column-area',
      columnId: 'col-2',
      title: 'Done',
      visibleIds: ['x'],
    });
    expect(positionAfter('x', area)).toBeNull();
  });
});
