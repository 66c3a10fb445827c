import type { BoardTask } from '@teamboard/shared';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { useSessionStore } from '../../../lib/session-store';
import { useCurrentBoard } from '../../boards/current-board';
import { useCurrentWorkspace } from '../../workspaces/current-workspace';
import { useStartTimer } from '../api/start-timer';
import { useStopTimer } from '../api/stop-timer';
import { timerOf } from '../task-timers';
import { PlayIcon, StopIcon } from './timer-icons';

/**
 * On a draggable card a press on the button must not start a drag (pointer or keyboard): the
 * card's sensors listen on the card around it.
 */
function keepFromCard(event: PointerEvent | KeyboardEvent) {
  event.stopPropagation();
}

interface TaskTimerButtonProps {
  task: BoardTask;
  /** On a card: a small round icon button above the card's link. */
  compact?: boolean;
}

/**
 * Starts the signed-in user's timer on the task, or stops it when it runs there (a running timer
 * can be stopped on an archived board, where nothing can be started).
 */
export function TaskTimerButton({ task, compact = false }: TaskTimerButtonProps) {
  const { board, can } = useCurrentBoard();
  const { workspace } = useCurrentWorkspace();
  const selfId = useSessionStore((state) => state.user?._id);
  const start = useStartTimer();
  const stop = useStopTimer();
  const running = timerOf(task, selfId) !== undefined;
  const pending = start.isPending || stop.isPending;
  if (!running && !can('board.work')) return null;

  const onClick = () => {
    if (running) {
      stop.mutate({ taskId: task._id, boardId: task.boardId });
    } else {
      start.mutate({
        task,
        board: { _id: board._id, title: board.title },
        workspace: { _id: workspace._id, url: workspace.url },
      });
    }
  };

  if (!compact) {
    return (
      <Button
        variant={running ? 'danger' : 'secondary'}
        size="sm"
        loading={pending}
        onClick={onClick}
      >
        {!pending &&
          (running ? <StopIcon className="size-3.5" /> : <PlayIcon className="size-3.5" />)}
        {running ? 'Stop timer' : 'Start timer'}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-label={`${running ? 'Stop' : 'Start'} timer on ${task.taskId}`}
      title={running ? 'Stop timer' : 'Start timer'}
      aria-pressed={running}
      disabled={pending}
      onClick={onClick}
      onPointerDown={keepFromCard}
      onKeyDown={keepFromCard}
      className={cn(
        'relative z-10 inline-flex size-6 cursor-pointer items-center justify-center rounded-full',
        'focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-60',
        running
          ? 'bg-red-100 text-red-700 hover:bg-red-200 dark:bg-red-950 dark:text-red-300'
          : 'bg-neutral-100 text-neutral-600 hover:bg-neutral-200 dark:bg-neutral-700 dark:text-neutral-200',
      )}
    >
      {running ? <StopIcon className="size-3" /> : <PlayIcon className="size-3" />}
    </button>
  );
}
