import type { Active, Over } from '@dnd-kit/core';
import { dragAnnouncements } from '../../../lib/dnd/drag-announcements';
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

export const boardAnnouncements = dragAnnouncements(named);
