import {
  messageResponseSchema,
  type Board,
  type MessageResponse,
  type ReorderBoardsInput,
} from '@teamboard/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { boardQueryKey } from './get-board';
import { boardListsFilter, boardsKey, boardsQueryKey, type BoardStatus } from './get-boards';
import { placeBoards, type BoardPlacement } from './plan-board-order';

/** The most boards one request may carry (the server's limit). */
const MAX_ITEMS = 500;

export function reorderBoards(body: ReorderBoardsInput): Promise<MessageResponse> {
  return api.put('/api/boards/reorder', messageResponseSchema, body);
}

/** One request per folder, since a request files all its boards in one folder. */
function requestsFor(placements: readonly BoardPlacement[]): ReorderBoardsInput[] {
  const byFolder = new Map<string | null, ReorderBoardsInput['items']>();
  for (const { boardId, folderId, position } of placements) {
    byFolder.set(folderId, [...(byFolder.get(folderId) ?? []), { id: boardId, position }]);
  }
  return [...byFolder].flatMap(([folderId, items]) =>
    Array.from({ length: Math.ceil(items.length / MAX_ITEMS) }, (_, index) => ({
      folderId,
      items: items.slice(index * MAX_ITEMS, (index + 1) * MAX_ITEMS),
    })),
  );
}

/** The boards of one cached list (empty when it is not loaded). */
export function readBoardList(
  queryClient: QueryClient,
  workspaceId: string,
  status: BoardStatus,
): Board[] {
  return (
    queryClient.getQueryData<{ boards: Board[] }>(boardsQueryKey(workspaceId, status))?.boards ?? []
  );
}

export type BoardsSnapshot = [readonly unknown[], unknown][];

/**
 * Applies the placements to every cached board list and board, after stopping the fetches that
 * would overwrite them; answers what to put back if the server refuses.
 */
export async function placeCachedBoards(
  queryClient: QueryClient,
  placements: readonly BoardPlacement[],
): Promise<BoardsSnapshot> {
  await queryClient.cancelQueries({ queryKey: boardsKey });
  const snapshot: BoardsSnapshot = [
    ...queryClient.getQueriesData(boardListsFilter()),
    ...placements.map(({ boardId }): BoardsSnapshot[number] => [
      boardQueryKey(boardId),
      queryClient.getQueryData(boardQueryKey(boardId)),
    ]),
  ];
  queryClient.setQueriesData<{ boards: Board[] }>(
    boardListsFilter(),
    (data) => data && { boards: placeBoards(data.boards, placements) },
  );
  for (const placement of placements) {
    queryClient.setQueryData<{ board: Board }>(
      boardQueryKey(placement.boardId),
      (data) => data && { board: placeBoards([data.board], [placement])[0] ?? data.board },
    );
  }
  return snapshot;
}

export function restoreCachedBoards(
  queryClient: QueryClient,
  snapshot: BoardsSnapshot | undefined,
): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/**
 * Shows the boards in their new order at once and sends their new positions; puts the old order
 * back with an error toast ('Failed to reorder boards', the server's message preferred) if the
 * server refuses.
 */
export function useReorderBoards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placements: BoardPlacement[]) =>
      Promise.all(requestsFor(placements).map(reorderBoards)),
    onMutate: (placements) => placeCachedBoards(queryClient, placements),
    onError: (error, _placements, snapshot) => {
      restoreCachedBoards(queryClient, snapshot);
      toast.error(errorMessage(error, 'Failed to reorder boards'));
    },
  });
}
