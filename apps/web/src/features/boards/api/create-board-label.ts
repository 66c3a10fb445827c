import { boardLabelResponseSchema, type Label, type LabelInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { useBoardPartMutation } from './use-board-mutation';

export function createBoardLabel(boardId: string, input: LabelInput): Promise<{ label: Label }> {
  return api.post(boardApiPath(boardId, 'labels'), boardLabelResponseSchema, input);
}

export function useCreateBoardLabel(boardId: string) {
  return useBoardPartMutation(boardId, (input: LabelInput) => createBoardLabel(boardId, input));
}
