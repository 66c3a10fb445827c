import { randomUUID } from 'node:crypto';
import type { Workspace } from '@teamboard/shared';
import type { PlanLimits } from '@teamboard/shared/billing';
import type { ExportContents } from '@teamboard/shared/workspace-export';
import {
  DEFAULT_WORKSPACE_SECURITY,
  type WorkspaceSecurity,
} from '@teamboard/shared/workspace-security';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { updateUser } from '../users/users.repo';
import { recordActivity } from '../workspaces/activity.repo';
import { removeLogo, storeLogo } from '../workspaces/logo';
import { insertWorkspace } from '../workspaces/workspaces.repo';
import { isUrlAvailable, workspaceView } from '../workspaces/workspaces.service';
import type { FileStorage } from '../attachments/file-storage';
import { planOfNewWorkspace } from '../billing/workspace-plan.service';
import {
  assertAttachmentsFit,
  discardImportedAttachments,
  storeImportedAttachments,
  writeAttachments,
  type ImportedFiles,
} from './import-attachments.service';
import {
  chargeImportInvitations,
  writeMembership,
  type ImportInvitees,
} from './import-membership.service';
import { resolvePeople } from './import-people.service';
import { writeStructure } from './import-structure.service';
import { writeTasks } from './import-tasks.service';
import { readExportZipOffThread } from './zip-read-thread';
import type { ExportZip } from './zip-reader';

/**
 * Recreates an exported workspace on this instance, owned by the importer, in one transaction:
 * either all of it is there afterwards or nothing is. The zip is read and checked whole first,
 * off the event loop (ExportZipRejected: a 400 naming the problem). Ids are fresh; people other
 * than the importer are placeholders (import-people.ts) invited back (import-membership.ts).
 * It is a new workspace: created now, on the plan a new workspace gets, and everything in it
 * passes that plan's limits as creating it would (boards past the limit come in archived,
 * forms closed without the forms feature, security settings at their defaults without that
 * feature, attached files past its storage refused). The attached files are stored before the
 * transaction, as uploads are, and deleted again if it fails (import-attachments.service.ts).
 */
export async function importWorkspace(
  ctx: AppContext,
  storage: FileStorage,
  importer: UserRow,
  zipFile: string,
): Promise<Workspace> {
  const zip = await readExportZipOffThread(zipFile);
  const workspaceId = randomUUID();
  const now = ctx.clock.now();
  const { plan, limits } = planOfNewWorkspace(ctx, now);
  assertAttachmentsFit(ctx, { plan, limits }, zip.contents.attachments);
  const security = limits.securitySettings
    ? pickSecurity(zip.contents.workspace)
    : DEFAULT_WORKSPACE_SECURITY;
  const invitees = await chargeImportInvitations(
    ctx,
    importer,
    workspaceId,
    zip.contents,
    security.allowedEmailDomains,
  );
  const logo = await storeImportedLogo(ctx, zip);
  const files = await storeImportedAttachments(
    ctx,
    storage,
    workspaceId,
    zipFile,
    zip.contents.attachments,
  ).catch(async (error: unknown) => {
    await removeLogo(ctx.config.dataDir, logo);
    throw error;
  });
  const decided: ImportPlan = { workspaceId, now, limits, security, invitees, logo, files };
  const workspace = await ctx.db
    .transaction((tx) => writeWorkspace(tx, importer, zip, decided))
    .catch(async (error: unknown) => {
      await removeLogo(ctx.config.dataDir, logo);
      await discardImportedAttachments(ctx, files);
      throw error;
    });
  return workspaceView(ctx.db, { workspace, role: 'owner', user: importer });
}

/** What the import decided, and stored, before writing anything. */
interface ImportPlan {
  workspaceId: string;
  now: Date;
  limits: PlanLimits;
  security: WorkspaceSecurity;
  invitees: ImportInvitees;
  logo: string | null;
  files: ImportedFiles;
}

function pickSecurity(exported: ExportContents['workspace']): WorkspaceSecurity {
  const { invitePolicy, allowedEmailDomains, apiKeysAllowed } = exported;
  return { invitePolicy, allowedEmailDomains, apiKeysAllowed };
}

async function writeWorkspace(
  tx: Database,
  importer: UserRow,
  { manifest, contents }: ExportZip,
  plan: ImportPlan,
) {
  const exported = contents.workspace;
  const workspace = await insertWorkspace(tx, {
    id: plan.workspaceId,
    name: exported.name,
    url: await freeUrl(tx, exported.url),
    description: exported.description,
    logo: plan.logo,
    ...plan.security,
    createdAt: plan.now,
  });
  const people = await resolvePeople(tx, contents.people, importer);
  await writeMembership(tx, workspace.id, contents.members, people, {
    importerId: importer.id,
    now: plan.now,
    invitees: plan.invitees,
  });
  const ids = await writeStructure(tx, workspace.id, contents, people.ids, {
    importerId: importer.id,
    maxActiveBoards: plan.limits.activeBoards,
  });
  const taskIds = await writeTasks(tx, contents, ids, {
    exportedAt: new Date(manifest.exportedAt),
    importerId: importer.id,
    formsOpen: plan.limits.forms,
    files: plan.files,
  });
  await writeAttachments(tx, workspace.id, contents.attachments, plan.files, {
    people: ids.people,
    tasks: taskIds,
  });
  await updateUser(tx, importer.id, { lastActiveWorkspaceUrl: workspace.url });
  await recordActivity(tx, {
    workspaceId: workspace.id,
    actorId: importer.id,
    action: 'workspace.created',
    data: { importedFrom: manifest.workspace.name, exportedAt: manifest.exportedAt },
  });
  return workspace;
}

/** The exported address if free here, else the first free of address-2, address-3… */
async function freeUrl(tx: Database, exported: string): Promise<string> {
  if (await isUrlAvailable(tx, exported)) return exported;
  const base = exported.slice(0, 40);
  for (let suffix = 2; suffix < 100; suffix += 1) {
    const candidate = `${base}-${String(suffix)}`;
    if (await isUrlAvailable(tx, candidate)) return candidate;
  }
  return `${base}-${randomUUID().slice(0, 6)}`;
}

/** The exported logo, stored as a new upload of this instance; null when the export has none. */
async function storeImportedLogo(ctx: AppContext, zip: ExportZip): Promise<string | null> {
  const name = zip.contents.workspace.logoFile;
  const bytes = name ? zip.files.get(name) : undefined;
  if (!bytes) return null;
  return storeLogo(ctx.config.dataDir, randomUUID(), bytes).catch(() => null);
}
