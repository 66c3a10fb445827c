import type { Folder, ReorderFoldersInput, UpdateFolderInput } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { FolderRow } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import { assertFolderInWorkspace } from '../boards/boards.service';
import type { Membership } from '../workspaces/workspace.policy';
import { folderNotFound, visibleFolders } from './folder.policy';
import { presentFolder } from './folder.presenter';
import {
  countFoldersIn,
  deleteFolderKeepingContents,
  foldersOfWorkspace,
  insertFolder,
  setFolderPosition,
  updateFolder,
} from './folders.repo';

/** The workspace's folders the member may see, in position order. */
export async function listFolders(db: Database, membership: Membership): Promise<Folder[]> {
  const rows = await foldersOfWorkspace(db, membership.workspace.id);
  return (await visibleFolders(db, membership, rows)).map(presentFolder);
}

/** Adds a folder after the workspace's last one, at the top level or inside one of its folders. */
export async function createFolder(
  db: Database,
  workspaceId: string,
  input: { name: string; parentFolder?: string | null },
): Promise<Folder> {
  await assertFolderInWorkspace(db, input.parentFolder, workspaceId);
  const row = await insertFolder(db, {
    workspaceId,
    name: input.name,
    parentFolderId: input.parentFolder ?? null,
  });
  return presentFolder(row);
}

/** Sets the positions of some of the workspace's folders at once; any other folder is a 400. */
export async function reorderFolders(
  db: Database,
  workspaceId: string,
  items: ReorderFoldersInput['items'],
): Promise<void> {
  const ids = new Set(items.map((item) => item.id));
  if ((await countFoldersIn(db, workspaceId, [...ids])) !== ids.size)
    throw badRequest('Every folder must belong to this workspace');
  await db.transaction(async (tx) => {
    for (const item of items) await setFolderPosition(tx, item.id, item.position);
  });
}

/** Renames, moves or repositions the folder; a new parent must be in the same workspace. */
export async function changeFolder(
  db: Database,
  folder: FolderRow,
  { parentFolder, ...rest }: UpdateFolderInput,
): Promise<Folder> {
  if (parentFolder !== undefined) await assertValidParent(db, folder, parentFolder);
  const row = await updateFolder(db, folder.id, {
    ...rest,
    ...(parentFolder !== undefined ? { parentFolderId: parentFolder } : {}),
  });
  if (!row) throw folderNotFound();
  return presentFolder(row);
}

/** Deletes the folder; nothing inside is lost: its boards and sub-folders move up to its parent. */
export async function deleteFolder(db: Database, folder: FolderRow): Promise<void> {
  await db.transaction((tx) => deleteFolderKeepingContents(tx, folder));
}

/** A folder may not be moved into itself or below itself. */
async function assertValidParent(
  db: Database,
  folder: FolderRow,
  parentId: string | null,
): Promise<void> {
  if (!parentId) return;
  await assertFolderInWorkspace(db, parentId, folder.workspaceId);
  const parentOf = new Map(
    (await foldersOfWorkspace(db, folder.workspaceId)).map((row) => [row.id, row.parentFolderId]),
  );
  for (let current: string | null = parentId; current; current = parentOf.get(current) ?? null) {
    if (current === folder.id) throw badRequest('A folder cannot be moved inside itself');
  }
}
