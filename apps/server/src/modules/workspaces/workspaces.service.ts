import {
  isExternalRole,
  RESERVED_WORKSPACE_URLS,
  type CursorPageQuery,
  type CreateWorkspaceInput,
  type UpdateWorkspaceInput,
  type Workspace,
  type WorkspaceActivityPage,
  type WorkspacesResponse,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow, WorkspaceRow } from '../../db/schema/index';
import { uniqueViolation } from '../../db/pg-errors';
import { conflict } from '../../http/app-error';
import { decodeCursor, pageOf } from '../../http/cursor';
import { announceMembersChange } from '../../events/user-events';
import {
  fallBackLastActiveWorkspace,
  retargetLastActiveWorkspace,
  updateUser,
} from '../users/users.repo';
import { presentActivity } from './activity.presenter';
import { activityPage, recordActivity } from './activity.repo';
import { columnTypesOfWorkspace, insertColumnTypes } from './column-types.repo';
import { labelsOfWorkspace } from './labels.repo';
import { removeLogo, storeLogo } from './logo';
import { insertMember, listMembers } from './members.repo';
import type { Membership } from './workspace.policy';
import { presentSummary, presentWorkspace } from './workspace.presenter';
import {
  deleteWorkspace,
  insertWorkspace,
  isUrlTaken,
  updateWorkspace,
  workspacesOfUser,
} from './workspaces.repo';
import type { AccessTokenClaims } from '../../http/caller';
import { keyReaches } from '../../http/caller';

const URL_NOT_AVAILABLE = 'URL is not available';
const urlTaken = () =>
  conflict(URL_NOT_AVAILABLE, 'CONFLICT', [{ field: 'url', message: URL_NOT_AVAILABLE }]);

/** Columns a new workspace offers; the default ones become each new board's columns. */
const STARTER_COLUMN_TYPES = [
  { name: 'To Do', color: '#64748b', isDefault: true },
  { name: 'In Progress', color: '#0284c7', isDefault: true },
  { name: 'Review', color: '#d97706', isDefault: false },
  { name: 'Done', color: '#16a34a', isDefault: true },
];

function isReservedUrl(url: string): boolean {
  return (RESERVED_WORKSPACE_URLS as readonly string[]).includes(url);
}

export async function isUrlAvailable(db: Database, url: string): Promise<boolean> {
  return !isReservedUrl(url) && !(await isUrlTaken(db, url));
}

/** The full workspace as the member sees it, with its labels, column types and members as now. */
export async function workspaceView(db: Database, membership: Membership): Promise<Workspace> {
  const workspaceId = membership.workspace.id;
  const [labels, columnTypes, members] = await Promise.all([
    labelsOfWorkspace(db, workspaceId),
    columnTypesOfWorkspace(db, workspaceId),
    listMembers(db, workspaceId),
  ]);
  return presentWorkspace(membership, { labels, columnTypes, members });
}

/** Creates the workspace with its creator as owner and starter column types, and makes it their current one. */
export async function createWorkspace(
  ctx: AppContext,
  user: UserRow,
  input: CreateWorkspaceInput,
): Promise<WorkspaceRow> {
  if (isReservedUrl(input.url)) throw urlTaken();
  try {
    return await ctx.db.transaction(async (tx) => {
      const workspace = await insertWorkspace(tx, {
        name: input.name,
        url: input.url,
        description: input.description ?? null,
      });
      await insertMember(tx, workspace.id, user.id, 'owner');
      await insertColumnTypes(tx, workspace.id, STARTER_COLUMN_TYPES);
      await updateUser(tx, user.id, { lastActiveWorkspaceUrl: workspace.url });
      await recordActivity(tx, {
        workspaceId: workspace.id,
        actorId: user.id,
        action: 'workspace.created',
      });
      return workspace;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'workspaces_url_unique') throw urlTaken();
    throw error;
  }
}

export async function updateWorkspaceSettings(
  ctx: AppContext,
  actor: UserRow,
  workspace: WorkspaceRow,
  input: UpdateWorkspaceInput,
): Promise<WorkspaceRow> {
  if (input.url && input.url !== workspace.url && !(await isUrlAvailable(ctx.db, input.url)))
    throw urlTaken();
  try {
    return await ctx.db.transaction(async (tx) => {
      const updated = await updateWorkspace(tx, workspace.id, input);
      if (updated.url !== workspace.url)
        await retargetLastActiveWorkspace(tx, workspace.url, updated.url);
      await recordActivity(tx, {
        workspaceId: workspace.id,
        actorId: actor.id,
        action: 'workspace.updated',
        data: { fields: Object.keys(input) },
      });
      return updated;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'workspaces_url_unique') throw urlTaken();
    throw error;
  }
}

/**
 * Makes `image` the workspace's logo (null removes the logo); the file it replaces is deleted
 * once the workspace no longer points at it.
 */
export async function replaceLogo(
  ctx: AppContext,
  workspace: WorkspaceRow,
  image: Buffer | null,
): Promise<WorkspaceRow> {
  const logo = image ? await storeLogo(ctx.config.dataDir, workspace.id, image) : null;
  const updated = await updateWorkspace(ctx.db, workspace.id, { logo });
  await removeLogo(ctx.config.dataDir, workspace.logo);
  return updated;
}

/** Internal workspaces first list; guest and client workspaces the second. */
/** The caller's workspaces; to an API key, only those it reaches. */
export async function listWorkspaces(
  db: Database,
  claims: AccessTokenClaims,
): Promise<WorkspacesResponse> {
  const all = await workspacesOfUser(db, claims.userId);
  const rows = all.filter((row) => keyReaches(claims, row.workspace.id));
  return {
    myWorkspaces: rows.filter((row) => !isExternalRole(row.role)).map(presentSummary),
    guestWorkspaces: rows.filter((row) => isExternalRole(row.role)).map(presentSummary),
  };
}

/** A page of the workspace's audit log, newest first, with the cursor of the next page. */
export async function listActivity(
  db: Database,
  workspaceId: string,
  { cursor, limit }: CursorPageQuery,
): Promise<WorkspaceActivityPage> {
  // One more than a page tells whether an older page exists without counting.
  const rows = await activityPage(db, workspaceId, {
    after: decodeCursor(cursor),
    limit: limit + 1,
  });
  const { items, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.at, id: row.activity.id }));
  return { activities: items.map(presentActivity), nextCursor };
}

/**
 * Deletes the workspace and everything in it; whoever was last in it moves to another workspace
 * of theirs (or none).
 * Its Stripe subscription, if any, is canceled first.
 */
export async function removeWorkspace(ctx: AppContext, workspace: WorkspaceRow): Promise<void> {
  await ctx.plans.cancelBillingOf(workspace.id);
  await ctx.db.transaction(async (tx) => {
    // Told before the rows go: every member's open tabs move elsewhere at once.
    await announceMembersChange(tx, workspace.id);
    await deleteWorkspace(tx, workspace.id);
    await fallBackLastActiveWorkspace(tx, workspace.url);
  });
}
