import type { BoardTask } from '@teamboard/shared';
import { useSessionStore } from '../../lib/session-store';
import { useUpdateTask } from './api/update-task';
import { useBoardPeople } from './use-board-people';

/**
 * Adds the signed-in user to a task's assignees (shown at once, put back if the server refuses);
 * nothing when they already are one or cannot be assigned on this board.
 */
export function useAssignToMe(): (task: BoardTask) => void {
  const update = useUpdateTask();
  const people = useBoardPeople();
  const selfId = useSessionStore((state) => state.user?._id);
  return (task) => {
    const me = people.find((person) => person._id === selfId);
    if (!me || task.assignees.some((person) => person._id === me._id)) return;
    update.mutate({ task, patch: { assignees: [...task.assignees, me] } });
  };
}
