import type { Active, ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { buildColumn } from '../../../test/board-fixtures';
import { buildTask } from '../../../test/task-fixtures';
import type { DragData } from './drag-data';
import { boardCollisions } from './task-collisions';

const box = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

function container(id: string, data: DragData): DroppableContainer {
  return {
    id,
    key: id,
    data: { current: data },
    disabled: false,
    node: { current: null },
    rect: { current: null },
  };
}

const column = (id: string) =>
  container(id, { type: 'column', column: buildColumn({ _id: id }), visibleIds: [] });
const area = (id: string) =>
  container(`column:${id}`, { type: 'column-area', columnId: id, title: id, visibleIds: [] });
const card = (id: string, columnId: string) =>
  container(id, { type: 'task', task: buildTask({ _id: id, columnId }) });

// Two columns 300px apart; col-1's card area shows y 100-500; card "hidden" is scrolled above it.
const containers = [column('col-1'), column('col-2'), area('col-1'), area('col-2')];
containers.push(card('seen', 'col-1'), card('hidden', 'col-1'), card('other', 'col-2'));
const rects = new Map([
  ['col-1', box(0, 0, 280, 700)],
  ['col-2', box(300, 0, 280, 700)],
  ['column:col-1', box(0, 100, 280, 400)],
  ['column:col-2', box(300, 100, 280, 400)],
  ['seen', box(0, 150, 280, 80)],
  ['hidden', box(0, 20, 280, 80)],
  ['other', box(300, 150, 280, 80)],
]);

function collide(dragged: DragData, pointer: { x: number; y: number } | null) {
  const active: Active = {
    id: 'dragged',
    data: { current: dragged },
    rect: { current: { initial: null, translated: null } },
  };
  const collisionRect = pointer
    ? box(pointer.x - 10, pointer.y - 10, 20, 20)
    : box(310, 160, 20, 20);
  return boardCollisions({
    active,
    collisionRect,
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  }).map((collision) => collision.id);
}

const draggedTask: DragData = { type: 'task', task: buildTask({ _id: 'dragged' }) };
const draggedColumn: DragData = {
  type: 'column',
  column: buildColumn({ _id: 'dragged' }),
  visibleIds: [],
};

describe('boardCollisions', () => {
  it('drops a card on the card under the pointer', () => {
    expect(collide(draggedTask, { x: 100, y: 180 })[0]).toBe('seen');
  });

  it('ignores a card scrolled out of its column view, taking the column instead', () => {
    // y 50: over "hidden", but above col-1's card area.
    expect(collide(draggedTask, { x: 100, y: 50 })).toEqual(['col-1']);
  });

  it('takes the card area when no card is under the pointer', () => {
    expect(collide(draggedTask, { x: 400, y: 400 })).toEqual(['column:col-2']);
  });

  it('finds the closest card or area for the keyboard, never a column', () => {
    const ids = collide(draggedTask, null);
    expect(ids[0]).toBe('other');
    expect(ids).not.toContain('col-2');
  });

  it('drops a column only on columns', () => {
    expect(collide(draggedColumn, { x: 400, y: 180 })).toEqual(['col-2']);
    expect(collide(draggedColumn, null)[0]).toBe('col-2');
  });
});
