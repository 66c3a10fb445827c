import type { Column, Task } from '@teamboard/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { columnTasks, useTasks } from '../../tasks/api/get-tasks';
import { ColumnTasks } from '../../tasks/components/column-tasks';
import { TaskDndContext } from '../../tasks/components/task-dnd-context';
import { useColumns } from '../api/get-columns';
import { QueryFailure } from './query-failure';

function BoardColumn({ column, tasks }: { column: Column; tasks: Task[] }) {
  return (
    <section
      data-testid={`board-column-${column._id}`}
      aria-label={column.title}
      className="flex w-72 shrink-0 flex-col rounded-xl bg-neutral-100 p-3 dark:bg-neutral-900"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full bg-neutral-400"
            style={column.color ? { backgroundColor: column.color } : undefined}
          />
          <span className="truncate">{column.title}</span>
        </h2>
        <span className="text-xs text-neutral-500">{tasks.length}</span>
      </header>
      <ColumnTasks columnId={column._id} tasks={tasks} />
    </section>
  );
}

/** The board's columns side by side, in position order, each with its cards. */
export function BoardColumns({ boardId }: { boardId: string }) {
  const query = useColumns(boardId);
  const tasksQuery = useTasks(boardId);
  if (query.isPending || tasksQuery.isPending) {
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
  if (query.data.columns.length === 0) {
    return <EmptyState title="No columns yet" description="This project has no columns." />;
  }
  return (
    <TaskDndContext boardId={boardId}>
      <div className="flex items-start gap-4 overflow-x-auto pb-4">
        {query.data.columns.map((column) => (
          <BoardColumn
            key={column._id}
            column={column}
            tasks={columnTasks(tasksQuery.data.tasks, column._id)}
          />
        ))}
      </div>
    </TaskDndContext>
  );
}
