import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspacePartMutation } from '../../workspaces/api/use-workspace-mutation';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

export function deleteLabel(workspaceId: string, labelId: string): Promise<MessageResponse> {
  return api.delete(workspaceApiPath(workspaceId, 'labels', labelId), messageResponseSchema);
}

export function useDeleteLabel(workspaceId: string) {
  return useWorkspacePartMutation((labelId: string) => deleteLabel(workspaceId, labelId));
}
