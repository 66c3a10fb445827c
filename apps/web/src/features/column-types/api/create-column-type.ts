import { columnTypeResponseSchema, type ColumnType, type ColumnTypeInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspacePartMutation } from '../../workspaces/api/use-workspace-mutation';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

export function createColumnType(
  workspaceId: string,
  input: ColumnTypeInput,
): Promise<{ columnType: ColumnType }> {
  return api.post(workspaceApiPath(workspaceId, 'column-types'), columnTypeResponseSchema, input);
}

export function useCreateColumnType(workspaceId: string) {
  return useWorkspacePartMutation((input: ColumnTypeInput) => createColumnType(workspaceId, input));
}
