import { randomUUID } from 'node:crypto';
import type { ExportContents } from '@teamboard/shared/workspace-export';
import type { Database } from '../../db/client';
import { IdMap } from './import-ids';
import { toDate } from './import-dates';
import { insertAll } from './import-insert.repo';

/** The new ids of what the tasks and the rest hang from. */
export interface StructureIds {
  people: IdMap;
  boards: IdMap;
  columns: IdMap;
  boardLabels: IdMap;
  workspaceLabels: IdMap;
}

/**
 * The workspace's labels, column types, folders, boards with their labels, and columns. Boards
 * come in as the plan allows creating them: past its number of active boards, the rest arrive
 * archived (restoring one is checked against the plan as usual).
 */
export async function writeStructure(
  tx: Database,
  workspaceId: string,
  contents: ExportContents,
  people: IdMap,
  options: { importerId: string; maxActiveBoards: number | null },
): Promise<StructureIds> {
  const { importerId } = options;
  const statusOf = boardStatuses(contents.boards, options.maxActiveBoards);
  const workspaceLabelIds = new IdMap('workspace-labels.json', contents['workspace-labels']);
  await insertAll(
    tx,
    'workspaceLabels',
    contents['workspace-labels'].map((row) => ({
      id: workspaceLabelIds.of(row._id, 'workspace-labels.json'),
      workspaceId,
      name: row.name,
      color: row.color,
      createdAt: toDate(row.createdAt),
    })),
  );
  await insertAll(
    tx,
    'workspaceColumnTypes',
    contents['column-types'].map((row) => ({
      id: randomUUID(),
      workspaceId,
      name: row.name,
      color: row.color,
      position: row.position,
      isDefault: row.isDefault,
    })),
  );
  const folderIds = await writeFolders(tx, workspaceId, contents.folders);
  const ids: StructureIds = {
    people,
    boards: new IdMap('boards.json', contents.boards),
    columns: new IdMap('columns.json', contents.columns),
    boardLabels: new IdMap('board-labels.json', contents['board-labels']),
    workspaceLabels: workspaceLabelIds,
  };
  await insertAll(
    tx,
    'boards',
    contents.boards.map((row) => ({
      id: ids.boards.of(row._id, 'boards.json'),
      workspaceId,
      folderId: folderIds.optional(row.folderId),
      title: row.title,
      description: row.description,
      key: row.key,
      status: statusOf.get(row._id) ?? 'archived',
      position: row.position,
      taskCounter: row.taskCounter,
      weeklyHoursQuota: row.weeklyHoursQuota,
      createdAt: toDate(row.createdAt),
      updatedAt: toDate(row.updatedAt),
    })),
  );
  // Board roles are ties of members: the importer's now, the others' go with their membership
  // (given again on the boards once they have joined).
  await insertAll(
    tx,
    'boardMembers',
    contents['board-members'].flatMap((row) => {
      const boardId = ids.boards.of(row.boardId, 'board-members.json');
      const userId = people.of(row.userId, 'board-members.json');
      return userId === importerId
        ? [{ boardId, userId, role: row.role, addedAt: toDate(row.addedAt) }]
        : [];
    }),
  );
  await insertAll(
    tx,
    'boardLabels',
    contents['board-labels'].map((row) => ({
      id: ids.boardLabels.of(row._id, 'board-labels.json'),
      boardId: ids.boards.of(row.boardId, 'board-labels.json'),
      name: row.name,
      color: row.color,
    })),
  );
  await insertAll(
    tx,
    'columns',
    contents.columns.map((row) => ({
      id: ids.columns.of(row._id, 'columns.json'),
      boardId: ids.boards.of(row.boardId, 'columns.json'),
      title: row.title,
      color: row.color,
      position: row.position,
      isDone: row.isDone,
      createdAt: toDate(row.createdAt),
      updatedAt: toDate(row.updatedAt),
    })),
  );
  return ids;
}

/** Each board's status here: active ones first in board order, as many as `max` allows. */
function boardStatuses(
  exported: ExportContents['boards'],
  max: number | null,
): Map<string, 'active' | 'archived'> {
  const statuses = new Map<string, 'active' | 'archived'>();
  let active = 0;
  for (const row of [...exported].sort((a, b) => a.position - b.position)) {
    const keep = row.status === 'active' && (max === null || active < max);
    if (keep) active += 1;
    statuses.set(row._id, keep ? 'active' : 'archived');
  }
  return statuses;
}

/** Folders parents first (a parent the export lacks, or a loop, puts a folder at the top). */
async function writeFolders(
  tx: Database,
  workspaceId: string,
  exported: ExportContents['folders'],
): Promise<IdMap> {
  const ids = new IdMap('folders.json', exported);
  const known = new Set(exported.map((row) => row._id));
  const written = new Set<string>();
  let pending = exported;
  while (pending.length > 0) {
    const ready = pending.filter(
      (row) =>
        !row.parentFolderId || !known.has(row.parentFolderId) || written.has(row.parentFolderId),
    );
    const batch =
      ready.length > 0 ? ready : pending.map((row) => ({ ...row, parentFolderId: null }));
    await insertAll(
      tx,
      'folders',
      batch.map((row) => ({
        id: ids.of(row._id, 'folders.json'),
        workspaceId,
        name: row.name,
        parentFolderId: ids.optional(row.parentFolderId),
        position: row.position,
        createdAt: toDate(row.createdAt),
        updatedAt: toDate(row.updatedAt),
      })),
    );
    for (const row of batch) written.add(row._id);
    pending = pending.filter((row) => !written.has(row._id));
  }
  return ids;
}
