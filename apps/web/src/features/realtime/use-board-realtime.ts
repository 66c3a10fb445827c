import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { onBoardUpdates, onUnexpectedBoardUpdate } from '../../lib/realtime/board-updates';
import { SOCKET_NOT_CONNECTED_MESSAGE } from '../../lib/realtime/socket-connection';
import { useRoom } from '../../lib/realtime/use-room';
import { attachmentBoardUpdates } from '../attachments/realtime';
import { invalidateBoard } from '../boards/api/get-board';
import { boardListUpdates } from '../boards/realtime';
import { checklistBoardUpdates } from '../checklists/realtime';
import { columnBoardUpdates } from '../columns/realtime';
import { taskBoardUpdates } from '../tasks/realtime';
import { boardRefreshUpdates } from './board-refresh';
import { refreshMissedUpdates } from './refresh-missed-updates';
import { useRealtimeConnection } from './use-realtime-connection';

/** One toast at a time for the board's room, however often it fails. */
const TOAST_ID = 'board-realtime';

function reportJoinFailure(message: string): void {
  toast.error(message, { id: TOAST_ID });
}

/** The open board's events, each feature's table applied; an unreadable one refetches it all. */
function listenToBoard(queryClient: QueryClient, boardId: string): () => void {
  const stops = [
    onBoardUpdates(taskBoardUpdates(queryClient), { boardId }),
    onBoardUpdates(columnBoardUpdates(queryClient), { boardId }),
    onBoardUpdates(checklistBoardUpdates(queryClient), { boardId }),
    onBoardUpdates(attachmentBoardUpdates(queryClient), { boardId }),
    onBoardUpdates(boardListUpdates(queryClient), { boardId }),
    onBoardUpdates(boardRefreshUpdates(queryClient), { boardId }),
    onUnexpectedBoardUpdate(() => void invalidateBoard(queryClient, boardId)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * Keeps the open board live: joins its room whenever the socket is connected (again), leaves it
 * when the board changes or closes, and applies other tabs' and users' changes to the cache.
 * After a reconnect the board's data is fetched again (changes may have been missed meanwhile).
 */
export function useBoardRealtime(boardId: string): void {
  const queryClient = useQueryClient();
  const state = useRealtimeConnection();

  useEffect(() => listenToBoard(queryClient, boardId), [queryClient, boardId]);

  useRoom(
    { kind: 'board', id: boardId },
    {
      onJoined: ({ reconnected, askedAt }) =>
        void refreshMissedUpdates(queryClient, boardId, askedAt, reconnected),
      onFailure: reportJoinFailure,
    },
  );

  // The socket gave up (or had already): the board cannot be live.
  const failed = state === 'failed';
  useEffect(() => {
    if (failed) reportJoinFailure(SOCKET_NOT_CONNECTED_MESSAGE);
  }, [failed, boardId]);
}
