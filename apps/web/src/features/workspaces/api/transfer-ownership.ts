import {
  workspaceResponseSchema,
  type Workspace,
  type TransferOwnershipInput,
} from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspaceMutation } from './use-workspace-mutation';
import { workspaceApiPath } from './workspace-path';

export function transferOwnership(
  workspaceId: string,
  userId: string,
): Promise<{ workspace: Workspace }> {
  return api.post(workspaceApiPath(workspaceId, 'transfer-ownership'), workspaceResponseSchema, {
    userId,
  } satisfies TransferOwnershipInput);
}

/** The caller becomes an admin: the details (with the new role) and the lists are refreshed. */
export function useTransferOwnership(workspaceId: string) {
  return useWorkspaceMutation((userId: string) => transferOwnership(workspaceId, userId));
}
