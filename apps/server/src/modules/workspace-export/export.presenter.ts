import type { WorkspaceExport } from '@teamboard/shared/workspace-export';
import type { WorkspaceExportRow } from '../../db/schema/index';
import type { ExportLinks } from './export-links';

/** An export as the settings page shows it: the signed link only while it can be downloaded. */
export function presentExport(
  row: WorkspaceExportRow,
  links: ExportLinks,
  now: Date,
): WorkspaceExport {
  const downloadable =
    row.status === 'ready' &&
    row.fileName !== null &&
    row.expiresAt !== null &&
    row.expiresAt > now;
  return {
    _id: row.id,
    workspaceId: row.workspaceId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: downloadable && row.expiresAt ? links.pathFor(row.id, row.expiresAt) : null,
    error: row.error,
  };
}
