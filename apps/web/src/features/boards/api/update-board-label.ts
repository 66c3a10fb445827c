import { boardLabelResponseSchema, type Label, type LabelUpdateInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { useBoardPartMutation } from './use-board-mutation';

export interface UpdateBoardLabelVariables {
  labelId: string;
  changes: LabelUpdateInput;
}

export function updateBoardLabel(
  boardId: string,
  { labelId, changes }: UpdateBoardLabelVariables,
): Promise<{ label: Label }> {
  return api.put(boardApiPath(boardId, 'labels', labelId), boardLabelResponseSchema, changes);
}

export function useUpdateBoardLabel(boardId: string) {
  return useBoardPartMutation(boardId, (variables: UpdateBoardLabelVariables) =>
    updateBoardLabel(boardId, variables),
  );
}
