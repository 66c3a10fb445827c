import { DEFAULT_CARD_PROPERTIES } from '@teamboard/shared';
import { DndContext, DragOverlay, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDragSensors } from '../../../lib/dnd/use-drag-sensors';
import { useBoardPreferences } from '../../boards/api/get-board-preferences';
import { shortcutCodes } from '../../shortcuts/shortcut-keys';
import { SHORTCUTS } from '../../shortcuts/shortcut-list';
import { readTasks } from '../api/get-tasks';
import { useMoveTask } from '../api/move-task';
import { keepFocusOnDropped } from '../board-keys/card-focus';
import { boardKeyboardCoordinates } from './board-keyboard-coordinates';
import { boardAnnouncements } from './drag-announcements';
import { dragData, type DragData } from './drag-data';
import { DragPreview } from './drag-preview';
import { noteDrop } from './drop-click-guard';
import { boardCollisions } from './task-collisions';
import { dropTarget } from './task-drop-target';

/**
 * The keyboard picks a card up with the list's key (Space) only: Enter on a focused card opens
 * its task. Space or Enter drops it, Escape cancels.
 */
const MOVE_KEYS = shortcutCodes(SHORTCUTS.moveCard.keys);
const KEYBOARD_CODES = {
  start: MOVE_KEYS,
  cancel: ['Escape'],
  end: [...MOVE_KEYS, 'Enter', 'Tab'],
};
const ACCESSIBILITY = {
  announcements: boardAnnouncements,
  screenReaderInstructions: {
    draggable: `${SHORTCUTS.moveCard.label}. Enter opens the task.`,
  },
};

interface TaskDndContextProps {
  boardId: string;
  /** A column was dropped on another: it takes that column's place. */
  onColumnDrop: (columnId: string, overColumnId: string) => void;
  children: ReactNode;
}

/**
 * Drag and drop on the board, by pointer or keyboard: cards within and between columns (moved
 * here), and columns by their handle (handed to `onColumnDrop`). The dragged item follows the
 * pointer in an overlay above the columns.
 */
export function TaskDndContext({ boardId, onColumnDrop, children }: TaskDndContextProps) {
  const queryClient = useQueryClient();
  const move = useMoveTask(boardId);
  const preferences = useBoardPreferences(boardId);
  const properties = preferences.data?.preferences.defaultCardProperties ?? DEFAULT_CARD_PROPERTIES;
  const [dragged, setDragged] = useState<DragData | null>(null);
  const sensors = useDragSensors(boardKeyboardCoordinates, KEYBOARD_CODES);

  const onDragStart = ({ active }: DragStartEvent) => setDragged(dragData(active) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    noteDrop();
    const { active, over } = event;
    if (dragData(active)?.type === 'column') {
      if (over && over.id !== active.id && dragData(over)?.type === 'column') {
        onColumnDrop(String(active.id), String(over.id));
      }
      return;
    }
    const target = dropTarget(event, readTasks(queryClient, boardId));
    if (target) move.mutate(target);
    if (event.activatorEvent instanceof KeyboardEvent) keepFocusOnDropped(String(active.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      accessibility={ACCESSIBILITY}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && <DragPreview data={dragged} properties={properties} />}
      </DragOverlay>
    </DndContext>
  );
}
