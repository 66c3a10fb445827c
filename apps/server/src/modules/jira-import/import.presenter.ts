import type { ImportStatus, JiraImport } from '@teamboard/shared/jira-import';
import type { JiraImportRow } from '../../db/schema/index';
import type { ShownImport } from './jira-imports.repo';

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** An upload still being stored is never shown: importsOfBoard and authorizeImport leave it out. */
function shownStatus(status: JiraImportRow['status']): ImportStatus {
  if (status === 'storing') throw new Error('an import still being stored was about to be shown');
  return status;
}

/** An import as its board's admins see it, with its first errors. */
export function presentImport({ row, errors }: ShownImport): JiraImport {
  return {
    _id: row.id,
    boardId: row.boardId,
    status: shownStatus(row.status),
    fileName: row.fileName,
    total: row.total,
    done: row.done,
    created: row.created,
    updated: row.updated,
    failed: row.failed,
    errors,
    preview: row.preview,
    mapping: row.mapping,
    createdAt: row.createdAt.toISOString(),
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
  };
}
