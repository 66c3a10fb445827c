import { boardJoinLinkResponseSchema } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';

export const joinLinkQueryKey = (boardId: string) =>
  [...boardQueryKey(boardId), 'join-link'] as const;

/** The board's join link, or null when there is none (board managers only). */
export function getJoinLink(boardId: string) {
  return api.get(boardApiPath(boardId, 'join-link'), boardJoinLinkResponseSchema);
}

export function useJoinLink(boardId: string) {
  return useQuery({ queryKey: joinLinkQueryKey(boardId), queryFn: () => getJoinLink(boardId) });
}

export type JoinLinkData = Awaited<ReturnType<typeof getJoinLink>>;

/** After the server answered with the board's link (new, replaced or revoked). */
export function storeJoinLink(queryClient: QueryClient, boardId: string, data: JoinLinkData): void {
  queryClient.setQueryData(joinLinkQueryKey(boardId), data);
}
