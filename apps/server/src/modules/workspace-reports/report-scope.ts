import { canInWorkspace } from '@teamboard/shared';
import { type WorkspaceReportQuery } from '@teamboard/shared/workspace-report';
import type { Database } from '../../db/client';

import { authorizeWorkspace, workspaceNotFound } from '../workspaces/workspace.policy';
import type { AccessTokenClaims } from '../../http/caller';

/** What a workspace report counts: the viewer's workspace, boards and people, over a range. */
export interface ReportScope {
  workspaceId: string;
  from: string;
  to: string;
  /** null: every board of the workspace. */
  boardIds: string[] | null;
  /** null: every member of the workspace. */
  userIds: string[] | null;
}

/**
 * The one gate of the workspace reports. Guests and clients get 404, as for anything they cannot
 * see. Internal members see the whole workspace's boards (they see every board), narrowed by
 * the board filter; members see their own rows only, whatever people the filter names.
 */
export async function reportScope(
  db: Database,
  claims: AccessTokenClaims,
  workspaceRef: string,
  query: WorkspaceReportQuery,
): Promise<ReportScope> {
  const membership = await authorizeWorkspace(db, claims, workspaceRef, 'workspace.view');
  if (!canInWorkspace(membership.role, 'reports.view')) throw workspaceNotFound();
  const everyone = canInWorkspace(membership.role, 'reports.viewEveryone');
  const people = everyone ? query.userIds : [membership.user.id];
  return {
    workspaceId: membership.workspace.id,
    from: query.from,
    to: query.to,
    boardIds: query.boardIds.length > 0 ? query.boardIds : null,
    userIds: people.length > 0 ? people : null,
  };
}
