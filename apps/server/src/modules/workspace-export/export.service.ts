import { ERROR_CODES } from '@teamboard/shared';
import type { WorkspaceExport } from '@teamboard/shared/workspace-export';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/app-error';
import type { Membership } from '../workspaces/workspace.policy';
import { exportFilePath } from './export-files';
import { WORKSPACE_EXPORT_JOB } from './workspace-export.job';
import { presentExport } from './export.presenter';
import type { WorkspaceExports } from './workspace-exports';
import { findExport, insertExport, pendingExport, recentExports } from './workspace-exports.repo';

const exportNotFound = () => notFound('Export not found');
const linkExpired = () =>
  new AppError(
    410,
    ERROR_CODES.invalidToken,
    'This download link has expired: export the workspace again',
  );

/**
 * Queues an export of the member's workspace and wakes the worker; while one is already queued
 * or running, that one is the answer (two copies of the same moment help nobody).
 */
export async function requestExport(
  ctx: AppContext,
  exports: WorkspaceExports,
  { workspace, user }: Membership,
): Promise<WorkspaceExport> {
  const row =
    (await pendingExport(ctx.db, workspace.id)) ??
    (await insertExport(ctx.db, workspace.id, user.id, ctx.clock.now()));
  void ctx.jobs.kick(WORKSPACE_EXPORT_JOB);
  return presentExport(row, exports.links, ctx.clock.now());
}

/** The workspace's recent exports, each with its link while it can be downloaded. */
export async function listExports(
  ctx: AppContext,
  exports: WorkspaceExports,
  workspaceId: string,
): Promise<WorkspaceExport[]> {
  const now = ctx.clock.now();
  const rows = await recentExports(ctx.db, workspaceId);
  return rows.map((row) => presentExport(row, exports.links, now));
}

/**
 * The zip a signed link opens: 404 for a wrong signature (it says nothing of the export), 410
 * once the link has expired or the zip is gone.
 */
export async function downloadableExport(
  ctx: AppContext,
  exports: WorkspaceExports,
  link: { exportId: string; expires: number; signature: string },
): Promise<{ file: string; name: string }> {
  const check = exports.links.check(link.exportId, link.expires, link.signature, ctx.clock.now());
  if (check === 'invalid') throw exportNotFound();
  if (check === 'expired') throw linkExpired();
  const row = await findExport(ctx.db, link.exportId);
  if (!row) throw exportNotFound();
  if (row.status !== 'ready' || !row.fileName) throw linkExpired();
  return {
    file: exportFilePath(ctx.config.dataDir, row.fileName),
    name: `teamboard-export-${row.createdAt.toISOString().slice(0, 10)}.zip`,
  };
}
