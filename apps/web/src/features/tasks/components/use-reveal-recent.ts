import type { BoardTask } from '@teamboard/shared';
import { useEffect, useRef } from 'react';
import { useRecentTasks } from '../recent-tasks-store';

/**
 * Scrolls a task just created here (quick add) into its column's view once it is listed, so its
 * 30-second highlight is seen even at the far end of a long column.
 */
export function useRevealRecent(
  tasks: readonly BoardTask[],
  reveal: (index: number) => void,
): void {
  const recent = useRecentTasks((state) => state.ids);
  const revealed = useRef(new Set<string>());
  useEffect(() => {
    for (const id of recent) {
      if (revealed.current.has(id)) continue;
      const index = tasks.findIndex((task) => task._id === id);
      if (index === -1) continue;
      revealed.current.add(id);
      reveal(index);
    }
  }, [recent, tasks, reveal]);
}
