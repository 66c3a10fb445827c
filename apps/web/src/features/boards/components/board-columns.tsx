import type { Column } from '@teamboard/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useColumns } from '../api/get-columns';
import { QueryFailure } from './query-failure';

function BoardColumn({ column }: { column: Column }) {
  return (
    <section
      data-testid={`board-column-${column._id}`}
      aria-label={column.title}
      className="flex w-72 shrink-0 flex-col rounded-xl bg-neutral-100 p-3 dark:bg-neutral-900"
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <span
          aria-hidden="true"
          className="size-2.5 rounded-full bg-neutral-400"
          style={column.color ? { backgroundColor: column.color } : undefined}
        />
        <span className="truncate">{column.title}</span>
      </h2>
      <p className="py-6 text-center text-sm text-neutral-500">No tasks yet</p>
    </section>
  );
}

/** The board's columns side by side, in position order. */
export function BoardColumns({ boardId }: { boardId: string }) {
  const query = useColumns(boardId);
  if (query.isPending) return <Spinner className="mx-auto size-6 text-indigo-600" />;
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch board data')}
        retry={() => void query.refetch()}
      />
    );
  }
  if (query.data.columns.length === 0) {
    return <EmptyState title="No columns yet" description="This project has no columns." />;
  }
  return (
    <div className="flex gap-4 overflow-x-auto pb-4">
      {query.data.columns.map((column) => (
        <BoardColumn key={column._id} column={column} />
      ))}
    </div>
  );
}
