import {
  workspaceResponseSchema,
  type UpdateWorkspaceInput,
  type Workspace,
} from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspaceMutation } from './use-workspace-mutation';
import { workspaceApiPath } from './workspace-path';

export function updateWorkspace(
  workspaceId: string,
  input: UpdateWorkspaceInput,
): Promise<{ workspace: Workspace }> {
  return api.put(workspaceApiPath(workspaceId), workspaceResponseSchema, input);
}

export function useUpdateWorkspace(workspaceId: string) {
  return useWorkspaceMutation((input: UpdateWorkspaceInput) => updateWorkspace(workspaceId, input));
}
