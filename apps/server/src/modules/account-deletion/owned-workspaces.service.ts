import type { WorkspaceToTransfer } from '@teamboard/shared/account-deletion';
import type { Database } from '../../db/client';
import type { WorkspaceRow } from '../../db/schema/index';
import { workspacesOfUser } from '../workspaces/workspaces.repo';

export interface OwnedWorkspaces {
  /** Owned with other members: ownership must be transferred before the account can go. */
  shared: WorkspaceToTransfer[];
  /** Owned alone: deleted with the account. */
  alone: WorkspaceRow[];
}

/** The workspaces the user owns, split by whether anyone else is in them. */
export async function ownedWorkspacesOf(db: Database, userId: string): Promise<OwnedWorkspaces> {
  const owned = (await workspacesOfUser(db, userId)).filter((row) => row.role === 'owner');
  return {
    shared: owned
      .filter((row) => row.memberCount > 1)
      .map(({ workspace }) => ({ _id: workspace.id, name: workspace.name, url: workspace.url })),
    alone: owned.filter((row) => row.memberCount <= 1).map(({ workspace }) => workspace),
  };
}
