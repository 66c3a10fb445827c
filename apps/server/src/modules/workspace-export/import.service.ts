import { randomUUID } from 'node:crypto';
import type { Workspace } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { updateUser } from '../users/users.repo';
import { recordActivity } from '../workspaces/activity.repo';
import { removeLogo, storeLogo } from '../workspaces/logo';
import { insertWorkspace } from '../workspaces/workspaces.repo';
import { isUrlAvailable, workspaceView } from '../workspaces/workspaces.service';
import { resolvePeople } from './import-people';
import { writeStructure } from './import-structure';
import { writeTasks } from './import-tasks';
import { readExportZip, type ExportZip } from './zip-reader';

/**
 * Recreates an exported workspace on this instance, owned by the importer, in one transaction:
 * either all of it is there afterwards or nothing is. The zip is read and checked whole first
 * (ExportZipRejected: a 400 naming the problem). Ids are fresh; people are matched by email or
 * given an account (import-people.ts) and invited back (import-membership.ts).
 */
export async function importWorkspace(
  ctx: AppContext,
  importer: UserRow,
  zipFile: string,
): Promise<Workspace> {
  const zip = await readExportZip(zipFile);
  const logo = await storeImportedLogo(ctx, zip);
  const workspace = await ctx.db
    .transaction((tx) => writeWorkspace(ctx, tx, importer, zip, logo))
    .catch(async (error: unknown) => {
      await removeLogo(ctx.config.dataDir, logo);
      throw error;
    });
  return workspaceView(ctx.db, { workspace, role: 'owner', user: importer });
}

async function writeWorkspace(
  ctx: AppContext,
  tx: Database,
  importer: UserRow,
  { manifest, contents }: ExportZip,
  logo: string | null,
) {
  const exported = contents.workspace;
  const workspace = await insertWorkspace(tx, {
    name: exported.name,
    url: await freeUrl(tx, exported.url),
    description: exported.description,
    logo,
    invitePolicy: exported.invitePolicy,
    allowedEmailDomains: exported.allowedEmailDomains,
    apiKeysAllowed: exported.apiKeysAllowed,
    createdAt: new Date(exported.createdAt),
  });
  const people = await resolvePeople(tx, contents.people, importer);
  const ids = await writeStructure(tx, workspace.id, contents, people.ids, {
    id: importer.id,
    now: ctx.clock.now(),
  });
  await writeTasks(tx, contents, ids, new Date(manifest.exportedAt));
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
