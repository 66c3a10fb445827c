import {
  canInWorkspace,
  type ColumnType,
  type Label,
  type Workspace,
  type WorkspaceSummary,
} from '@teamboard/shared';
import type { WorkspaceRow } from '../../db/schema/index';
import type { ColumnTypeRow } from './column-types.repo';
import type { WorkspaceLabelRow } from './labels.repo';
import { groupMembers } from './member.presenter';
import type { MemberWithUser } from './members.repo';
import type { Membership } from './workspace.policy';

/** Workspace and board labels share this shape. */
type LabelRow = Pick<WorkspaceLabelRow, 'id' | 'name' | 'color'>;

export function presentLabel(row: LabelRow): Label {
  return { _id: row.id, name: row.name, color: row.color };
}

export function presentColumnType(row: ColumnTypeRow): ColumnType {
  return {
    _id: row.id,
    name: row.name,
    color: row.color,
    position: row.position,
    isDefault: row.isDefault,
  };
}

/** What a workspace holds besides its own row. */
export interface WorkspaceContents {
  labels: WorkspaceLabelRow[];
  columnTypes: ColumnTypeRow[];
  members: MemberWithUser[];
}

/** The full workspace as its member sees it: labels, column types, grouped members. */
export function presentWorkspace(
  membership: Membership,
  { labels, columnTypes, members }: WorkspaceContents,
): Workspace {
  const { workspace, role } = membership;
  const presentedTypes = columnTypes.map(presentColumnType);
  const owner = members.find((row) => row.member.role === 'owner');
  return {
    _id: workspace.id,
    name: workspace.name,
    description: workspace.description,
    url: workspace.url,
    logo: workspace.logo,
    status: workspace.status,
    owner: owner?.user.id ?? '',
    labels: labels.map(presentLabel),
    columnTypes: presentedTypes,
    defaultColumns: presentedTypes.filter((type) => type.isDefault),
    members: groupMembers(members, canInWorkspace(role, 'members.viewEmails')),
    currentUserRole: role,
    invitePolicy: workspace.invitePolicy,
    createdAt: workspace.createdAt.toISOString(),
    updatedAt: workspace.updatedAt.toISOString(),
  };
}

export function presentSummary(row: {
  workspace: WorkspaceRow;
  role: Membership['role'];
  memberCount: number;
}): WorkspaceSummary {
  return {
    _id: row.workspace.id,
    name: row.workspace.name,
    url: row.workspace.url,
    logo: row.workspace.logo,
    description: row.workspace.description,
    role: row.role,
    memberCount: row.memberCount,
  };
}
