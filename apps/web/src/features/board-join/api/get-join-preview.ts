import { boardJoinPreviewResponseSchema } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath } from '../../boards/api/get-board';

export const joinPreviewQueryKey = (boardId: string, token: string) =>
  ['boards', 'join-preview', boardId, token] as const;

/** What a join link shows before joining: the board's title, and whether one is in already. */
export function getJoinPreview(boardId: string, token: string) {
  return api.get(boardApiPath(boardId, 'join', token), boardJoinPreviewResponseSchema);
}

/** A 404 ('Invalid or expired join link') is an answer: not retried. */
export function useJoinPreview(boardId: string, token: string) {
  return useQuery({
    queryKey: joinPreviewQueryKey(boardId, token),
    queryFn: () => getJoinPreview(boardId, token),
  });
}
