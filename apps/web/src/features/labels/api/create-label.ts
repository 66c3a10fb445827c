import { labelResponseSchema, type Label, type LabelInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspacePartMutation } from '../../workspaces/api/use-workspace-mutation';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

export function createLabel(workspaceId: string, input: LabelInput): Promise<{ label: Label }> {
  return api.post(workspaceApiPath(workspaceId, 'labels'), labelResponseSchema, input);
}

export function useCreateLabel(workspaceId: string) {
  return useWorkspacePartMutation((input: LabelInput) => createLabel(workspaceId, input));
}
