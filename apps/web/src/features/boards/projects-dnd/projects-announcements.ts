import type { Active, Announcements, Over } from '@dnd-kit/core';
import { projectsDragData } from './drag-data';

/** How screen readers hear a project or a folder named (dnd-kit would read out ids). */
function named(item: Active | Over | null): string {
  const data = projectsDragData(item);
  switch (data?.type) {
    case 'board':
      return `project ${data.board.title}`;
    case 'folder':
      return `folder ${data.folder.name}`;
    case 'folder-target':
      return data.folderId === null ? 'All projects (no folder)' : `folder ${data.name}`;
    default:
      return 'nothing';
  }
}

export const projectsAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${named(active)}.`,
  onDragOver: ({ active, over }) =>
    over ? `${named(active)} is over ${named(over)}.` : `${named(active)} is over no drop area.`,
  onDragEnd: ({ active, over }) =>
    over && over.id !== active.id
      ? `${named(active)} was dropped on ${named(over)}.`
      : `${named(active)} was put back.`,
  onDragCancel: ({ active }) => `Moving ${named(active)} was cancelled.`,
};
