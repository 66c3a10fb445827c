import { formsResponseSchema, type FormsResponse } from '@teamboard/shared/form';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';

export const formsQueryKey = (boardId: string) => [...boardQueryKey(boardId), 'forms'] as const;

/** The board's forms, newest first, each with its submission count (board admins only). */
export function getForms(boardId: string): Promise<FormsResponse> {
  return api.get(boardApiPath(boardId, 'forms'), formsResponseSchema);
}

export function useForms(boardId: string) {
  return useQuery({ queryKey: formsQueryKey(boardId), queryFn: () => getForms(boardId) });
}

/** After a form was created, changed or deleted: the list refetches. */
export function invalidateForms(queryClient: QueryClient, boardId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: formsQueryKey(boardId) });
}
