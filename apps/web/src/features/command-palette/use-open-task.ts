import type { BoardTask } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMatches, useSearchParams } from 'react-router';
import { readTasks } from '../tasks/api/get-tasks';

/** The board page being shown (its `:boardId`), if any. */
export function useOpenBoardId(): string | null {
  const matches = useMatches();
  return matches.at(-1)?.params.boardId ?? null;
}

/**
 * The task open in the board page's panel (`?task=WEB-12`), as the board's list holds it: read
 * from the cache the board page filled, when the palette opens.
 */
export function useOpenTask(boardId: string | null): BoardTask | null {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('task');
  if (!boardId || !key) return null;
  return readTasks(queryClient, boardId).find((task) => task.taskId === key) ?? null;
}
