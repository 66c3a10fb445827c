import type { Active, DroppableContainer, Over, UniqueIdentifier } from '@dnd-kit/core';
import type { Board } from '@teamboard/shared';
import type { FolderDragData } from '../../folders/folder-drag';

/**
 * What the projects page's draggables and drop areas carry as dnd-kit data: a project card, and
 * the folder tree's folders and drop areas.
 */
export type ProjectsDragData = { type: 'board'; board: Board } | FolderDragData;

/** Set by dnd-kit on the items of a SortableContext: the ids of its list, in order. */
interface SortableInfo {
  containerId: UniqueIdentifier;
  index: number;
  items: UniqueIdentifier[];
}

export function projectsDragData(
  item: Active | Over | DroppableContainer | null | undefined,
): (ProjectsDragData & { sortable?: SortableInfo }) | undefined {
  return item?.data.current as (ProjectsDragData & { sortable?: SortableInfo }) | undefined;
}

/** Whether a drop area takes what is being dragged: a project's own kind, or a folder's siblings. */
export function acceptsDrop(
  active: ProjectsDragData | undefined,
  target: ProjectsDragData | undefined,
): boolean {
  if (!active || !target) return false;
  if (active.type === 'folder') {
    return target.type === 'folder' && target.parentId === active.parentId;
  }
  if (active.type === 'board') {
    return (
      target.type === 'folder-target' ||
      (target.type === 'board' && target.board.isFavorite === active.board.isFavorite)
    );
  }
  return false;
}
