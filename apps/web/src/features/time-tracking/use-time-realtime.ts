import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onBoardUpdates } from '../../lib/realtime/board-updates';
import { activeTimerUpdates, workingHoursQuotaUpdates } from './realtime';

/** Keeps the header's timer live. */
export function useActiveTimerRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => onBoardUpdates(activeTimerUpdates(queryClient)), [queryClient]);
}

/** Keeps the board's logged time live. */
export function useWorkingHoursQuotaRealtime(boardId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onBoardUpdates(workingHoursQuotaUpdates(queryClient, boardId), { boardId }),
    [queryClient, boardId],
  );
}
