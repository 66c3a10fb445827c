import type { TaskLabel } from '@teamboard/shared';
import { useMemo } from 'react';
import { useCurrentBoard } from './current-board';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { taskLabelChoices } from './task-label-choices';

/** The current board's labels and its workspace's (Settings → Labels), for a task's picker. */
export function useTaskLabelChoices(): TaskLabel[] {
  const { board } = useCurrentBoard();
  const { labels } = useCurrentWorkspace();
  return useMemo(() => taskLabelChoices(board.labels, labels), [board.labels, labels]);
}
