import { PassThrough, type Readable } from 'node:stream';
import {
  coverAttachmentId,
  attachmentThumbnailPath,
  ERROR_CODES,
  formatFileSize,
} from '@teamboard/shared';
import {
  PLAN_LABELS,
  type Plan,
  type PlanLimitDetails,
  type PlanLimits,
} from '@teamboard/shared/billing';
import { exportedFilePath, type ExportContents } from '@teamboard/shared/workspace-export';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { keepStoredFiles } from '../attachments/attachments.repo';
import { fileNameOf } from '../attachments/content-type';
import type { FileStorage } from '../attachments/file-storage';
import {
  discardUploads,
  storeUpload,
  type StoredUpload,
} from '../attachments/stored-upload.service';
import type { IdMap } from './import-ids';
import { toDate } from './import-dates';
import { insertAll } from './import-insert.repo';
import { eachZipEntry } from './zip-entries';
import { ExportZipRejected, ExportZipTooLarge } from './zip-reader';

type AttachmentRows = ExportContents['attachments'];

/**
 * Refuses, before anything is stored, an import whose files this server would not take: one
 * larger than ATTACHMENT_MAX_BYTES (413), or more bytes in all than the plan a new workspace
 * starts on stores (402, as an upload past it is).
 */
export function assertAttachmentsFit(
  ctx: Pick<AppContext, 'config'>,
  { plan, limits }: { plan: Plan; limits: PlanLimits },
  rows: AttachmentRows,
): void {
  const max = ctx.config.attachmentMaxBytes;
  const large = rows.find((row) => row.size > max);
  if (large) {
    throw new ExportZipTooLarge(
      `attachments.json: "${large.name}" is ${formatFileSize(large.size)}, larger than this server takes (max ${formatFileSize(max)})`,
    );
  }
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  if (limits.storageBytes !== null && total > limits.storageBytes) {
    throw pastStorage(plan, limits.storageBytes, total);
  }
}

function pastStorage(plan: Plan, max: number, total: number): AppError {
  // No workspace to upgrade yet: the upgrade is to a plan of the person's own workspaces.
  const details: PlanLimitDetails = {
    limit: 'storageBytes',
    plan,
    max,
    upgradeUrl: '/account/billing',
  };
  return new AppError(
    402,
    ERROR_CODES.planLimit,
    `The ${PLAN_LABELS[plan]} plan a new workspace starts on allows ${formatFileSize(max)} of attached files, and this export holds ${formatFileSize(total)}: delete files in the exported workspace and export it again.`,
    details,
  );
}

/** An import's attached files, stored and not yet recorded, by their exported id. */
export type ImportedFiles = Map<string, StoredUpload>;

/**
 * Streams the attached files out of the zip into the file storage, one after another, as
 * uploads of the new workspace: each one's type read from its bytes, an executable refused, its
 * size held to ATTACHMENT_MAX_BYTES and to what attachments.json says, an image's thumbnail
 * made. Until the import records them their keys are on the sweep's list; if anything fails,
 * what was stored is deleted.
 */
export async function storeImportedAttachments(
  ctx: AppContext,
  storage: FileStorage,
  workspaceId: string,
  zipFile: string,
  rows: AttachmentRows,
): Promise<ImportedFiles> {
  const files: ImportedFiles = new Map();
  if (rows.length === 0) return files;
  const wanted = new Map(rows.map((row) => [exportedFilePath(row._id), row]));
  try {
    await eachZipEntry(zipFile, async (name, open) => {
      const row = wanted.get(name);
      if (!row || files.has(row._id)) return;
      const where = `${name} ("${row.name}")`;
      const bytes = damagedRefused(await open());
      const stored = await storeUpload(ctx, storage, workspaceId, bytes).catch((error: unknown) => {
        throw asRejection(where, error);
      });
      files.set(row._id, stored);
      if (stored.size !== row.size) {
        throw new ExportZipRejected(
          `${where} holds ${String(stored.size)} bytes, not the ${String(row.size)} attachments.json gives`,
        );
      }
    });
    const lacking = rows.find((row) => !files.has(row._id));
    if (lacking) {
      throw new ExportZipRejected(
        `attachments.json lists "${lacking.name}", but the zip holds no ${exportedFilePath(lacking._id)}`,
      );
    }
    return files;
  } catch (error) {
    await discardImportedAttachments(ctx, files);
    throw error;
  }
}

/** The stored files of an import that did not go through: deleted now. */
export async function discardImportedAttachments(
  ctx: AppContext,
  files: ImportedFiles,
): Promise<void> {
  if (files.size > 0) await discardUploads(ctx, [...files.values()]);
}

/**
 * Records the stored files as the new workspace's attachments (their keys leave the sweep's
 * list in the same transaction): names cleaned as an upload's are, type and size as stored, the
 * uploader the importer or a placeholder like a comment's author.
 */
export async function writeAttachments(
  tx: Database,
  workspaceId: string,
  rows: AttachmentRows,
  files: ImportedFiles,
  ids: { people: IdMap; tasks: IdMap },
): Promise<void> {
  const values = rows.flatMap((row) => {
    const stored = files.get(row._id);
    if (!stored) return [];
    return [
      {
        id: stored.id,
        workspaceId,
        taskId: ids.tasks.of(row.taskId, 'attachments.json'),
        name: fileNameOf(row.name),
        size: stored.size,
        mimeType: stored.mimeType,
        storageKey: stored.key,
        thumbnailKey: stored.thumbnailKey,
        uploadedBy: ids.people.optional(row.uploadedBy),
        createdAt: toDate(row.createdAt),
      },
    ];
  });
  await insertAll(tx, 'attachments', values);
  await keepStoredFiles(tx, values);
}

/**
 * A task's cover here: one showing an attached image points at that image's new copy (none when
 * the file did not come along); any other cover stays as it was.
 */
export function importedCover(cover: string | null, files: ImportedFiles): string | null {
  const exported = cover ? coverAttachmentId(cover) : null;
  if (!exported) return cover;
  const stored = files.get(exported);
  return stored ? attachmentThumbnailPath(stored.id) : null;
}

/** An entry's bytes; a zip too damaged to inflate them refuses the import (400). */
function damagedRefused(entry: Readable): Readable {
  const passed = new PassThrough();
  entry.once('error', () =>
    passed.destroy(new ExportZipRejected('The zip archive is damaged and cannot be read')),
  );
  return entry.pipe(passed);
}

/** An upload's refusal (an executable, a file too large) as the import's, naming the file. */
function asRejection(where: string, error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const message = `${where}: ${error.message}`;
  return error.statusCode === 413 ? new ExportZipTooLarge(message) : new ExportZipRejected(message);
}
