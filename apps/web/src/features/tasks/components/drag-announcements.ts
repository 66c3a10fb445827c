import type { Active, Announcements, Over } from '@dnd-kit/core';
import { dragData } from './drag-data';

/** How screen readers hear a card or a column named (dnd-kit would read out ids). */
function named(item: Active | Over | null): string {
  const data = dragData(item);
  switch (data?.type) {
    case 'task':
      return `task ${data.task.taskId}`;
    case 'column':
      return `column ${data.column.title}`;
    case 'column-area':
      return `the end of column ${data.title}`;
    default:
      return 'nothing';
  }
}

export const boardAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${named(active)}.`,
  onDragOver: ({ active, over }) =>
    over ? `${named(active)} is over ${named(over)}.` : `${named(active)} is over no drop area.`,
  onDragEnd: ({ active, over }) =>
    over ? `${named(active)} was dropped on ${named(over)}.` : `${named(active)} was put back.`,
  onDragCancel: ({ active }) => `Moving ${named(active)} was cancelled.`,
};
