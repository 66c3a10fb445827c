import {
  columnTypeResponseSchema,
  type ColumnType,
  type ColumnTypeUpdateInput,
} from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspacePartMutation } from '../../workspaces/api/use-workspace-mutation';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

export interface UpdateColumnTypeVariables {
  columnTypeId: string;
  changes: ColumnTypeUpdateInput;
}

export function updateColumnType(
  workspaceId: string,
  { columnTypeId, changes }: UpdateColumnTypeVariables,
): Promise<{ columnType: ColumnType }> {
  return api.put(
    workspaceApiPath(workspaceId, 'column-types', columnTypeId),
    columnTypeResponseSchema,
    changes,
  );
}

export function useUpdateColumnType(workspaceId: string) {
  return useWorkspacePartMutation((variables: UpdateColumnTypeVariables) =>
    updateColumnType(workspaceId, variables),
  );
}
