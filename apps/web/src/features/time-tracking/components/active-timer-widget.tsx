import {
  elapsedSeconds,
  formatElapsed,
  TIME_DESCRIPTION_MAX,
  type ActiveTimerLookup,
} from '@teamboard/shared';
import { useIsMutating } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Popover } from '../../../components/ui/popover';
import { Textarea } from '../../../components/ui/textarea';
import { taskPanelPath } from '../../boards/board-labels';
import { useCancelTimer } from '../api/cancel-timer';
import { useActiveTimer } from '../api/get-active-timer';
import { startTimerMutationKey } from '../api/start-timer';
import { useStopTimer } from '../api/stop-timer';
import { useActiveTimerRealtime } from '../use-time-realtime';
import { useNow } from '../use-now';
import { StopIcon } from './timer-icons';

function taskLink({ workspace, board, task }: ActiveTimerLookup): string {
  return taskPanelPath(workspace.url, board._id, task.taskId);
}

function RunningTimer({ timer }: { timer: ActiveTimerLookup }) {
  const now = useNow();
  const descriptionId = useId();
  const [description, setDescription] = useState('');
  const stop = useStopTimer();
  const cancel = useCancelTimer();
  // Until the server confirmed the start there is nothing to stop yet.
  const starting = useIsMutating({ mutationKey: startTimerMutationKey }) > 0;
  const busy = starting || stop.isPending || cancel.isPending;

  const onStop = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    stop.mutate({
      taskId: timer.task._id,
      boardId: timer.board._id,
      description: description.trim() || undefined,
    });
  };

  return (
    <div
      data-testid="active-timer"
      className="relative flex items-center gap-2 rounded-full bg-emerald-50 py-1 pr-1 pl-2.5 text-xs text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-100 dark:ring-emerald-900"
    >
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-emerald-500" />
      <Link
        to={taskLink(timer)}
        title={`${timer.task.taskId} ${timer.task.title} · ${timer.board.title}`}
        className="hidden max-w-40 truncate font-medium hover:underline sm:inline"
      >
        {timer.task.title}
      </Link>
      <span role="timer" aria-label="Elapsed time" className="font-mono tabular-nums">
        {formatElapsed(elapsedSeconds(timer.startTime, now))}
      </span>
      <Popover
        label="Stop timer"
        align="end"
        panelClassName="w-72 p-3 text-sm text-neutral-900 dark:text-neutral-100"
        trigger={
          <button
            type="button"
            disabled={starting}
            className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 font-semibold text-red-700 shadow-sm ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60 dark:bg-neutral-900 dark:text-red-300 dark:ring-red-900"
          >
            <StopIcon className="size-3" />
            Stop
          </button>
        }
      >
        {(close) => (
          <form onSubmit={onStop} className="space-y-3">
            <div className="space-y-1.5">
              <label htmlFor={descriptionId} className="block font-medium">
                What did you work on?{' '}
                <span className="font-normal text-neutral-600 dark:text-neutral-400">
                  (optional)
                </span>
              </label>
              <Textarea
                id={descriptionId}
                rows={2}
                maxLength={TIME_DESCRIPTION_MAX}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
            </div>
            <div className="flex items-center justify-between gap-2">
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                loading={cancel.isPending}
                onClick={() => cancel.mutate(timer.task._id, { onSuccess: close })}
              >
                Discard timer
              </Button>
              <Button type="submit" size="sm" disabled={busy} loading={stop.isPending}>
                Stop
              </Button>
            </div>
          </form>
        )}
      </Popover>
    </div>
  );
}

/**
 * The header's running timer, on whatever page: its task (a link to the task's panel), the time
 * elapsed ticking every second, and Stop (with an optional description) or Discard.
 */
export function ActiveTimerWidget() {
  useActiveTimerRealtime();
  const timer = useActiveTimer().data?.timer;
  // Keyed by task: the placeholder of a start and the server's confirmation are the same timer.
  return timer ? <RunningTimer key={timer.task._id} timer={timer} /> : null;
}
