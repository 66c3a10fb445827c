import type { Folder } from '@teamboard/shared';
import type { FolderRow } from '../../db/schema/index';

export function presentFolder(row: FolderRow): Folder {
  return {
    _id: row.id,
    name: row.name,
    parentFolder: row.parentFolderId,
    position: row.position,
    workspace: row.workspaceId,
  };
}
