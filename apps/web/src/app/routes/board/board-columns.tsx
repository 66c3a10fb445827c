import type { BoardTask } from '@teamboard/shared';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useMemo, useRef } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useTaskMatcher } from '../../../features/board-filters/use-task-matcher';
import { QueryFailure } from '../../../features/boards/components/query-failure';
import { BoardViewOnly, useCurrentBoard } from '../../../features/boards/current-board';
import { useColumns } from '../../../features/columns/api/get-columns';
import { useReorderColumns } from '../../../features/columns/api/reorder-columns';
import { movedColumnOrder } from '../../../features/columns/column-order';
import { AddColumn } from '../../../features/columns/components/add-column';
import { BoardColumn } from '../../../features/columns/components/board-column';
import { PhoneColumnSwitcher } from '../../../features/columns/components/phone-column-switcher';
import { useTasks } from '../../../features/tasks/api/get-tasks';
import { useTasksHead } from '../../../features/tasks/api/get-tasks-head';
import { BoardKeys } from '../../../features/tasks/board-keys/board-keys';
import { TaskDndContext } from '../../../features/tasks/components/task-dnd-context';
import { useRecentTasks } from '../../../features/tasks/recent-tasks-store';
import { errorMessage } from '../../../lib/api-error';

const NO_TASKS: BoardTask[] = [];

/** Each column's tasks in position order. */
function byColumn(tasks: BoardTask[]): Map<string, BoardTask[]> {
  const groups = new Map<string, BoardTask[]>();
  for (const task of tasks) {
    const group = groups.get(task.columnId);
    if (group) group.push(task);
    else groups.set(task.columnId, [task]);
  }
  for (const group of groups.values()) group.sort((a, b) => a.position - b.position);
  return groups;
}

/**
 * The board's columns side by side, in position order, each with the cards the filters leave (a
 * task just created here stays shown for its 30 seconds); columns can be added and dragged.
 * Until the whole task list is in, each column's first cards show, to be looked at only.
 */
export function BoardColumns({ boardId }: { boardId: string }) {
  const { can } = useCurrentBoard();
  const query = useColumns(boardId);
  const tasksQuery = useTasks(boardId);
  const head = useTasksHead(boardId, tasksQuery.data === undefined);
  const reorder = useReorderColumns(boardId);
  const recent = useRecentTasks((state) => state.ids);
  const tasks = tasksQuery.data?.tasks ?? head.data?.tasks ?? NO_TASKS;
  /** Each column's number of tasks while only the head of the list is here. */
  const headTotals = tasksQuery.data ? undefined : head.data?.totals;
  const columns = query.data?.columns;
  const matches = useTaskMatcher(boardId, columns);

  const groups = useMemo(() => byColumn(tasks), [tasks]);
  const shown = useMemo(() => {
    const result = new Map<string, BoardTask[]>();
    for (const [columnId, group] of groups) {
      const kept = group.filter((task) => matches(task) || recent.has(task._id));
      result.set(columnId, kept.length === group.length ? group : kept);
    }
    return result;
  }, [groups, matches, recent]);
  const columnIds = useMemo(() => columns?.map((column) => column._id) ?? [], [columns]);
  const row = useRef<HTMLDivElement>(null);

  if (query.isPending || (tasksQuery.isPending && !headTotals)) {
    return <Spinner className="mx-auto size-6 text-indigo-600" />;
  }
  if (query.isError || tasksQuery.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error ?? tasksQuery.error, 'Failed to fetch board data')}
        retry={() => void Promise.all([query.refetch(), tasksQuery.refetch()])}
      />
    );
  }
  const addColumn = can('board.work') && !headTotals && <AddColumn boardId={boardId} />;
  if (query.data.columns.length === 0) {
    return (
      <div className="space-y-4">
        <EmptyState title="No columns yet" description="This project has no columns." />
        {addColumn}
      </div>
    );
  }
  const onColumnDrop = (columnId: string, overId: string) => {
    const order = movedColumnOrder(query.data.columns, columnId, overId);
    if (order) reorder.mutate(order);
  };
  return (
    <BoardViewOnly viewOnly={headTotals !== undefined}>
      <TaskDndContext boardId={boardId} onColumnDrop={onColumnDrop}>
        <BoardKeys columnIds={columnIds} shown={shown} />
        <SortableContext items={columnIds} strategy={horizontalListSortingStrategy}>
          <PhoneColumnSwitcher columns={query.data.columns} row={row} />
          <div
            ref={row}
            className="flex items-start gap-4 overflow-x-auto pb-4 max-sm:snap-x max-sm:snap-mandatory motion-safe:scroll-smooth"
          >
            {query.data.columns.map((column) => (
              <BoardColumn
                key={column._id}
                column={column}
                tasks={groups.get(column._id) ?? NO_TASKS}
                visible={shown.get(column._id) ?? NO_TASKS}
                columns={query.data.columns}
                total={headTotals?.[column._id]}
              />
            ))}
            {addColumn}
          </div>
        </SortableContext>
      </TaskDndContext>
    </BoardViewOnly>
  );
}
