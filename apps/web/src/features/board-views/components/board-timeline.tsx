import type { BoardTask } from '@teamboard/shared';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { QueryFailure } from '../../boards/components/query-failure';
import { useCurrentBoard } from '../../boards/current-board';
import { useColumns } from '../../columns/api/get-columns';
import { useTasks } from '../../tasks/api/get-tasks';
import { useUpdateTask } from '../../tasks/api/update-task';
import { errorMessage } from '../../../lib/api-error';
import { withParam } from '../../../lib/search-string';
import { useUtcToday } from '../../../lib/use-utc-today';
import { useFilteredTasks } from '../use-filtered-tasks';
import { timelineScale, type draggedDates, type Zoom } from '../timeline-geometry';
import { TimelineChart } from './timeline-chart';
import { TaskLink } from './timeline-labels';
import { timelineGroups, type Grouping } from '../timeline-rows';
import { TimelineToolbar } from './timeline-toolbar';

const NO_TASKS: BoardTask[] = [];

/** The tasks with neither a start nor a due date, beside the chart. */
function UndatedTasks({ tasks }: { tasks: readonly BoardTask[] }) {
  return (
    <section
      aria-labelledby="undated-heading"
      className="w-full shrink-0 space-y-2 rounded-lg bg-neutral-100 p-3 text-sm lg:w-64 dark:bg-neutral-900"
    >
      <h2 id="undated-heading" className="font-semibold">
        No dates <span className="text-neutral-500">({tasks.length})</span>
      </h2>
      <ul className="max-h-[70vh] space-y-1 overflow-y-auto">
        {tasks.map((task) => (
          <li key={task._id}>
            <TaskLink task={task} className="hover:underline" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The board's tasks on a timeline from start to due date, the filters applied, grouped by column
 * or assignee, at a week, month or quarter zoom; dragging or shift+arrows change the dates at
 * once (put back if the server refuses). Live: the whole list is the board's, kept by its room.
 */
export function BoardTimeline({ boardId }: { boardId: string }) {
  const { can } = useCurrentBoard();
  const today = useUtcToday();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [zoom, setZoom] = useState<Zoom>('month');
  const [grouping, setGrouping] = useState<Grouping>('column');
  const tasksQuery = useTasks(boardId);
  const columnsQuery = useColumns(boardId);
  const { mutate } = useUpdateTask();
  const tasks = useFilteredTasks(boardId, tasksQuery.data?.tasks ?? NO_TASKS);
  const dated = useMemo(() => tasks.filter((task) => task.startDate || task.dueDate), [tasks]);
  const undated = useMemo(() => tasks.filter((task) => !task.startDate && !task.dueDate), [tasks]);
  const scale = useMemo(() => timelineScale(dated, today, zoom), [dated, today, zoom]);
  const columns = columnsQuery.data?.columns;
  const groups = useMemo(
    () => timelineGroups(dated, grouping, columns ?? []),
    [dated, grouping, columns],
  );
  const onChange = useCallback(
    (task: BoardTask, dates: ReturnType<typeof draggedDates>) => mutate({ task, patch: dates }),
    [mutate],
  );
  const onOpen = (task: BoardTask) =>
    void navigate({ search: withParam(search, 'task', task.taskId) });

  if (tasksQuery.isError || columnsQuery.isError) {
    return (
      <QueryFailure
        message={errorMessage(tasksQuery.error ?? columnsQuery.error, 'Failed to fetch tasks')}
        retry={() => void Promise.all([tasksQuery.refetch(), columnsQuery.refetch()])}
      />
    );
  }
  if (!tasksQuery.data || !columns) return <Spinner className="mx-auto size-6 text-indigo-600" />;
  return (
    <div className="space-y-3">
      <TimelineToolbar grouping={grouping} onGrouping={setGrouping} zoom={zoom} onZoom={setZoom} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1">
          {groups.length === 0 ? (
            <EmptyState
              title="Nothing to show"
              description="No task the filters leave has a start or due date."
            />
          ) : (
            <TimelineChart
              groups={groups}
              scale={scale}
              zoom={zoom}
              today={today}
              editable={can('board.work')}
              onChange={onChange}
              onOpen={onOpen}
            />
          )}
        </div>
        <UndatedTasks tasks={undated} />
      </div>
    </div>
  );
}
