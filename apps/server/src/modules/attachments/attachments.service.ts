import type { Readable } from 'node:stream';
import { attachmentThumbnailPath, type Attachment } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { TaskRow } from '../../db/schema/index';
import { announce, type Initiator } from '../../events/board-events';
import { forbidden, notFound } from '../../http/app-error';
import type { TaskAccess } from '../boards/board.policy';
import { recordTaskActivity } from '../tasks/task-activity.repo';
import { clearCover } from '../tasks/task-cover.repo';
import { readTask } from '../tasks/task.json.repo';
import { mayDeleteAttachment, type AttachmentAccess } from './attachment.policy';
import { presentAttachment } from './attachment.presenter';
import {
  attachmentCountOf,
  attachmentsOfTask,
  deleteAttachmentRow,
  insertAttachment,
} from './attachments.repo';
import { fileNameOf } from './content-type';
import type { FileStorage } from './file-storage';
import { sweepNow } from './stored-file-sweep.service';
import { discardUpload, storeUpload, type StoredUpload } from './stored-upload.service';

/** A file as the upload route hands it over: the name the client gave and its bytes. */
export interface Upload {
  fileName: string;
  file: Readable;
}

export async function listAttachments(ctx: AppContext, task: TaskRow): Promise<Attachment[]> {
  return (await attachmentsOfTask(ctx.db, task.id)).map(presentAttachment);
}

/**
 * Attaches a file to the task: its bytes are stored first (storeUpload), then recorded with the
 * plan's storage limit checked (402, the bytes deleted), in the task's history and announced to
 * the board with the card's new count.
 */
export async function addAttachment(
  ctx: AppContext,
  storage: FileStorage,
  { task, access }: Pick<TaskAccess, 'task' | 'access'>,
  upload: Upload,
  initiator: Initiator,
): Promise<Attachment> {
  const workspaceId = access.board.workspaceId;
  const stored = await storeUpload(ctx, storage, workspaceId, upload.file);
  try {
    return await recordAttachment(ctx, { task, access }, stored, upload.fileName, initiator);
  } catch (error) {
    await discardUpload(ctx, stored);
    throw error;
  }
}

async function recordAttachment(
  ctx: AppContext,
  { task, access }: Pick<TaskAccess, 'task' | 'access'>,
  stored: StoredUpload,
  fileName: string,
  initiator: Initiator,
): Promise<Attachment> {
  const workspaceId = access.board.workspaceId;
  return ctx.db.transaction(async (tx) => {
    await ctx.plans.assertCanStore(tx, workspaceId, stored.size);
    const row = await insertAttachment(tx, {
      id: stored.id,
      workspaceId,
      taskId: task.id,
      name: fileNameOf(fileName),
      size: stored.size,
      mimeType: stored.mimeType,
      storageKey: stored.key,
      thumbnailKey: stored.thumbnailKey,
      uploadedBy: access.user.id,
    });
    if (!row) throw notFound('Task not found');
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'attachment_added',
      data: { attachment: row.name },
    });
    const attachment = presentAttachment({ attachment: row, uploader: access.user });
    await announce(tx, initiator, task.boardId, 'ATTACHMENT_ADDED', {
      taskId: task.id,
      attachment,
      attachmentCount: await attachmentCountOf(tx, task.id),
    });
    return attachment;
  });
}

/**
 * Deletes a file: its uploader may, and whoever manages the board (else 403). The row goes in
 * the request, with a history line and the board told, and the task's cover with it if the file
 * was the cover (the board hears the task updated); the bytes go with the sweep, kicked once the
 * deletion has committed.
 */
export async function removeAttachment(
  ctx: AppContext,
  gate: AttachmentAccess,
  initiator: Initiator,
): Promise<void> {
  if (!mayDeleteAttachment(gate))
    throw forbidden('Only its uploader or a board admin may delete this file');
  const { attachment, task, access } = gate;
  await ctx.db.transaction(async (tx) => {
    await deleteAttachmentRow(tx, attachment.id);
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'attachment_deleted',
      data: { attachment: attachment.name },
    });
    await announce(tx, initiator, task.boardId, 'ATTACHMENT_DELETED', {
      taskId: task.id,
      attachmentId: attachment.id,
      attachmentCount: await attachmentCountOf(tx, task.id),
    });
    if (await clearCover(tx, task.id, attachmentThumbnailPath(attachment.id))) {
      const updatedTask = await readTask(tx, task.id);
      await announce(tx, initiator, task.boardId, 'TASK_UPDATED', { task: updatedTask });
    }
  });
  void sweepNow(ctx);
}
