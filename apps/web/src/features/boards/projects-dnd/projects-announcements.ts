import type { Active, Over } from '@dnd-kit/core';
import { dragAnnouncements } from '../../../lib/dnd/drag-announcements';
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

/** Dropped where it was picked up, a project or folder stays where it is. */
export const projectsAnnouncements = dragAnnouncements(
  named,
  (active, over) => over.id !== active.id,
);
