import type { BoardTask } from '@teamboard/shared';
import { useState, type PointerEvent } from 'react';
import { dragDays, draggedDates, type DragPart, type TimelineScale } from './timeline-geometry';

type Dates = ReturnType<typeof draggedDates>;

interface Drag {
  task: BoardTask;
  part: DragPart;
  originX: number;
  days: number;
}

/**
 * Dragging a bar or one of its ends by whole days with the pointer (captured, so the drag
 * follows it off the bar): the task as it would be meanwhile, and on release the dates it was
 * dragged to, handed to `onDrop` when they changed.
 */
export function useBarDrag(scale: TimelineScale, onDrop: (task: BoardTask, dates: Dates) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const grab = (event: PointerEvent<SVGElement>, task: BoardTask, part: DragPart) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ task, part, originX: event.clientX, days: 0 });
  };
  const move = (event: PointerEvent) => {
    if (!drag) return;
    const days = dragDays(event.clientX - drag.originX, scale);
    if (days !== drag.days) setDrag({ ...drag, days });
  };
  const drop = () => {
    if (drag && drag.days !== 0) onDrop(drag.task, draggedDates(drag.task, drag.part, drag.days));
    setDrag(null);
  };
  /** `task` as the drag shows it (itself when it is not the one dragged). */
  const shown = (task: BoardTask): BoardTask =>
    drag?.task._id === task._id && drag.days !== 0
      ? { ...task, ...draggedDates(drag.task, drag.part, drag.days) }
      : task;
  return { grab, move, drop, shown, dragging: drag !== null };
}
