import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspacePartMutation } from '../../workspaces/api/use-workspace-mutation';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

export function deleteColumnType(
  workspaceId: string,
  columnTypeId: string,
): Promise<MessageResponse> {
  return api.delete(
    workspaceApiPath(workspaceId, 'column-types', columnTypeId),
    messageResponseSchema,
  );
}

export function useDeleteColumnType(workspaceId: string) {
  return useWorkspacePartMutation((columnTypeId: string) =>
    deleteColumnType(workspaceId, columnTypeId),
  );
}
