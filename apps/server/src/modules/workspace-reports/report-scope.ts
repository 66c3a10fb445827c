import { canInWorkspace } from '@teamboard/shared';
import { type WorkspaceReportQuery } from '@teamboard/shared/workspace-report';
import type { Membership } from '../workspaces/workspace.policy';

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
 * What a report counts for someone its gate let in (report.policy.ts): internal members see the
 * whole workspace's boards (they see every board), narrowed by the board filter; members see
 * their own rows only, whatever people the filter names.
 */
export function reportScope(membership: Membership, query: WorkspaceReportQuery): ReportScope {
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
