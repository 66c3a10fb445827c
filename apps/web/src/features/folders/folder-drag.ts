import type { Folder } from '@teamboard/shared';

/**
 * What the folder tree gives dnd-kit as data: a folder dragged by its handle to reorder it among
 * its siblings (`parentId` as the tree shows it), and a folder's row (or "All projects", folder
 * null) where a project can be dropped to move it there.
 */
export type FolderDragData =
  | { type: 'folder'; folder: Folder; parentId: string | null }
  | { type: 'folder-target'; folderId: string | null; name: string };

/** The id of a folder's drop area for projects (its sortable id is the folder's own id). */
export function folderTargetId(folderId: string | null): string {
  return `folder-target:${folderId ?? 'root'}`;
}
