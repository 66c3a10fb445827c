import type { BoardTask } from '@teamboard/shared';
import { TaskTimerButton } from '../../../features/time-tracking/components/task-timer-button';

/** The timer control a live card shows (the card's own row is tight: the compact one). */
export function CardTimerButton({ task }: { task: BoardTask }) {
  return <TaskTimerButton task={task} compact />;
}
