import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useMoveTask, type MoveTaskVariables } from '../api/move-task';
import { noteDrop } from './drop-click-guard';
import { taskCollisions } from './task-collisions';

interface DropData {
  columnId?: string;
  /** Set by dnd-kit on cards: their index in their column. */
  sortable?: { index: number };
  /** Set on a column's drop area: how many cards it holds. */
  count?: number;
}

/** Where the card lands: before the card it was dropped on, or at the end of a column. */
export function dropTarget({ active, over }: DragEndEvent): MoveTaskVariables | null {
  const data = over?.data.current as DropData | undefined;
  if (!over || !data?.columnId || over.id === active.id) return null;
  const index = data.sortable?.index ?? data.count ?? Number.MAX_SAFE_INTEGER;
  return { taskId: String(active.id), columnId: data.columnId, index };
}

/** Drag and drop of cards within and between the board's columns, by pointer or keyboard. */
export function TaskDndContext({ boardId, children }: { boardId: string; children: ReactNode }) {
  const move = useMoveTask(boardId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    noteDrop();
    const target = dropTarget(event);
    if (target) move.mutate(target);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={taskCollisions} onDragEnd={onDragEnd}>
      {children}
    </DndContext>
  );
}
