import { labelResponseSchema, type Label, type LabelUpdateInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspacePartMutation } from '../../workspaces/api/use-workspace-mutation';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

export interface UpdateLabelVariables {
  labelId: string;
  changes: LabelUpdateInput;
}

export function updateLabel(
  workspaceId: string,
  { labelId, changes }: UpdateLabelVariables,
): Promise<{ label: Label }> {
  return api.put(workspaceApiPath(workspaceId, 'labels', labelId), labelResponseSchema, changes);
}

export function useUpdateLabel(workspaceId: string) {
  return useWorkspacePartMutation((variables: UpdateLabelVariables) =>
    updateLabel(workspaceId, variables),
  );
}
