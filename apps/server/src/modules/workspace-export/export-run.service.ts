import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  WORKSPACE_EXPORT_FORMAT_VERSION,
  WORKSPACE_EXPORT_LINK_HOURS,
} from '@teamboard/shared/workspace-export';
import type { AppContext } from '../../context';
import type { WorkspaceExportRow } from '../../db/schema/index';
import { enqueueEmail } from '../../mail/outbox';
import type { FileStorage } from '../attachments/file-storage';
import { findUserById } from '../users/users.repo';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../workspaces/logo';
import { findWorkspace } from '../workspaces/workspaces.repo';
import { collectWorkspace } from './export-collect.repo';
import { exportReadyEmail } from './export-email';
import { exportFilePath } from './export-files';
import type { WorkspaceExports } from './workspace-exports';
import { claimPendingExport, markFailed, markReady } from './workspace-exports.repo';
import { writeExportZip, type ZipAttachment } from './zip-writer';
import { appVersion } from '../../server-root';

/** How long a process holds an export it writes before another may take it over. */
const LEASE_MS = 30 * 60_000;
const LINK_MS = WORKSPACE_EXPORT_LINK_HOURS * 60 * 60_000;

/** Every pending export, one after another, until none is left to claim; answers how many. */
export async function runExports(ctx: AppContext, exports: WorkspaceExports): Promise<number> {
  let written = 0;
  for (;;) {
    const now = ctx.clock.now();
    const claimed = await claimPendingExport(ctx.db, now, new Date(now.getTime() + LEASE_MS));
    if (!claimed) return written;
    await writeExport(ctx, exports, claimed);
    written += 1;
  }
}

/** Writes one export's zip, then marks it ready and emails its link to whoever asked for it. */
async function writeExport(
  ctx: AppContext,
  { links, storage }: WorkspaceExports,
  row: WorkspaceExportRow,
): Promise<void> {
  try {
    const fileName = `${row.id}.zip`;
    await writeZipOf(ctx, storage, row, exportFilePath(ctx.config.dataDir, fileName));
    const finishedAt = ctx.clock.now();
    const expiresAt = new Date(finishedAt.getTime() + LINK_MS);
    await ctx.db.transaction(async (tx) => {
      await markReady(tx, row.id, fileName, finishedAt, expiresAt);
      const requester = row.requestedBy ? await findUserById(tx, row.requestedBy) : undefined;
      const workspace = await findWorkspace(tx, row.workspaceId);
      if (!requester || !workspace) return;
      const link = `${ctx.config.appUrl}${links.pathFor(row.id, expiresAt)}`;
      await enqueueEmail(tx, exportReadyEmail(requester, workspace.name, link));
    });
    ctx.mail.kick();
  } catch (error) {
    ctx.log.error({ err: error, exportId: row.id }, 'workspace export failed');
    await markFailed(ctx.db, row.id, 'The export could not be written', ctx.clock.now());
  }
}

async function writeZipOf(
  ctx: AppContext,
  storage: FileStorage,
  row: WorkspaceExportRow,
  target: string,
) {
  const workspace = await findWorkspace(ctx.db, row.workspaceId);
  if (!workspace) throw new Error(`workspace ${row.workspaceId} is gone`);
  const logo = logoAttachment(ctx.config.dataDir, workspace.logo);
  const { contents, storedFiles } = await collectWorkspace(ctx.db, workspace, logo?.name ?? null);
  const manifest = {
    formatVersion: WORKSPACE_EXPORT_FORMAT_VERSION,
    appVersion: await appVersion(),
    exportedAt: ctx.clock.now().toISOString(),
    workspace: { _id: workspace.id, name: workspace.name },
  };
  await writeExportZip(target, manifest, contents, logo ? [logo] : [], {
    storage,
    files: storedFiles,
  });
}

/** The workspace's uploaded logo as a file of the zip, when it has one we stored. */
function logoAttachment(dataDir: string, logo: string | null): ZipAttachment | undefined {
  if (!logo?.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const source = path.join(uploadsDir(dataDir), logo.slice(UPLOADS_URL_PREFIX.length));
  if (!existsSync(source)) return undefined;
  return { name: `logo${path.extname(source)}`, source };
}
