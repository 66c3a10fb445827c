import { asc, eq, inArray } from 'drizzle-orm';
import type { ExportContents } from '@teamboard/shared/workspace-export';
import type { Database } from '../../db/client';
import { attachments, boards, tasks } from '../../db/schema/index';

/** Where an attached file's bytes are in the file storage, for the zip to copy them. */
export interface StoredFileOf {
  attachmentId: string;
  key: string;
  mimeType: string;
}

/** The workspace's attachments as the export lists them, and where each one's bytes are. */
export async function readAttachments(
  tx: Database,
  workspaceId: string,
): Promise<{ attachments: ExportContents['attachments']; storedFiles: StoredFileOf[] }> {
  const taskIds = tx
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .where(eq(boards.workspaceId, workspaceId));
  const rows = await tx
    .select()
    .from(attachments)
    .where(inArray(attachments.taskId, taskIds))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  return {
    attachments: rows.map((row) => ({
      _id: row.id,
      taskId: row.taskId,
      name: row.name,
      size: row.size,
      mimeType: row.mimeType,
      uploadedBy: row.uploadedBy,
      createdAt: row.createdAt.toISOString(),
    })),
    storedFiles: rows.map((row) => ({
      attachmentId: row.id,
      key: row.storageKey,
      mimeType: row.mimeType,
    })),
  };
}
