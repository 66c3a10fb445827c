import type { Column, BoardTask } from '@teamboard/shared';
import { useMemo, useState } from 'react';
import { cn } from '../../../lib/class-names';
import { useSortableItem } from '../../../lib/dnd/use-sortable-item';
import { useCurrentBoard } from '../../boards/current-board';
import { ColumnTasks } from '../../tasks/components/column-tasks';
import type { DragData } from '../../tasks/components/drag-data';
import { InDoneColumn } from '../../tasks/in-done-column';
import { ColumnMenu, type ColumnAction } from './column-menu';
import { DeleteColumnPrompt } from './delete-column-prompt';
import { RenameColumnForm } from './rename-column-form';

interface BoardColumnProps {
  column: Column;
  /** All of the column's tasks, in position order. */
  tasks: BoardTask[];
  /** Those the filters show. */
  visible: BoardTask[];
  /** Every column of the board (where a deleted column's tasks may go). */
  columns: Column[];
  /** How many tasks the column holds, when `tasks` are only its first ones. */
  total?: number;
}

/**
 * One column: a handle to drag it along the board (pointer or keyboard: focus it, Space, arrows,
 * Space), its title and card count, a menu to rename or delete it, and its cards.
 */
export function BoardColumn({ column, tasks, visible, columns, total }: BoardColumnProps) {
  const { can } = useCurrentBoard();
  const canWork = can('board.work');
  const actions: ColumnAction[] = [
    ...(canWork ? (['rename'] as const) : []),
    ...(can('board.manage') ? (['delete'] as const) : []),
  ];
  const [mode, setMode] = useState<'view' | ColumnAction>('view');
  const visibleIds = useMemo(() => visible.map((task) => task._id), [visible]);
  const data: DragData = { type: 'column', column, visibleIds };
  const { setNodeRef, style, draggingClass, handleProps } = useSortableItem({
    id: column._id,
    data,
    disabled: !canWork,
  });
  const filtered = visible.length !== tasks.length;
  const count = total ?? tasks.length;

  return (
    <section
      ref={setNodeRef}
      data-testid={`board-column-${column._id}`}
      aria-label={column.title}
      style={style}
      className={cn(
        // On a phone a column is the width of the screen, one at a time (see BoardColumns).
        'flex w-full shrink-0 snap-start flex-col rounded-xl bg-neutral-100 p-3 sm:w-72 dark:bg-neutral-900',
        draggingClass,
      )}
    >
      <header className="flex items-center gap-2">
        {canWork && (
          <button
            type="button"
            {...handleProps}
            aria-label={`Move column ${column.title}`}
            className="cursor-grab touch-none rounded px-1 text-neutral-400 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-neutral-800"
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
        {mode === 'rename' ? (
          <RenameColumnForm column={column} onDone={() => setMode('view')} />
        ) : (
          <h2 className="flex min-w-0 flex-1 items-center gap-2 text-sm font-semibold">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-full bg-neutral-400"
              style={column.color ? { backgroundColor: column.color } : undefined}
            />
            <span className="truncate">{column.title}</span>
          </h2>
        )}
        <span
          className="shrink-0 text-xs text-neutral-500"
          data-testid={`column-count-${column._id}`}
        >
          {filtered ? `${visible.length} of ${count}` : count}
        </span>
        {actions.length > 0 && <ColumnMenu column={column} actions={actions} onPick={setMode} />}
      </header>
      {mode === 'delete' && (
        <DeleteColumnPrompt
          column={column}
          taskCount={count}
          columns={columns}
          onDone={() => setMode('view')}
        />
      )}
      <InDoneColumn value={column.isDone}>
        <ColumnTasks columnId={column._id} title={column.title} tasks={visible} total={count} />
      </InDoneColumn>
    </section>
  );
}
