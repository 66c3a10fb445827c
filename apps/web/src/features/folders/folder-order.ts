import { POSITION_STEP, type Folder } from '@teamboard/shared';

/** A folder's new position among its siblings. */
export interface FolderPlacement {
  id: string;
  position: number;
}

/**
 * The siblings (`siblingIds`, in the order shown) after dragging `activeId` onto `overId`: it
 * takes that folder's place, and the siblings are numbered 1024, 2048, … in their new order.
 * Null when nothing moves.
 */
export function planFolderReorder(
  siblingIds: readonly string[],
  activeId: string,
  overId: string,
): FolderPlacement[] | null {
  const from = siblingIds.indexOf(activeId);
  const to = siblingIds.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return null;
  return siblingIds
    .toSpliced(from, 1)
    .toSpliced(to, 0, activeId)
    .map((id, index) => ({ id, position: (index + 1) * POSITION_STEP }));
}

/** `folders` with these positions applied. */
export function placeFolders(folders: readonly Folder[], placements: readonly FolderPlacement[]) {
  const positions = new Map(placements.map(({ id, position }) => [id, position]));
  return folders.map((folder) => {
    const position = positions.get(folder._id);
    return position === undefined ? folder : { ...folder, position };
  });
}
